import { COLORS, type Color } from '@antarctica-game/scoring';
import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import { COLOR_NAMES } from '../i18n/messages.js';
import type { FinishedGame } from '../logic/device.js';
import { LANGUAGES, type Language, type Session } from '../logic/session.js';
import { resultSummary } from '../logic/summary.js';
import { SessionStore } from '../store/session-store.js';
import { StoreController } from '../store/store-controller.js';
import type { AntarcticaMajorities } from './majorities.js';
import { resultImage } from './result-image.js';
import { SessionElement } from './session-element.js';
import type { AntarcticaSunTracker } from './sun-tracker.js';
import './majorities.js';
import './sun-tracker.js';
import { sharedStyles, token } from './tokens.js';

interface SetupDraft {
  count: 2 | 3 | 4;
  players: Array<{ color: Color; name: string }>;
  closedPair: number;
  startingBuildings: boolean;
  firstGameShips: boolean;
}

/** A message shown on screen for a while: `alert` for what went wrong. */
interface Notice {
  text: string;
  kind: 'status' | 'alert';
}

/** The setup form, with the players of the last game if the device remembers them. */
function freshDraft(remembered: Array<{ color: Color; name: string }> | undefined): SetupDraft {
  const players = remembered ?? [];
  const rest = COLORS.filter((color) => !players.some((player) => player.color === color));
  return {
    count: (players.length >= 2 ? players.length : 3) as 2 | 3 | 4,
    players: [...players, ...rest.map((color) => ({ color, name: '' }))],
    closedPair: 1,
    startingBuildings: true,
    firstGameShips: players.length === 0,
  };
}

const letter = (seat: number) => String.fromCharCode(65 + seat);

/**
 * The whole companion app: setup (2-4 players, colours, names, seating order, closed areas for 2
 * players, optional starting buildings, ships placed in turn or as in the first game), the
 * placement of the ships, play (the Sun tracker with the turn at hand, and the majorities), and
 * the final scores, shared as text or as an image. One store, saved on every change and restored
 * on reload, with undo, redo, export and import; the players of the last game and the finished
 * games are kept on the device. Keeps the screen awake while a game is open.
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
  static override properties: PropertyDeclarations = {
    draft: { state: true },
    notice: { state: true },
    bannerOpen: { state: true },
    confirming: { state: true },
  };

  /** The element's shadow-DOM styles (theme them through the element's CSS custom properties). */
  static override styles = [
    sharedStyles,
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
        h1 {
          font-size: 1rem;
        }
        .label {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
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
      fieldset {
        border: 1px solid var(--_line);
        border-radius: var(--_radius);
        margin: 0.5rem 0;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.5rem;
        min-width: 0;
      }
      .count {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.5rem;
      }
      .seat {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.375rem;
      }
      .seat input {
        flex: 1 1 6rem;
        min-width: 0;
        max-width: 100%;
      }
      label.check {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: var(--_tap);
      }
      label.check input {
        min-width: 1.5rem;
        min-height: 1.5rem;
        flex: none;
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
      .history {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.5rem;
      }
      .history li {
        background: var(--_ice);
        border-radius: var(--_radius);
        padding: 0.5rem;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.375rem;
      }
      .history .scores {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.75rem;
        align-items: center;
      }
    `,
  ];

  /** @internal Component state. */
  declare draft: SetupDraft;
  /** @internal Component state. */
  declare notice: Notice | null;
  /** @internal Component state. */
  declare bannerOpen: boolean;
  /** @internal Component state: asking before leaving a game in progress. */
  declare confirming: boolean;
  #wakeLock: { release(): Promise<void> } | null = null;

  constructor() {
    super();
    this.draft = freshDraft(this.store.rememberedPlayers);
    this.notice = null;
    this.confirming = false;
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
    const phase = this.store.session.phase;
    const wanted = phase === 'play' || phase === 'placement';
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

  /** Runs a change, then moves the keyboard focus to what the next screen asks first. */
  async #thenFocus(selector: 'status' | 'h2'): Promise<void> {
    await this.updateComplete;
    if (selector === 'status') {
      const tracker = this.renderRoot.querySelector<AntarcticaSunTracker>('antarctica-sun-tracker');
      await tracker?.focusStatus();
    } else if (this.store.session.phase === 'final') {
      const tally = this.renderRoot.querySelector<AntarcticaMajorities>('antarctica-majorities');
      await tally?.focusTitle();
    } else this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  #say(text: string, kind: Notice['kind'] = 'status'): void {
    this.notice = { text, kind };
  }

  override render() {
    const session = this.store.session;
    const messages = this.messages;
    return html`
      <header>
        <h1>${messages.appTitle}</h1>
        ${this.#renderToolbar(session)}
      </header>
      ${this.#renderBanner()} ${this.#renderConfirm()}
      <div class="notice" part="notice" data-kind=${this.notice?.kind ?? 'status'} role=${this.notice?.kind === 'alert' ? 'alert' : 'status'}
        ?hidden=${this.notice === null}>
        ${this.notice === null ? nothing : html`<pre>${this.notice.text}</pre><button type="button" @click=${() => (this.notice = null)}>${messages.dismiss}</button>`}
      </div>
      ${session.phase === 'setup' ? this.#renderSetup() : nothing}
      ${session.phase === 'play' || session.phase === 'placement' ? this.#renderPlay(session) : nothing}
      ${session.phase === 'final' ? this.#renderFinal(session) : nothing}
    `;
  }

  #renderToolbar(session: Session) {
    const messages = this.messages;
    return html`<div class="toolbar" part="toolbar">
      <button type="button" ?disabled=${!this.store.canUndo} @click=${() => this.store.undo()}><span aria-hidden="true">↶</span> <span class="label">${messages.undo}</span></button>
      <button type="button" ?disabled=${!this.store.canRedo} @click=${() => this.store.redo()}><span aria-hidden="true">↷</span> <span class="label">${messages.redo}</span></button>
      <details class="menu" part="menu" @focusout=${(event: FocusEvent) => {
        // Closed as soon as the focus leaves it (a tap elsewhere, Tab past its last item).
        const menu = event.currentTarget as HTMLElement;
        if (!menu.contains(event.relatedTarget as Node | null)) this.#closeMenu();
      }}>
        <summary><span aria-hidden="true">☰</span> <span class="label">${messages.menu}</span></summary>
        <div class="menu-items">
          <button type="button" @click=${() => this.#download(this.store.export(), 'antarctica-session.json')}>${messages.exportSession}</button>
          <button type="button" @click=${() => this.renderRoot.querySelector<HTMLInputElement>('#import')?.click()}>${messages.importSession}</button>
          <input id="import" type="file" accept="application/json,.json" hidden aria-label=${messages.importSession} @change=${this.#import} />
          ${session.phase === 'setup' ? nothing : html`<button type="button" @click=${this.#newGame}>${messages.newGame}</button>`}
          <label>${messages.language}
            <select @change=${(event: Event) => {
              this.store.setLanguage((event.target as HTMLSelectElement).value as Language);
              this.#closeMenu();
            }}>
              ${LANGUAGES.map((language) => html`<option value=${language} ?selected=${language === this.store.language}>${language.toUpperCase()}</option>`)}
            </select>
          </label>
        </div>
      </details>
    </div>`;
  }

  #closeMenu(): void {
    this.renderRoot.querySelector('details.menu')?.removeAttribute('open');
  }

  #newGame = () => {
    this.#closeMenu();
    if (this.store.session.phase === 'final') {
      this.store.dispatch({ type: 'reset' });
      void this.#thenFocus('h2');
      return;
    }
    // A game in progress: ask first.
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
          void this.#thenFocus('h2');
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
        <button type="button" @click=${() => this.#download(this.store.recovered ?? '', 'antarctica-old-session.json')}>${messages.exportOld}</button>
        <button type="button" @click=${() => (this.bannerOpen = false)}>${messages.dismiss}</button>
      </div>
    </div>`;
  }

  #renderSetup() {
    const messages = this.messages;
    const language = this.store.language;
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
        <h2 tabindex="-1">${messages.setup}</h2>
        <p class="hint">${messages.setupHint}</p>
        <fieldset>
          <legend>${messages.players}</legend>
          <label class="count">${messages.playerCount}
            <select id="count" @change=${(event: Event) => update({ count: Number((event.target as HTMLSelectElement).value) as 2 | 3 | 4 })}>
              ${[2, 3, 4].map((count) => html`<option value=${count} ?selected=${count === draft.count}>${count}</option>`)}
            </select>
          </label>
          ${seats.map(
            (player, seat) => html`<div class="seat">
              <span aria-hidden="true">${letter(seat)}</span>
              ${token(player.color, COLOR_NAMES[language][player.color] ?? player.color)}
              <select id=${`color-${seat}`} aria-label=${`${messages.color} ${letter(seat)}`} @change=${(event: Event) => setPlayer(seat, { color: (event.target as HTMLSelectElement).value as Color })}>
                ${COLORS.map((color) => html`<option value=${color} ?selected=${color === player.color}>${COLOR_NAMES[language][color]}</option>`)}
              </select>
              <input id=${`name-${seat}`} aria-label=${`${messages.name} ${letter(seat)}`} .value=${player.name} placeholder=${messages.name} maxlength="40" autocomplete="off"
                @input=${(event: Event) => setPlayer(seat, { name: (event.target as HTMLInputElement).value })} />
              <button type="button" aria-label=${`↑ ${messages.moveUp}: ${letter(seat)}`} ?disabled=${seat === 0} @click=${() => moveUp(seat)}>↑</button>
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
          <legend>${messages.shipsLegend}</legend>
          <label class="check"><input type="radio" name="ships" .checked=${!draft.firstGameShips} @change=${() => update({ firstGameShips: false })} />${messages.shipsInTurn}</label>
          <label class="check"><input type="radio" name="ships" .checked=${draft.firstGameShips} @change=${() => update({ firstGameShips: true })} />${messages.firstGameShips}</label>
        </fieldset>
        <label class="check"><input type="checkbox" .checked=${draft.startingBuildings} @change=${(event: Event) => update({ startingBuildings: (event.target as HTMLInputElement).checked })} />${messages.startingBuildings}</label>
        <button type="submit" class="primary">${messages.start}</button>
      </form>
      ${this.#renderHistory()}`;
  }

  #renderHistory() {
    const games = this.store.finishedGames;
    if (games.length === 0) return nothing;
    const messages = this.messages;
    const language = this.store.language;
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const line = (game: FinishedGame) =>
      [...game.players]
        .sort((a, b) => a.place - b.place)
        .map(
          (player) =>
            html`<span>${token(player.color, player.name || (COLOR_NAMES[language][player.color] ?? ''))} ${player.name || COLOR_NAMES[language][player.color]} ${player.points}${game.winners.includes(player.color) ? ' ★' : ''}</span>`,
        );
    return html`<section part="history" aria-labelledby="history-title">
      <h2 id="history-title">${messages.pastGames}</h2>
      <ol class="history">
        ${games.map(
          (game, index) => html`<li>
            <span class="scores"><time datetime=${game.finishedAt}>${date.format(new Date(game.finishedAt))}</time> ${line(game)}</span>
            <button type="button" aria-label=${`${messages.openGame}: ${date.format(new Date(game.finishedAt))}`} @click=${() => {
              if (this.store.reopenFinished(index)) void this.#thenFocus('h2');
            }}>${messages.openGame}</button>
          </li>`,
        )}
      </ol>
      <div class="actions">
        <button type="button" @click=${() => this.#download(this.store.exportFinished(), 'antarctica-past-games.json')}>${messages.exportHistory}</button>
      </div>
    </section>`;
  }

  #start(event: Event): void {
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
      },
      at: new Date().toISOString(),
    });
    if (started) void this.#thenFocus('status');
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
              if (this.store.dispatch({ type: 'finish' })) void this.#thenFocus('h2');
            }}>${messages.finalScores}</button></div>`
          : nothing
      }`;
  }

  #renderFinal(session: Session) {
    const messages = this.messages;
    return html`<antarctica-majorities .store=${this.store}>
      <div class="actions" slot="after-result">
        <button type="button" class="primary" @click=${() => this.#share(session)}>${messages.shareResult}</button>
        <button type="button" class="primary" @click=${() => this.#shareImage(session)}>${messages.shareImage}</button>
        <button type="button" @click=${() => {
          if (this.store.dispatch({ type: 'reopen' })) void this.#thenFocus('status');
        }}>${messages.backToGame}</button>
        <button type="button" @click=${this.#newGame}>${messages.newGame}</button>
      </div>
    </antarctica-majorities>`;
  }

  async #share(session: Session): Promise<void> {
    const messages = this.messages;
    const text = resultSummary(session, this.store.language);
    const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
    try {
      if (nav.share !== undefined) {
        await nav.share({ text });
        this.#say(messages.shared);
      } else {
        await navigator.clipboard.writeText(text);
        this.#say(messages.copied);
      }
    } catch (error) {
      // Cancelled by the person: nothing to say. Otherwise show the text to copy by hand.
      if ((error as Error)?.name !== 'AbortError') this.#say(text);
    }
  }

  async #shareImage(session: Session): Promise<void> {
    const messages = this.messages;
    const blob = await resultImage(session, this.store.language);
    if (blob === null) return;
    const name = 'antarctica-result.png';
    const file = new File([blob], name, { type: 'image/png' });
    const nav = navigator as Navigator & {
      canShare?: (data: ShareData) => boolean;
      share?: (data: ShareData) => Promise<void>;
    };
    if (nav.share !== undefined && nav.canShare?.({ files: [file] }) === true) {
      try {
        await nav.share({ files: [file], text: resultSummary(session, this.store.language) });
        this.#say(messages.shared);
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    this.#download(blob, name);
    this.#say(messages.imageSaved);
  }

  #download(content: string | Blob, name: string): void {
    this.#closeMenu();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      typeof content === 'string' ? new Blob([content], { type: 'application/json' }) : content,
    );
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  #import = async (event: Event): Promise<void> => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    this.#closeMenu();
    if (file === undefined) return;
    const messages = this.messages;
    let text = '';
    try {
      text = await file.text();
    } catch {
      // Unreadable file: reported below like any other bad file.
    }
    if (this.store.import(text)) this.#say(messages.imported);
    else this.#say(messages.importFailed, 'alert');
  };
}
