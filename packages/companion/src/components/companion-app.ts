import { COLORS, type Color } from '@antarctica-game/scoring';
import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { COLOR_NAMES, MESSAGES } from '../i18n/messages.js';
import { LANGUAGES, type Language, type Session } from '../logic/session.js';
import { resultSummary } from '../logic/summary.js';
import { SessionStore } from '../store/session-store.js';
import { StoreController } from '../store/store-controller.js';
import { SessionElement } from './session-element.js';
import './majorities.js';
import './sun-tracker.js';
import { messagesOf, sharedStyles, token } from './tokens.js';

interface SetupDraft {
  count: 2 | 3 | 4;
  players: Array<{ color: Color; name: string }>;
  closedPair: number;
  startingBuildings: boolean;
  firstGameShips: boolean;
}

const freshDraft = (): SetupDraft => ({
  count: 3,
  players: COLORS.map((color) => ({ color, name: '' })),
  closedPair: 1,
  startingBuildings: true,
  firstGameShips: true,
});

/**
 * The whole companion app: setup (2-4 players, colours, names, seating order, closed areas for 2
 * players, optional starting buildings and first-game ships), play (the Sun tracker and the
 * majorities), and the final scores. One store, saved on every change and restored on reload,
 * with undo, redo, export and import. Keeps the screen awake while a game is open.
 *
 * @tagname antarctica-companion
 * @fires antarctica-phase-changed - The app moved to setup, play or the final scores; `detail.phase`.
 *
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-surface - Background of the app.
 * @cssprop --antarctica-ink - Text colour.
 *
 * @csspart toolbar - The bar with undo, redo, export, import, new game and language.
 * @csspart setup - The setup form.
 * @csspart banner - The message shown when saved data could not be restored.
 */
export class AntarcticaCompanion extends SessionElement {
  static override properties: PropertyDeclarations = {
    draft: { state: true },
    notice: { state: true },
    bannerOpen: { state: true },
  };

  static override styles = [
    sharedStyles,
    css`
      :host {
        background: var(--_surface);
        padding: 8px;
        max-width: 1200px;
        margin: 0 auto;
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
      }
      h1 {
        font-size: 20px;
        margin: 4px 0;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        align-items: center;
      }
      .banner {
        background: #fff3cd;
        border: 1px solid #b58900;
        border-radius: var(--_radius);
        padding: 8px;
        margin: 8px 0;
        display: grid;
        gap: 6px;
      }
      fieldset {
        border: 1px solid var(--_muted);
        border-radius: var(--_radius);
        margin: 8px 0;
        display: grid;
        gap: 8px;
      }
      .seat {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 6px;
      }
      .seat input {
        flex: 1 1 60px;
        min-width: 0;
        padding: 0 8px;
        border: 1px solid var(--_muted);
      }
      label.check {
        display: flex;
        align-items: center;
        gap: 8px;
        min-height: 44px;
      }
      label.check input {
        min-width: 24px;
        min-height: 24px;
      }
      .play {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
      }
      @media (min-width: 900px) {
        .play {
          grid-template-columns: minmax(340px, 420px) 1fr;
          align-items: start;
        }
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin: 12px 0;
      }
    `,
  ];

  /** @internal Component state. */
  declare draft: SetupDraft;
  /** @internal Component state. */
  declare notice: string;
  /** @internal Component state. */
  declare bannerOpen: boolean;
  #wakeLock: { release(): Promise<void> } | null = null;

  constructor() {
    super();
    this.draft = freshDraft();
    this.notice = '';
    this.bannerOpen = this.store.restoreProblem !== null;
    new StoreController(
      this,
      () => this.store,
      (before, after) => {
        if (before.phase !== after.phase) {
          this.dispatchEvent(
            new CustomEvent('antarctica-phase-changed', {
              detail: { phase: after.phase },
              bubbles: true,
              composed: true,
            }),
          );
        }
        void this.#keepAwake();
      },
    );
  }

  /** By default the app's store is saved in `localStorage`, and restored from it. */
  protected override createStore(): SessionStore {
    return new SessionStore({
      storage: typeof localStorage === 'undefined' ? undefined : localStorage,
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.#onVisibility);
    void this.#keepAwake();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.#onVisibility);
    void this.#wakeLock?.release();
    this.#wakeLock = null;
  }

  #onVisibility = () => {
    // The browser drops a wake lock when the page is hidden: ask again when it shows.
    if (document.visibilityState === 'visible') {
      this.#wakeLock = null;
      void this.#keepAwake();
    }
  };

  async #keepAwake(): Promise<void> {
    const wanted = this.store.session.phase === 'play';
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!wanted) {
      await this.#wakeLock?.release();
      this.#wakeLock = null;
      return;
    }
    if (this.#wakeLock !== null || wakeLock === undefined || document.visibilityState !== 'visible')
      return;
    try {
      this.#wakeLock = await wakeLock.request('screen');
    } catch {
      // Not allowed here (no user gesture yet, battery saver): the game goes on without it.
    }
  }

  override render() {
    const session = this.store.session;
    const messages = messagesOf(session);
    return html`
      <header>
        <h1>${messages.appTitle}</h1>
        ${this.#renderToolbar(session)}
      </header>
      ${this.#renderBanner(session)}
      ${session.phase === 'setup' ? this.#renderSetup(session) : nothing}
      ${session.phase === 'play' ? this.#renderPlay(session) : nothing}
      ${session.phase === 'final' ? this.#renderFinal(session) : nothing}
      <p class="visually-hidden" role="status" aria-live="polite">${this.notice}</p>
    `;
  }

  #renderToolbar(session: Session) {
    const messages = messagesOf(session);
    return html`<div class="toolbar" part="toolbar">
      <button type="button" ?disabled=${!this.store.canUndo} @click=${() => this.store.undo()}>↶ ${messages.undo}</button>
      <button type="button" ?disabled=${!this.store.canRedo} @click=${() => this.store.redo()}>↷ ${messages.redo}</button>
      <button type="button" @click=${() => this.#download(this.store.export(), 'antarctica-session.json')}>${messages.exportSession}</button>
      <label class="visually-hidden" for="import">${messages.importSession}</label>
      <button type="button" @click=${() => this.renderRoot.querySelector<HTMLInputElement>('#import')?.click()}>${messages.importSession}</button>
      <input id="import" type="file" accept="application/json,.json" hidden @change=${this.#import} />
      ${session.phase === 'setup' ? nothing : html`<button type="button" @click=${() => this.store.dispatch({ type: 'reset' })}>${messages.newGame}</button>`}
      <label class="visually-hidden" for="language">${messages.language}</label>
      <select id="language" aria-label=${messages.language} @change=${(event: Event) => this.store.dispatch({ type: 'setLanguage', language: (event.target as HTMLSelectElement).value as Language })}>
        ${LANGUAGES.map((language) => html`<option value=${language} ?selected=${language === session.language}>${language.toUpperCase()}</option>`)}
      </select>
    </div>`;
  }

  #renderBanner(session: Session) {
    if (!this.bannerOpen || this.store.restoreProblem === null) return nothing;
    const messages = messagesOf(session);
    return html`<div class="banner" part="banner" role="alert">
      <span>${this.store.restoreProblem === 'old-version' ? messages.restoreOld : messages.restoreCorrupted}</span>
      <div class="toolbar">
        <button type="button" @click=${() => this.#download(this.store.recovered ?? '', 'antarctica-old-session.json')}>${messages.exportOld}</button>
        <button type="button" @click=${() => (this.bannerOpen = false)}>${messages.dismiss}</button>
      </div>
    </div>`;
  }

  #renderSetup(session: Session) {
    const messages = messagesOf(session);
    const draft = this.draft;
    const seats = draft.players.slice(0, draft.count);
    const update = (change: Partial<SetupDraft>) => (this.draft = { ...this.draft, ...change });
    // Handlers read this.draft when they run, not the draft of the render that made them.
    const setPlayer = (seat: number, change: Partial<{ color: Color; name: string }>) => {
      const players = this.draft.players.map((player) => ({ ...player }));
      const current = players[seat];
      if (current === undefined) return;
      if (change.color !== undefined) {
        // Swap colours so that they stay distinct.
        const other = players.find((player) => player.color === change.color);
        if (other !== undefined) other.color = current.color;
      }
      Object.assign(current, change);
      update({ players });
    };
    const moveUp = (seat: number) => {
      const players = this.draft.players.map((player) => ({ ...player }));
      const [moved] = players.splice(seat, 1);
      if (moved !== undefined) players.splice(seat - 1, 0, moved);
      update({ players });
    };
    return html`<form part="setup" @submit=${(event: Event) => this.#start(event)}>
      <h2>${messages.setup}</h2>
      <fieldset>
        <legend>${messages.players}</legend>
        <label>${messages.playerCount}
          <select @change=${(event: Event) => update({ count: Number((event.target as HTMLSelectElement).value) as 2 | 3 | 4 })}>
            ${[2, 3, 4].map((count) => html`<option value=${count} ?selected=${count === draft.count}>${count}</option>`)}
          </select>
        </label>
        ${seats.map(
          (player, seat) => html`<div class="seat">
            <span>${String.fromCharCode(65 + seat)}</span>
            ${token(player.color, COLOR_NAMES[session.language][player.color] ?? player.color)}
            <label class="visually-hidden" for=${`color-${seat}`}>${messages.color} ${String.fromCharCode(65 + seat)}</label>
            <select id=${`color-${seat}`} @change=${(event: Event) => setPlayer(seat, { color: (event.target as HTMLSelectElement).value as Color })}>
              ${COLORS.map((color) => html`<option value=${color} ?selected=${color === player.color}>${COLOR_NAMES[session.language][color]}</option>`)}
            </select>
            <label class="visually-hidden" for=${`name-${seat}`}>${messages.name} ${String.fromCharCode(65 + seat)}</label>
            <input id=${`name-${seat}`} .value=${player.name} placeholder=${messages.name} autocomplete="off" @input=${(event: Event) => setPlayer(seat, { name: (event.target as HTMLInputElement).value })} />
            <button type="button" aria-label=${`${messages.moveUp}: ${String.fromCharCode(65 + seat)}`} ?disabled=${seat === 0} @click=${() => moveUp(seat)}>↑</button>
          </div>`,
        )}
      </fieldset>
      ${
        draft.count === 2
          ? html`<fieldset>
            <legend>${messages.closedAreas}</legend>
            <select aria-label=${messages.closedAreas} @change=${(event: Event) => update({ closedPair: Number((event.target as HTMLSelectElement).value) })}>
              ${[1, 2, 3, 0].map(
                (pair) =>
                  html`<option value=${pair} ?selected=${pair === draft.closedPair}>${messages.area} ${pair + 1} + ${messages.area} ${pair + 5}</option>`,
              )}
            </select>
          </fieldset>`
          : nothing
      }
      <fieldset>
        <label class="check"><input type="checkbox" .checked=${draft.startingBuildings} @change=${(event: Event) => update({ startingBuildings: (event.target as HTMLInputElement).checked })} />${messages.startingBuildings}</label>
        <label class="check"><input type="checkbox" .checked=${draft.firstGameShips} @change=${(event: Event) => update({ firstGameShips: (event.target as HTMLInputElement).checked })} />${messages.firstGameShips}</label>
      </fieldset>
      <button type="submit" class="primary">${messages.start}</button>
    </form>`;
  }

  #start(event: Event): void {
    event.preventDefault();
    const draft = this.draft;
    this.store.dispatch({
      type: 'start',
      choice: {
        players: draft.players.slice(0, draft.count),
        closedPair: draft.closedPair,
        startingBuildings: draft.startingBuildings,
        firstGameShips: draft.firstGameShips,
      },
    });
  }

  #renderPlay(session: Session) {
    const messages = messagesOf(session);
    return html`<div class="play">
        <antarctica-sun-tracker .store=${this.store}></antarctica-sun-tracker>
        <antarctica-majorities .store=${this.store}></antarctica-majorities>
      </div>
      <div class="actions"><button type="button" class="primary" @click=${() => this.store.dispatch({ type: 'finish' })}>${messages.finalScores}</button></div>`;
  }

  #renderFinal(session: Session) {
    const messages = messagesOf(session);
    return html`<antarctica-majorities .store=${this.store}></antarctica-majorities>
      <div class="actions">
        <button type="button" class="primary" @click=${() => this.#share(session)}>${messages.shareResult}</button>
        <button type="button" @click=${() => this.store.dispatch({ type: 'reopen' })}>${messages.backToGame}</button>
      </div>`;
  }

  async #share(session: Session): Promise<void> {
    const text = resultSummary(session);
    const nav = navigator as Navigator & { share?: (data: { text: string }) => Promise<void> };
    try {
      if (nav.share !== undefined) await nav.share({ text });
      else await navigator.clipboard.writeText(text);
      this.notice = MESSAGES[session.language].copied;
    } catch {
      this.notice = text;
    }
  }

  #download(text: string, name: string): void {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  async #import(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    const ok = this.store.import(await file.text());
    this.notice = ok ? '' : messagesOf(this.store.session).restoreCorrupted;
  }
}
