import { html, nothing, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import { type CompanionAction, refusal } from '../logic/actions.js';
import { gameEnd } from '../logic/game-end.js';
import { nextPlacer, type Session } from '../logic/session.js';
import { actingSeat, canSailTo } from '../logic/turns.js';
import { StoreController } from '../store/store-controller.js';
import { cardStyles } from './area-tally.js';
import { researchStyles } from './research-row.js';
import { act, SessionElement } from './session-element.js';
import { detailsStyles, renderDetails } from './ship-details.js';
import { StickyRingController } from './sticky-ring-controller.js';
import { renderRing, ringStyles } from './sun-ring.js';
import { playerName, sharedStyles } from './tokens.js';
import type { TrackerView } from './tracker-view.js';
import { turnStyles } from './turn-panel.js';
import { endText, renderStatus, statusStyles } from './turn-status.js';

/**
 * The Sun and the ships, and the turn at hand: the eight areas in a ring as on the board, the
 * Sun, each area's line of ships, closed areas and Icebreakers. Before the first turn it walks
 * the players through placing their ships in the rulebook's order (or checking the first-game
 * layout); then it says whose turn it is, the acting ship sails with one tap on its target area,
 * and the turn panel holds what is recorded after sailing (the target area's tally, building,
 * research, a ship built, a discard, an Icebreaker) right above End turn. Each view has its own
 * module beside this one: the ring (`sun-ring.ts`), the status and the placement
 * (`turn-status.ts`), the turn panel (`turn-panel.ts`, `research-row.ts`) and an area's Ships
 * (`ship-details.ts`).
 *
 * @tagname antarctica-sun-tracker
 * @fires antarctica-sun-moved - The Sun moved; `detail.area` is the area's index (0-7).
 * @fires antarctica-ship-sailed - The acting ship sailed; `detail` has `seat`, `from` and `to`.
 * @fires antarctica-action - Any change made here; `detail.action` is the action.
 *
 * @cssprop --antarctica-sun - Colour of the Sun's area.
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-ice - Background of the areas.
 * @cssprop --antarctica-tap-size - Smallest size of anything to tap (2.75rem, 44 px).
 *
 * @csspart board - The ring of areas.
 * @csspart area - One area.
 * @csspart status - Whose turn it is and what to tap next, with the turn panel.
 * @csspart upcoming - The list of the next turns.
 * @csspart details - The panel of the selected area.
 * @csspart token - A ship or player token.
 * @csspart stepper - A − value + control.
 */
export class AntarcticaSunTracker extends SessionElement {
  /** Lit's reactive properties: the element's internal state (selection, corrections, announcements). */
  static override properties: PropertyDeclarations = {
    selected: { state: true },
    correcting: { state: true },
    researchTrack: { state: true },
    announcement: { state: true },
  };

  /** The element's shadow-DOM styles (theme them through the element's CSS custom properties). */
  static override styles = [
    sharedStyles,
    cardStyles,
    ringStyles,
    statusStyles,
    turnStyles,
    researchStyles,
    detailsStyles,
  ];

  /** @internal Component state: the area whose Ships are open. */
  declare selected: number | null;
  /** @internal Component state: taps open an area's ships instead of sailing or placing. */
  declare correcting: boolean;
  /** @internal Component state: the track the research row shows, or null for the list of tracks. */
  declare researchTrack: number | null;
  /** @internal Component state. */
  declare announcement: string;

  constructor() {
    super();
    this.selected = null;
    this.correcting = false;
    this.researchTrack = null;
    this.announcement = '';
    new StickyRingController(this, () => this.renderRoot.querySelector('.board'));
    new StoreController(
      this,
      () => this.store,
      (before, after) => {
        const said: string[] = [];
        if (after.phase === 'play' && (before.sun !== after.sun || before.phase !== 'play')) {
          said.push(this.messages.sunMovedTo(after.sun + 1));
          fire(this, 'antarctica-sun-moved', { area: after.sun });
        }
        // The end of the game, said once when it becomes due (by a tap here or in the tally).
        const end = after.phase === 'play' ? endText(this.#view(), after) : null;
        if (end !== null && (before.phase !== 'play' || gameEnd(before) === null)) said.push(end);
        if (said.length > 0) this.announcement = said.join(' ');
        if (before.phase !== after.phase) {
          this.selected = null;
          this.correcting = false;
        }
        // Each turn's research starts from the list of tracks.
        if (before.sailed !== after.sailed) this.researchTrack = null;
      },
    );
  }

  /** Moves the keyboard focus to the line that says whose turn it is and what to tap next. */
  async focusStatus(): Promise<void> {
    await this.updateComplete;
    const status = this.renderRoot.querySelector<HTMLElement>('#status');
    if (status === null) return;
    status.focus({ preventScroll: true });
    this.#reveal(status);
  }

  /**
   * Scrolls the status into view below the ring where the ring stays at the top of the screen,
   * not left under it (End turn tapped, or an area, with the page scrolled a little).
   */
  #reveal(status: HTMLElement): void {
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    const sticky = board !== null && getComputedStyle(board).position === 'sticky';
    status.style.scrollMarginTop = sticky ? `${board.getBoundingClientRect().height}px` : '';
    status.scrollIntoView({ block: 'nearest' });
  }

  #placing(session: Session): boolean {
    return session.phase === 'placement' && !this.correcting && nextPlacer(session) !== null;
  }

  /** @internal Whether a tap on the area sails there or places a ship there. */
  isTarget(session: Session, area: number): boolean {
    if (this.#placing(session)) return refusal(session, { type: 'place', area }) === null;
    return (
      session.phase === 'play' && !session.sailed && !this.correcting && canSailTo(session, area)
    );
  }

  /** @internal A tap on an area of the ring: sails, places a ship, or opens its Ships. */
  tapArea(area: number): void {
    const session = this.store.session;
    if (!this.isTarget(session, area)) {
      this.selected = this.selected === area ? null : area;
      return;
    }
    if (session.phase === 'placement') {
      act(this, { type: 'place', area });
      return;
    }
    const seat = actingSeat(session);
    const from = session.sun;
    if (!act(this, { type: 'sail', to: area })) return;
    fire(this, 'antarctica-ship-sailed', { seat, from, to: area });
    const sailed = this.messages.sailedTo(
      playerName(session, seat ?? 0, this.store.language),
      area + 1,
    );
    const end = endText(this.#view(), this.store.session);
    this.announcement = end === null ? sailed : `${sailed} ${end}`;
    // The line that says where the ship sailed, in view below the ring, not under it.
    void this.updateComplete.then(() => {
      const status = this.renderRoot.querySelector<HTMLElement>('#status');
      if (status !== null) this.#reveal(status);
    });
    this.selected = null;
  }

  /** @internal Dispatches an action that ends a step of the turn, then focuses what comes next. */
  advance(action: CompanionAction): void {
    if (act(this, action)) void this.focusStatus();
  }

  /** The views' properties and handlers (they are pure templates: see `tracker-view.ts`). */
  #view(): TrackerView {
    return {
      session: this.store.session,
      messages: this.messages,
      language: this.store.language,
      selected: this.selected,
      correcting: this.correcting,
      researchTrack: this.researchTrack,
      act: (action) => act(this, action),
      isTarget: (area) => this.isTarget(this.store.session, area),
      tapArea: (area) => this.tapArea(area),
      advance: (action) => this.advance(action),
      toggleCorrecting: () => {
        this.correcting = !this.correcting;
        this.selected = null;
      },
      chooseTrack: (track) => {
        this.researchTrack = track;
      },
      tapped: (button) => {
        void this.updateComplete.then(() => {
          if (button instanceof HTMLElement && button.getAttribute('aria-disabled') === 'true')
            this.renderRoot.querySelector<HTMLElement>('button.primary')?.focus();
        });
      },
    };
  }

  override render() {
    const view = this.#view();
    return html`
      ${renderRing(view)}
      ${renderStatus(view)} ${this.selected === null ? nothing : renderDetails(view, this.selected)}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    `;
  }
}
