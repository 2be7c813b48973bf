// The app's toolbar: Undo, Redo and the menu (export, import, new game, language).
import { css, html, nothing } from 'lit';
import type { Messages } from '../i18n/messages.js';
import { LANGUAGES, type Language } from '../logic/session.js';
import type { SessionStore } from '../store/session-store.js';
import { download } from './share-result.js';

/** The toolbar's and the menu's styles. */
export const toolbarStyles = css`
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    align-items: center;
  }
  .menu {
    position: relative;
  }
  .menu summary {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    min-height: var(--_tap);
    padding: 0 0.75rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    cursor: pointer;
    list-style: none;
  }
  .menu summary::-webkit-details-marker {
    display: none;
  }
  .menu-items {
    position: absolute;
    right: 0;
    z-index: 5;
    margin-top: 0.25rem;
    padding: 0.5rem;
    display: grid;
    gap: 0.375rem;
    min-width: 14rem;
    max-width: calc(100vw - 1rem);
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 25%);
  }
  .menu-items label {
    display: grid;
    gap: 0.125rem;
  }
  @media (max-width: 30rem) {
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * What the toolbar shows and calls back: the store, its words, and the app's handlers.
 *
 * @internal
 */
export interface ToolbarView {
  /** The app's store: undo, redo, export, language. */
  store: SessionStore;
  /** The interface words. */
  messages: Messages;
  /** Whether record mode is open (it has its own Undo). */
  recording: boolean;
  /** Closes the menu. */
  closeMenu(): void;
  /** Imports the file chosen in the menu's file input. */
  importFile(event: Event): void;
  /** New game (asking first during a game). */
  newGame(): void;
}

/** Undo, Redo and the menu. */
export function renderToolbar(view: ToolbarView) {
  const { store, messages } = view;
  // Undo and redo act on the quick tally: record mode has its own Undo, beside its board.
  return html`<div class="toolbar" part="toolbar">
    ${
      view.recording
        ? nothing
        : html`<button type="button" ?disabled=${!store.canUndo} @click=${() => store.undo()}><span aria-hidden="true">↶</span> <span class="label">${messages.undo}</span></button>
    <button type="button" ?disabled=${!store.canRedo} @click=${() => store.redo()}><span aria-hidden="true">↷</span> <span class="label">${messages.redo}</span></button>`
    }
    <details class="menu" part="menu" @focusout=${(event: FocusEvent) => {
      // Closed as soon as the focus leaves it (a tap elsewhere, Tab past its last item).
      const menu = event.currentTarget as HTMLElement;
      if (!menu.contains(event.relatedTarget as Node | null)) view.closeMenu();
    }}>
      <summary><span aria-hidden="true">☰</span> <span class="label">${messages.menu}</span></summary>
      <div class="menu-items">
        <button type="button" @click=${() => {
          view.closeMenu();
          download(store.export(), 'antarctica-session.json');
        }}>${messages.exportSession}</button>
        <button type="button" @click=${(event: Event) => ((event.currentTarget as HTMLElement).nextElementSibling as HTMLInputElement | null)?.click()}>${messages.importSession}</button>
        <input id="import" type="file" accept="application/json,.json" hidden aria-label=${messages.importSession} @change=${(event: Event) => view.importFile(event)} />
        ${store.session.phase === 'setup' ? nothing : html`<button type="button" @click=${() => view.newGame()}>${messages.newGame}</button>`}
        <label>${messages.language}
          <select @change=${(event: Event) => {
            store.setLanguage((event.target as HTMLSelectElement).value as Language);
            view.closeMenu();
          }}>
            ${LANGUAGES.map((language) => html`<option value=${language} ?selected=${language === store.language}>${language.toUpperCase()}</option>`)}
          </select>
        </label>
      </div>
    </details>
  </div>`;
}
