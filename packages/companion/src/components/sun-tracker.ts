import type { ScoreResult } from '@antarctica-game/scoring';
import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import { type CompanionAction, refusal } from '../logic/actions.js';
import { gameEnd } from '../logic/game-end.js';
import { liveScores } from '../logic/score.js';
import { AREAS, nextPlacer, type Session, shipsToPlace } from '../logic/session.js';
import { actingSeat, canSailTo, upcomingTurns } from '../logic/turns.js';
import { StoreController } from '../store/store-controller.js';
import { areaTally, cardStyles } from './area-tally.js';
import { act, SessionElement } from './session-element.js';
import { areaName, playerName, reason, sharedStyles, token } from './tokens.js';

/** The reason a button is inactive, shown in it (and so read as part of its name). */
const whyInline = (why: string) =>
  why === '' ? nothing : html`<span class="why-inline"> — ${why}</span>`;

/** Where each area sits in a 3 × 3 grid, as on the board: 0 is lower left, then counter-clockwise. */
const GRID: ReadonlyArray<readonly [number, number]> = [
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [1, 2],
  [1, 1],
  [2, 1],
];

/**
 * The Sun and the ships, and the turn at hand: the eight areas in a ring as on the board, the
 * Sun, each area's line of ships, closed areas and Icebreakers. Before the first turn it walks
 * the players through placing their ships in the rulebook's order (or checking the first-game
 * layout); then it says whose turn it is, the acting ship sails with one tap on its target area,
 * and the turn panel holds what is recorded after sailing (the target area's tally, building,
 * research, a ship built, a discard, an Icebreaker) right above End turn.
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
    css`
      .board {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        grid-template-rows: repeat(3, minmax(3rem, auto));
        gap: 0.25rem;
        background: var(--_surface);
        padding: 0.25rem 0;
      }
      /* The ring stays in view while the page scrolls, where the screen is tall enough for it
         to take a third at most (in rem, so not at 200 % zoom or a very large font size). */
      @media (min-height: 34rem) {
        .board {
          position: sticky;
          top: 0;
          z-index: 2;
        }
      }
      .area {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: space-between;
        gap: 0.125rem;
        padding: 0.125rem 0.375rem;
        background: var(--_ice);
        border: 2px solid transparent;
        text-align: left;
        min-height: var(--_tap);
        line-height: 1.2;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .area[data-sun] {
        border-color: var(--_sun);
        box-shadow: inset 0 0 0 2px var(--_sun);
      }
      .area[data-target] {
        border-style: dashed;
        border-color: var(--_accent);
      }
      .area[data-selected] {
        outline: 3px solid var(--_ink);
      }
      .area[data-closed] {
        background: repeating-linear-gradient(45deg, var(--_surface), var(--_surface) 6px, var(--_ice) 6px, var(--_ice) 12px);
      }
      .area-name {
        font-weight: 600;
        font-size: 0.875rem;
      }
      .line {
        display: flex;
        gap: 0.1875rem;
        flex-wrap: wrap;
        align-items: center;
      }
      .sun-mark {
        color: var(--_sun);
      }
      /* Small enough for three Ships and an Icebreaker on one line of an area on a phone. */
      .line .token {
        min-width: 1.375rem;
        height: 1.25rem;
        padding: 0 0.125rem;
        font-size: 0.75rem;
      }
      .center {
        grid-column: 2;
        grid-row: 2;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        text-align: center;
        font-size: 0.8125rem;
        color: var(--_muted);
        padding: 0.25rem;
      }
      .status {
        margin-top: 0.25rem;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 0.25rem;
      }
      .board,
      .status,
      .details {
        min-width: 0;
      }
      .status h2 {
        margin: 0;
        font-size: 1rem;
        display: flex;
        gap: 0.375rem;
        align-items: baseline;
      }
      .status h2:focus {
        outline: none;
      }
      .status h2:focus-visible {
        outline: 3px solid var(--_accent);
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.375rem;
      }
      .icebreakers {
        align-items: center;
      }
      /* A toggle that is on (an Icebreaker placed, correcting the Ships): a thick accent border
         and a tick, so that it does not rely on colour; the tick is not part of the name. */
      .buttons button[aria-pressed='true'] {
        border-color: var(--_accent);
        box-shadow: inset 0 0 0 2px var(--_accent);
        font-weight: 600;
      }
      .buttons button[aria-pressed='true']::before {
        content: '✓ ' / '';
      }
      .why-turn {
        margin: 0;
        text-align: left;
        flex: 1 1 auto;
        align-self: center;
      }
      /* Under End turn, on one line where the words allow. */
      .end-note {
        flex-basis: 100%;
        padding-block: 0.1875rem;
      }
      .research {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.375rem;
      }
      .research-label {
        flex: 1 1 8rem;
        font-size: 0.8125rem;
        line-height: 1.2;
      }
      .research .points {
        text-align: left;
        white-space: nowrap;
      }
      .research input {
        width: 4.5rem;
      }
      .research input,
      .research select {
        flex: none;
      }
      .upcoming {
        font-size: 0.875rem;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.5rem;
      }
      .upcoming ol {
        display: flex;
        flex-wrap: wrap;
        gap: 0.375rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .upcoming li {
        display: flex;
        align-items: center;
        gap: 0.25rem;
      }
      .details {
        margin-top: 0.5rem;
        padding: 0.5rem;
        border: 1px solid var(--_line);
        border-radius: var(--_radius);
      }
      .details h3 {
        margin: 0 0 0.375rem;
        font-size: 1rem;
      }
      .details ul {
        list-style: none;
        padding: 0;
        margin: 0 0 0.5rem;
        display: grid;
        gap: 0.375rem;
      }
      .details li {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        flex-wrap: wrap;
      }
    `,
  ];

  /** @internal Component state. */
  declare selected: number | null;
  /** @internal Component state: taps open an area's ships instead of sailing or placing. */
  declare correcting: boolean;
  /** @internal Component state: the track the research row shows. */
  declare researchTrack: number;
  /** @internal Component state. */
  declare announcement: string;

  constructor() {
    super();
    this.selected = null;
    this.correcting = false;
    this.researchTrack = 0;
    this.announcement = '';
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
        const end = after.phase === 'play' ? this.#endText(after) : null;
        if (end !== null && (before.phase !== 'play' || gameEnd(before) === null)) said.push(end);
        if (said.length > 0) this.announcement = said.join(' ');
        if (before.phase !== after.phase) {
          this.selected = null;
          this.correcting = false;
        }
      },
    );
  }

  /** Moves the keyboard focus to the line that says whose turn it is and what to tap next. */
  async focusStatus(): Promise<void> {
    await this.updateComplete;
    const status = this.renderRoot.querySelector<HTMLElement>('#status');
    if (status === null) return;
    status.focus({ preventScroll: true });
    // Scrolled into view below the ring where the ring stays at the top of the screen, not
    // left under it (End turn tapped with the page scrolled a little).
    const board = this.renderRoot.querySelector<HTMLElement>('.board');
    const sticky = board !== null && getComputedStyle(board).position === 'sticky';
    status.style.scrollMarginTop = sticky ? `${board.getBoundingClientRect().height}px` : '';
    status.scrollIntoView({ block: 'nearest' });
  }

  #placing(session: Session): boolean {
    return session.phase === 'placement' && !this.correcting && nextPlacer(session) !== null;
  }

  #sailing(session: Session): boolean {
    return session.phase === 'play' && !session.sailed && !this.correcting;
  }

  #isTarget(session: Session, area: number): boolean {
    if (this.#placing(session)) return refusal(session, { type: 'place', area }) === null;
    return this.#sailing(session) && canSailTo(session, area);
  }

  #tapArea(area: number): void {
    const session = this.store.session;
    if (this.#isTarget(session, area)) {
      if (session.phase === 'placement') {
        act(this, { type: 'place', area });
        return;
      }
      const seat = actingSeat(session);
      const from = session.sun;
      if (act(this, { type: 'sail', to: area })) {
        fire(this, 'antarctica-ship-sailed', { seat, from, to: area });
        const sailed = this.messages.sailedTo(
          playerName(session, seat ?? 0, this.store.language),
          area + 1,
        );
        const end = this.#endText(this.store.session);
        this.announcement = end === null ? sailed : `${sailed} ${end}`;
        this.selected = null;
      }
      return;
    }
    this.selected = this.selected === area ? null : area;
  }

  /** Dispatches an action that ends a step of the turn, then puts the focus on what comes next. */
  #advance(action: CompanionAction): void {
    if (act(this, action)) void this.focusStatus();
  }

  override render() {
    const session = this.store.session;
    const messages = this.messages;
    return html`
      <div class="board" part="board" role="group" aria-label=${messages.sun}>
        ${Array.from({ length: AREAS }, (_, area) => this.#renderArea(session, area))}
        <div class="center" aria-hidden="true"><span class="sun-mark">☀ ${messages.sun}</span>${areaName(messages.area, session.sun)}</div>
      </div>
      ${this.#renderStatus(session)} ${this.selected === null ? nothing : this.#renderDetails(session, this.selected)}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    `;
  }

  #renderArea(session: Session, area: number) {
    const record = session.areas[area];
    if (record === undefined) return nothing;
    const messages = this.messages;
    const language = this.store.language;
    const [row, column] = GRID[area] ?? [1, 1];
    const target = this.#isTarget(session, area);
    const names = record.ships.map((seat) => playerName(session, seat, language)).join(', ');
    // The accessible name comes from the content: the visible area name, then a hidden summary.
    const summary = [
      area === session.sun ? messages.sun : '',
      record.closed ? messages.areaClosed : `${messages.ships}: ${names || '—'}`,
      record.icebreaker !== null
        ? `${messages.icebreaker}: ${playerName(session, record.icebreaker, language)}`
        : '',
      target ? (session.phase === 'placement' ? messages.addShip : messages.sailTo) : '',
    ]
      .filter(Boolean)
      .join('. ');
    return html`<button
      type="button"
      class="area animated"
      part="area"
      style=${`grid-row:${row};grid-column:${column}`}
      data-area=${area}
      ?data-sun=${area === session.sun}
      ?data-target=${target}
      ?data-closed=${record.closed}
      ?data-selected=${this.selected === area}
      aria-pressed=${this.selected === area ? 'true' : 'false'}
      @click=${() => this.#tapArea(area)}
    >
      <span class="area-name"
        >${area === session.sun ? html`<span class="sun-mark" aria-hidden="true">☀</span> ` : nothing}${areaName(messages.area, area)}</span
      ><span class="visually-hidden">. ${summary}</span>
      ${
        record.closed
          ? html`<span aria-hidden="true">${messages.areaClosed}</span>`
          : html`<span class="line" aria-hidden="true"
            >${record.ships.map((seat) => token(session.players[seat]?.color ?? '', playerName(session, seat, language)))}${
              record.icebreaker !== null
                ? html`<span title=${messages.icebreaker}>❄</span>`
                : nothing
            }</span
          >`
      }
    </button>`;
  }

  #renderStatus(session: Session) {
    if (session.phase === 'placement') return this.#renderPlacement(session);
    if (session.phase !== 'play') return nothing;
    const messages = this.messages;
    const language = this.store.language;
    const seat = actingSeat(session);
    const name = seat === null ? '' : playerName(session, seat, language);
    const target = session.sailedTo;
    const line =
      seat === null
        ? messages.noShips
        : session.sailed && target !== null
          ? messages.sailedTo(name, target + 1)
          : session.icebreakerTurn
            ? messages.icebreakerTurnOf(name, session.sun + 1)
            : messages.turnOf(name, session.sun + 1);
    // Why the game ends after this turn: said under End turn (whose label says it too), read
    // with it, and announced when it becomes due, so that the turn above keeps its place. No
    // next turns are listed then: none come, not even a pending Icebreaker turn.
    const end = gameEnd(session);
    const hint = this.correcting
      ? messages.correctHint
      : session.sailed
        ? end === null
          ? messages.recordHint
          : messages.recordEndHint
        : messages.sailHint;
    return html`<div class="status" part="status">
      <h2 id="status" tabindex="-1">${seat === null ? nothing : token(session.players[seat]?.color ?? '', name)}<span>${line}</span></h2>
      <p class="hint">${hint}</p>
      ${session.sailed ? this.#renderTurn(session) : nothing}
      <div class="buttons">
        ${
          session.sailed
            ? html`<button type="button" class="primary" aria-describedby=${end === null ? nothing : 'end-note'} @click=${() => this.#advance({ type: 'endTurn' })}>
              ${end === null ? messages.endTurn : messages.endGame}
            </button>`
            : html`<button type="button" aria-describedby=${end === null ? nothing : 'end-note'} @click=${() => this.#advance({ type: 'advanceSun' })}>${messages.advanceSun}</button>`
        }
        ${end === null ? nothing : html`<p class="note end-note" id="end-note">${this.#endText(session)}</p>`}
        ${this.#renderCorrect()}
      </div>
      ${session.sailed ? html`<p class="hint">${messages.nothingToRecord}</p>` : nothing}
      ${end === null ? this.#renderUpcoming(session) : nothing}
    </div>`;
  }

  #renderCorrect() {
    return html`<button type="button" aria-pressed=${this.correcting ? 'true' : 'false'}
      @click=${() => {
        this.correcting = !this.correcting;
        this.selected = null;
      }}>${this.messages.correct}</button>`;
  }

  #renderPlacement(session: Session) {
    const messages = this.messages;
    const language = this.store.language;
    const seat = nextPlacer(session);
    const players = session.players.length;
    const total = shipsToPlace(players) * players;
    const placed = session.areas.reduce((sum, area) => sum + area.ships.length, 0);
    const line =
      seat === null
        ? messages.placeDone
        : messages.placeNext(playerName(session, seat, language), placed + 1, total);
    const beginRefused = refusal(session, { type: 'begin' });
    return html`<div class="status" part="status">
      <h2 id="status" tabindex="-1">${seat === null ? nothing : token(session.players[seat]?.color ?? '', playerName(session, seat, language))}<span>${line}</span></h2>
      ${this.correcting ? html`<p class="hint">${messages.correctHint}</p>` : nothing}
      ${session.firstGame ? html`<p class="note">${messages.firstGameNote}</p>` : nothing}
      ${!session.firstGame && players !== 3 ? html`<p class="hint">${messages.orderNote}</p>` : nothing}
      ${players === 2 ? html`<p class="hint">${messages.twoPlayerCube}</p>` : nothing}
      <div class="buttons">
        <button type="button" class="primary" aria-disabled=${beginRefused === null ? 'false' : 'true'}
          aria-describedby=${beginRefused === null ? nothing : 'begin-why'}
          @click=${() => beginRefused === null && this.#advance({ type: 'begin' })}>${messages.begin}</button>
        ${beginRefused === null ? nothing : html`<span class="hint" id="begin-why">${reason(messages, beginRefused)}</span>`}
        ${this.#renderCorrect()}
      </div>
    </div>`;
  }

  /** Why the game ends after this turn, or null while it goes on. */
  #endText(session: Session): string | null {
    const end = gameEnd(session);
    if (end === null) return null;
    const messages = this.messages;
    if (end.reason === 'last-building')
      return end.provisional
        ? `${messages.lastBuilding} ${messages.provisionalCards(end.cards)}`
        : messages.lastBuilding;
    const seat = session.players.findIndex((player) => player.color === end.color);
    return messages.lastScientist(playerName(session, seat, this.store.language));
  }

  /** What is recorded after the ship sailed: the target area's tally and the likely actions. */
  #renderTurn(session: Session) {
    const messages = this.messages;
    const seat = session.acting;
    const target = session.sailedTo;
    if (seat === null || target === null) return nothing;
    const player = session.players[seat];
    if (player === undefined) return nothing;
    const result = liveScores(session);
    const actions: Array<[string, CompanionAction]> = [
      [messages.builtHere, { type: 'built' }],
      [messages.builtAsterisk, { type: 'built', asterisk: true }],
      [messages.shipBuilt, { type: 'shipBuilt' }],
      [
        messages.discarded,
        {
          type: 'setPlayerCount',
          color: player.color,
          field: 'discardedResources',
          count: player.discardedResources + 1,
        },
      ],
    ];
    // Why an action is inactive is said once after the buttons, for all the buttons it stops
    // (with their names when there are several reasons: “Built, Built ✱: all Scientists
    // placed · Ship built: no Ship left”), and read with each of them: the buttons keep their
    // width, and the words sit beside the last one where they fit, so that the turn still fits
    // a phone's screen.
    const reasons = new Map<string, string[]>();
    const refusals = actions.map(([label, action]) => {
      const refused = refusal(session, action);
      if (refused === null) return null;
      const why = reason(messages, refused);
      reasons.set(why, [...(reasons.get(why) ?? []), label]);
      return why;
    });
    const whyId = (why: string) => `why-turn-${[...reasons.keys()].indexOf(why)}`;
    const icebreakers = session.areas.flatMap((area, index) =>
      index !== session.sun && !area.closed && area.ships[1] === seat ? [index] : [],
    );
    return html`${areaTally(this, session, target, result, messages, false)}
      <div class="buttons" role="group" aria-label=${playerName(session, seat, this.store.language)}>
        ${actions.map(([label, action], index) => {
          const why = refusals[index] ?? null;
          return html`<button type="button" aria-disabled=${why === null ? 'false' : 'true'}
            aria-describedby=${why === null || why === '' ? nothing : whyId(why)}
            @click=${() => why === null && act(this, action)}>${label}</button>`;
        })}
        ${
          [...reasons.keys()].some((why) => why !== '')
            ? html`<p class="why why-turn">${[...reasons.entries()]
                .filter(([why]) => why !== '')
                .map(
                  ([why, labels], index, all) =>
                    html`${index === 0 ? nothing : ' · '}<span id=${whyId(why)}>${all.length === 1 ? why : `${labels.join(', ')}: ${why}`}</span>`,
                )}</p>`
            : nothing
        }
      </div>
      ${
        icebreakers.length === 0
          ? nothing
          : html`<div class="buttons icebreakers">
            <span aria-hidden="true">❄ ${messages.icebreaker}:</span>
            ${icebreakers.map((area) => {
              const on = session.areas[area]?.icebreaker === seat;
              const action: CompanionAction = {
                type: 'setIcebreaker',
                area,
                seat: on ? null : seat,
              };
              return html`<button type="button" aria-label=${`${messages.icebreaker}: ${areaName(messages.area, area)}`} aria-pressed=${on ? 'true' : 'false'}
                @click=${() => act(this, action)}>${areaName(messages.area, area)}</button>`;
            })}
          </div>`
      }
      ${this.#renderResearch(session, seat, result)}`;
  }

  #renderResearch(session: Session, seat: number, result: ScoreResult | null) {
    const messages = this.messages;
    const player = session.players[seat];
    const open = session.tracks.flatMap((track, index) => (track.closed ? [] : [index]));
    if (player === undefined || open.length === 0) return nothing;
    const track = open.includes(this.researchTrack) ? this.researchTrack : (open[0] ?? 0);
    const cube = session.tracks[track]?.cubes.find((entry) => entry.player === player.color);
    const points =
      result?.categories.find((entry) => entry.kind === 'track' && entry.index === track)?.players[
        seat
      ]?.points ?? 0;
    return html`<div class="research">
      <select aria-label=${messages.track} @change=${(event: Event) => {
        this.researchTrack = Number((event.target as HTMLSelectElement).value);
      }}>
        ${open.map((index) => html`<option value=${index} ?selected=${index === track}>${messages.track} ${index + 1}</option>`)}
      </select>
      <input id="research-value" type="number" inputmode="numeric" min="0" max="99" .value=${cube === undefined ? '' : String(cube.value)}
        @change=${(event: Event) => {
          const input = event.target as HTMLInputElement;
          const value = Number(input.value);
          if (
            input.value === '' ||
            !act(this, { type: 'setCube', track, color: player.color, value })
          )
            input.value = cube === undefined ? '' : String(cube.value);
        }} />
      <span class="research-label"><label for="research-value">${messages.research}: ${messages.cubeValue.toLowerCase()}</label>${' '}<span class="points">${cube === undefined ? reason(messages, refusal(session, { type: 'setCube', track, color: player.color, value: 0 })) : messages.scores(points)}</span></span>
    </div>`;
  }

  #renderUpcoming(session: Session) {
    const turns = upcomingTurns(session, 4);
    if (turns.length === 0) return nothing;
    const language = this.store.language;
    return html`<div class="upcoming" part="upcoming">
      <span>${this.messages.nextTurns}:</span>
      <ol>
        ${turns.map(
          (turn) =>
            html`<li>${token(session.players[turn.seat]?.color ?? '', playerName(session, turn.seat, language))}<span
                >${areaName(this.messages.area, turn.area)}${turn.icebreaker ? ' ❄' : ''}</span
              ></li>`,
        )}
      </ol>
    </div>`;
  }

  #renderDetails(session: Session, area: number) {
    const record = session.areas[area];
    if (record === undefined || record.closed) return nothing;
    const messages = this.messages;
    const language = this.store.language;
    const second = record.ships[1];
    const name = areaName(messages.area, area);
    return html`<section class="details" part="details" aria-label=${`${name} · ${messages.ships}`}>
      <h3>${name} · ${messages.ships}</h3>
      <ul>
        ${record.ships.map(
          (seat, index) => html`<li>
            ${index + 1}. ${token(session.players[seat]?.color ?? '', playerName(session, seat, language))}
            <span>${playerName(session, seat, language)}</span>
            <button type="button" @click=${() => act(this, { type: 'removeShip', area, index })}>${messages.removeShip}</button>
          </li>`,
        )}
      </ul>
      <div class="buttons">
        ${session.players.map((_, seat) => {
          const action: CompanionAction = { type: 'addShip', area, seat };
          const refused = refusal(session, action);
          const why = reason(messages, refused);
          return html`<button type="button" aria-disabled=${refused === null ? 'false' : 'true'}
            @click=${() => refused === null && act(this, action)}>
            ${messages.addShip}: ${token(session.players[seat]?.color ?? '', playerName(session, seat, language))}${whyInline(why)}
          </button>`;
        })}
        ${
          second !== undefined && area !== session.sun
            ? html`<button
              type="button"
              aria-pressed=${record.icebreaker === second ? 'true' : 'false'}
              @click=${() => act(this, { type: 'setIcebreaker', area, seat: record.icebreaker === second ? null : second })}
            >
              ❄ ${messages.icebreaker}: ${playerName(session, second, language)}
            </button>`
            : nothing
        }
      </div>
    </section>`;
  }
}
