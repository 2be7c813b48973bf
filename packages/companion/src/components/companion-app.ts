import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import type { Session } from '../logic/session.js';
import { SessionStore } from '../store/session-store.js';
import { StoreController } from '../store/store-controller.js';
import { renderToolbar, toolbarStyles } from './app-toolbar.js';
import type { AntarcticaMajorities } from './majorities.js';
import { historyStyles, renderHistory } from './past-games.js';
import {
  loadRecordMode,
  MODE_KEY,
  renderRecordEntry,
  renderRecordMode,
} from './record-mode-entry.js';
import { SessionElement } from './session-element.js';
import { freshDraft, renderSetup, type SetupDraft, setupStyles } from './setup-form.js';
import { download, shareImage, shareText } from './share-result.js';
import type { AntarcticaSunTracker } from './sun-tracker.js';
import { WakeLockController } from './wake-lock-controller.js';
import './majorities.js';
import './sun-tracker.js';
import { sharedStyles } from './tokens.js';

/** A message shown on screen for a while: `alert` for what went wrong. */
interface Notice {
  text: string;
  kind: 'status' | 'alert';
}

/**
 * The whole companion app: setup (2-4 players, colours, names, seating order, closed areas for 2
 * players, optional starting buildings, ships placed in turn or as in the first game), the
 * placement of the ships, play (the Sun tracker with the turn at hand, and the majorities), and
 * the final scores, shared as text or as an image. One store, saved on every change and restored
 * on reload, with undo, redo, export and import; the players of the last game and the finished
 * games are kept on the device. Keeps the screen awake while a game is open.
 *
 * Each view has its own module beside this one: the toolbar (`app-toolbar.ts`), the setup form
 * (`setup-form.ts`), the past games (`past-games.ts`), sharing (`share-result.ts`); the
 * screen stays awake through `WakeLockController`.
 *
 * @tagname antarctica-companion
 * @fires antarctica-phase-changed - The app moved to setup, placement, play or the final scores; `detail.phase`.
 *
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-surface - Background of the app.
 * @cssprop --antarctica-ink - Text colour.
 *
 * @csspart toolbar - The bar with undo, redo and the menu.
 * @csspart menu - The menu: export, import, new game, language.
 * @csspart setup - The setup form.
 * @csspart history - The list of past games.
 * @csspart banner - The message shown when saved data could not be restored.
 * @csspart notice - The message that says what just happened (copied, imported, ...).
 */
export class AntarcticaCompanion extends SessionElement {
  /** Lit's reactive properties: the element's internal state (drafts, notices, dialogs). */
  static override properties: PropertyDeclarations = {
    draft: { state: true },
    notice: { state: true },
    bannerOpen: { state: true },
    confirming: { state: true },
    recording: { state: true },
  };

  /** The element's shadow-DOM styles (theme them through the element's CSS custom properties). */
  static override styles = [
    sharedStyles,
    toolbarStyles,
    setupStyles,
    historyStyles,
    css`
      [hidden] {
        display: none !important;
      }
      :host {
        background: var(--_surface);
        padding: 0 0.5rem 0.5rem;
        max-width: 75rem;
        margin: 0 auto;
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.25rem 0.5rem;
        padding-top: 0.25rem;
      }
      h1 {
        font-size: 1.125rem;
        margin: 0;
      }
      h2 {
        font-size: 1.125rem;
        margin: 0.75rem 0 0.375rem;
      }
      @media (max-width: 30rem) {
        h1 {
          font-size: 1rem;
        }
      }
      .banner,
      .notice,
      .confirm {
        background: var(--_note);
        border: 1px solid var(--_sun);
        border-radius: var(--_radius);
        padding: 0.5rem;
        margin: 0.5rem 0;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.375rem;
      }
      .notice[data-kind='alert'] {
        border-color: var(--_danger);
        border-width: 2px;
      }
      .notice pre {
        white-space: pre-wrap;
        margin: 0;
        font: inherit;
      }
      .play {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.5rem;
      }
      /* On a phone the ring of areas stays at the top of the screen over the whole page. */
      @media (max-width: 56.24rem) {
        .play antarctica-sun-tracker {
          display: contents;
        }
      }
      @media (min-width: 56.25rem) {
        .play {
          grid-template-columns: minmax(21rem, 28rem) minmax(0, 1fr);
          align-items: start;
          gap: 1rem;
        }
        .play antarctica-sun-tracker {
          position: sticky;
          top: 0;
          max-height: 100vh;
          overflow-y: auto;
        }
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin: 0.75rem 0;
      }
    `,
  ];

  /** @internal Component state: the setup form as filled in so far. */
  declare draft: SetupDraft;
  /** @internal Component state. */
  declare notice: Notice | null;
  /** @internal Component state. */
  declare bannerOpen: boolean;
  /** @internal Component state: asking before leaving a game in progress. */
  declare confirming: boolean;
  /** @internal Component state: record mode is open (loaded on demand). */
  declare recording: boolean;
  #wakeLock = new WakeLockController(this, () =>
    ['play', 'placement'].includes(this.store.session.phase),
  );

  constructor() {
    super();
    this.draft = freshDraft(this.store.rememberedPlayers);
    this.notice = null;
    this.confirming = false;
    this.recording = false;
    if (localStorage.getItem(MODE_KEY) === 'record') void this.openRecordMode();
    this.bannerOpen = this.store.restoreProblem !== null;
    new StoreController(
      this,
      () => this.store,
      (before, after) => {
        if (before.phase !== after.phase) {
          this.confirming = false;
          if (after.phase === 'setup') this.draft = freshDraft(this.store.rememberedPlayers);
          fire(this, 'antarctica-phase-changed', { phase: after.phase });
        }
        void this.#wakeLock.update();
      },
    );
  }

  /** By default the app's store is saved in `localStorage`, and restored from it. */
  protected override createStore(): SessionStore {
    return new SessionStore({
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    });
  }

  /** @internal Waits for the next screen, then moves the keyboard focus to what it asks first. */
  async thenFocus(selector: 'status' | 'h2'): Promise<void> {
    await this.updateComplete;
    if (selector === 'status') {
      const tracker = this.renderRoot.querySelector<AntarcticaSunTracker>('antarctica-sun-tracker');
      await tracker?.focusStatus();
    } else if (this.store.session.phase === 'final') {
      const tally = this.renderRoot.querySelector<AntarcticaMajorities>('antarctica-majorities');
      await tally?.focusTitle();
    } else this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  #say(text: string | null, kind: Notice['kind'] = 'status'): void {
    if (text !== null) this.notice = { text, kind };
  }

  override render() {
    const session = this.store.session;
    const messages = this.messages;
    const { store } = this;
    const language = store.language;
    return html`
      <header>
        <h1>${messages.appTitle}</h1>
        ${renderToolbar({
          store,
          messages,
          recording: this.recording,
          closeMenu: () => this.closeMenu(),
          importFile: (event) => void this.importFile(event),
          newGame: () => this.newGame(),
        })}
      </header>
      ${this.#renderBanner()} ${this.#renderConfirm()}
      <div class="notice" part="notice" data-kind=${this.notice?.kind ?? 'status'} role=${this.notice?.kind === 'alert' ? 'alert' : 'status'}
        ?hidden=${this.notice === null}>
        ${this.notice === null ? nothing : html`<pre>${this.notice.text}</pre><button type="button" @click=${() => (this.notice = null)}>${messages.dismiss}</button>`}
      </div>
      ${
        this.recording
          ? renderRecordMode(
              { messages, language, finished: (finished) => store.addFinished(finished) },
              this.closeRecordMode,
            )
          : html`${session.phase === 'setup' ? this.#renderSetup() : nothing}
      ${session.phase === 'play' || session.phase === 'placement' ? this.#renderPlay(session) : nothing}
      ${session.phase === 'final' ? this.#renderFinal(session) : nothing}`
      }
    `;
  }

  /** The setup form, the door to record mode and the past games. */
  #renderSetup() {
    const { store, messages } = this;
    const language = store.language;
    return html`${renderSetup({
      messages,
      language,
      draft: () => this.draft,
      setDraft: (draft) => {
        this.draft = draft;
      },
      start: (event) => this.start(event),
    })}${renderRecordEntry(messages, () => void this.openRecordMode())}${renderHistory({
      store,
      messages,
      language,
      opened: () => void this.thenFocus('h2'),
    })}`;
  }

  /** @internal Opens record mode (loading it first). */
  async openRecordMode(): Promise<void> {
    await loadRecordMode();
    localStorage.setItem(MODE_KEY, 'record');
    this.recording = true;
  }

  /** @internal Back to the quick tally (the recording stays saved). */
  closeRecordMode = () => {
    localStorage.removeItem(MODE_KEY);
    this.recording = false;
  };

  /** @internal Closes the toolbar's menu. */
  closeMenu(): void {
    this.renderRoot.querySelector('details.menu')?.removeAttribute('open');
  }

  /** @internal New game: at once from the final scores, after asking during a game. */
  newGame = () => {
    this.closeMenu();
    if (this.store.session.phase === 'final') {
      this.store.dispatch({ type: 'reset' });
      void this.thenFocus('h2');
      return;
    }
    this.confirming = true;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('.confirm button')?.focus(),
    );
  };

  #renderConfirm() {
    if (!this.confirming) return nothing;
    const messages = this.messages;
    return html`<div class="confirm" role="group" aria-labelledby="confirm-text">
      <span id="confirm-text">${messages.newGameConfirm}</span>
      <span class="toolbar">
        <button type="button" @click=${() => (this.confirming = false)}>${messages.keepPlaying}</button>
        <button type="button" class="primary" @click=${() => {
          this.confirming = false;
          this.store.dispatch({ type: 'reset' });
          void this.thenFocus('h2');
        }}>${messages.discardGame}</button>
      </span>
    </div>`;
  }

  #renderBanner() {
    if (!this.bannerOpen || this.store.restoreProblem === null) return nothing;
    const messages = this.messages;
    return html`<div class="banner" part="banner" role="alert">
      <span>${this.store.restoreProblem === 'old-version' ? messages.restoreOld : messages.restoreCorrupted}</span>
      <div class="toolbar">
        <button type="button" @click=${() => download(this.store.recovered ?? '', 'antarctica-old-session.json')}>${messages.exportOld}</button>
        <button type="button" @click=${() => (this.bannerOpen = false)}>${messages.dismiss}</button>
      </div>
    </div>`;
  }

  /** @internal Start the game: the setup form's submit. */
  start(event: Event): void {
    event.preventDefault();
    const draft = this.draft;
    const started = this.store.dispatch({
      type: 'start',
      choice: {
        players: draft.players.slice(0, draft.count).map(({ color, name }) => ({
          color,
          name: name.trim(),
        })),
        closedPair: draft.closedPair,
        startingBuildings: draft.startingBuildings,
        firstGameShips: draft.firstGameShips,
        rules: draft.rules,
      },
      at: new Date().toISOString(),
    });
    if (started) void this.thenFocus('status');
  }

  #renderPlay(session: Session) {
    const messages = this.messages;
    return html`<div class="play">
        <antarctica-sun-tracker .store=${this.store}></antarctica-sun-tracker>
        ${session.phase === 'play' ? html`<antarctica-majorities .store=${this.store}></antarctica-majorities>` : nothing}
      </div>
      ${
        session.phase === 'play'
          ? html`<div class="actions"><button type="button" class="primary" @click=${() => {
              if (this.store.dispatch({ type: 'finish' })) void this.thenFocus('h2');
            }}>${messages.finalScores}</button></div>`
          : nothing
      }`;
  }

  #renderFinal(session: Session) {
    const messages = this.messages;
    const language = this.store.language;
    return html`<antarctica-majorities .store=${this.store}>
      <div class="actions" slot="after-result">
        <button type="button" class="primary" @click=${async () => this.#say(await shareText(session, language))}>${messages.shareResult}</button>
        <button type="button" class="primary" @click=${async () => this.#say(await shareImage(session, language))}>${messages.shareImage}</button>
        <button type="button" @click=${() => {
          if (this.store.dispatch({ type: 'reopen' })) void this.thenFocus('status');
        }}>${messages.backToGame}</button>
        <button type="button" @click=${this.newGame}>${messages.newGame}</button>
      </div>
    </antarctica-majorities>`;
  }

  /** @internal Import a game: the menu's file input. */
  importFile = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    this.closeMenu();
    if (file === undefined) return;
    let text = '';
    try {
      text = await file.text();
    } catch {
      // Unreadable file: reported below like any other bad file.
    }
    if (this.store.import(text)) this.#say(this.messages.imported);
    else this.#say(this.messages.importFailed, 'alert');
  };
}
