import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { AREAS, type Session, SHIP_SPACES } from '../logic/session.js';
import { actingSeat, canSailTo, upcomingTurns } from '../logic/turns.js';
import { StoreController } from '../store/store-controller.js';
import { act, SessionElement } from './session-element.js';
import { areaName, messagesOf, playerName, sharedStyles, token } from './tokens.js';

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
 * The Sun and the ships: the eight areas in a ring as on the board, the Sun, each area's line of
 * ships, closed areas and Icebreakers; whose turn it is and the next few; the acting ship sails
 * with one tap on its target area (not back, not into a full or closed area), and the Sun moves
 * on to the next area with ships.
 *
 * @tagname antarctica-sun-tracker
 * @fires antarctica-sun-moved - The Sun moved; `detail.area` is the area's index (0-7).
 * @fires antarctica-ship-sailed - The acting ship sailed; `detail` has `seat`, `from` and `to`.
 * @fires antarctica-action - Any change made here; `detail.action` is the action.
 *
 * @cssprop --antarctica-sun - Colour of the Sun's area.
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-ice - Background of the areas.
 * @cssprop --antarctica-tap-size - Smallest size of anything to tap (44px).
 *
 * @csspart board - The ring of areas.
 * @csspart area - One area.
 * @csspart status - Whose turn it is, with the turn's buttons.
 * @csspart upcoming - The list of the next turns.
 * @csspart details - The panel of the selected area.
 * @csspart token - A ship or player token.
 */
export class AntarcticaSunTracker extends SessionElement {
  static override properties: PropertyDeclarations = {
    selected: { state: true },
    announcement: { state: true },
  };

  static override styles = [
    sharedStyles,
    css`
      .board {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        grid-template-rows: repeat(3, minmax(88px, auto));
        gap: 6px;
      }
      .area {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: space-between;
        gap: 4px;
        padding: 6px;
        background: var(--_ice);
        border: 2px solid transparent;
        text-align: left;
        min-height: 88px;
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
        background: repeating-linear-gradient(45deg, #d9dee3, #d9dee3 6px, #eef1f4 6px, #eef1f4 12px);
        color: var(--_muted);
      }
      .area-name {
        font-weight: 600;
        font-size: 14px;
      }
      .line {
        display: flex;
        gap: 3px;
        flex-wrap: wrap;
      }
      .sun-mark {
        color: var(--_sun);
        font-size: 18px;
      }
      .center {
        grid-column: 2;
        grid-row: 2;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        text-align: center;
        font-size: 13px;
        color: var(--_muted);
        padding: 4px;
      }
      .status {
        margin-top: 10px;
        display: grid;
        gap: 8px;
      }
      .status p {
        margin: 0;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      .upcoming ol {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        margin: 4px 0 0;
        padding: 0;
        list-style: none;
      }
      .upcoming li {
        display: flex;
        align-items: center;
        gap: 4px;
        font-size: 14px;
      }
      .details {
        margin-top: 10px;
        padding: 8px;
        border: 1px solid var(--_muted);
        border-radius: var(--_radius);
      }
      .details h2 {
        margin: 0 0 6px;
        font-size: 16px;
      }
      .details ul {
        list-style: none;
        padding: 0;
        margin: 0 0 8px;
        display: grid;
        gap: 6px;
      }
      .details li {
        display: flex;
        align-items: center;
        gap: 8px;
        flex-wrap: wrap;
      }
    `,
  ];

  /** @internal Component state. */
  declare selected: number | null;
  /** @internal Component state. */
  declare announcement: string;

  constructor() {
    super();
    this.selected = null;
    this.announcement = '';
    new StoreController(
      this,
      () => this.store,
      (before, after) => {
        if (after.phase === 'play' && before.sun !== after.sun) {
          this.announcement = messagesOf(after).sunMovedTo(areaName(after, after.sun));
          this.dispatchEvent(
            new CustomEvent('antarctica-sun-moved', {
              detail: { area: after.sun },
              bubbles: true,
              composed: true,
            }),
          );
        }
      },
    );
  }

  #tapArea(area: number): void {
    const session = this.store.session;
    if (session.phase === 'play' && !session.sailed && canSailTo(session, area)) {
      const seat = actingSeat(session);
      const from = session.sun;
      if (act(this, { type: 'sail', to: area })) {
        this.dispatchEvent(
          new CustomEvent('antarctica-ship-sailed', {
            detail: { seat, from, to: area },
            bubbles: true,
            composed: true,
          }),
        );
        this.announcement = messagesOf(session).sailed(areaName(session, area));
      }
      return;
    }
    this.selected = this.selected === area ? null : area;
  }

  override render() {
    const session = this.store.session;
    const messages = messagesOf(session);
    return html`
      <div class="board" part="board" role="group" aria-label=${messages.sun}>
        ${Array.from({ length: AREAS }, (_, area) => this.#renderArea(session, area))}
        <div class="center" aria-hidden="true">☀ ${messages.sun}<br />${areaName(session, session.sun)}</div>
      </div>
      ${this.#renderStatus(session)} ${this.selected === null ? nothing : this.#renderDetails(session, this.selected)}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    `;
  }

  #renderArea(session: Session, area: number) {
    const record = session.areas[area];
    if (record === undefined) return nothing;
    const messages = messagesOf(session);
    const [row, column] = GRID[area] ?? [1, 1];
    const target = session.phase === 'play' && !session.sailed && canSailTo(session, area);
    const names = record.ships.map((seat) => playerName(session, seat)).join(', ');
    // The accessible name comes from the content: the visible area name, then a hidden summary.
    const summary = [
      area === session.sun ? messages.sun : '',
      record.closed ? messages.areaClosed : `${messages.ships}: ${names || '—'}`,
      record.icebreaker !== null
        ? `${messages.icebreaker}: ${playerName(session, record.icebreaker)}`
        : '',
      target ? messages.sailTo : '',
    ]
      .filter(Boolean)
      .join('. ');
    return html`<button
      type="button"
      class="area animated"
      part="area"
      style=${`grid-row:${row};grid-column:${column}`}
      ?data-sun=${area === session.sun}
      ?data-target=${target}
      ?data-closed=${record.closed}
      ?data-selected=${this.selected === area}
      aria-pressed=${this.selected === area ? 'true' : 'false'}
      @click=${() => this.#tapArea(area)}
    >
      <span class="area-name"
        >${area === session.sun ? html`<span class="sun-mark" aria-hidden="true">☀</span> ` : nothing}${areaName(session, area)}</span
      ><span class="visually-hidden">. ${summary}</span>
      ${
        record.closed
          ? html`<span aria-hidden="true">${messages.areaClosed}</span>`
          : html`<span class="line" aria-hidden="true"
            >${record.ships.map((seat) => token(session.players[seat]?.color ?? '', playerName(session, seat)))}${
              record.icebreaker !== null
                ? html`<span title=${messages.icebreaker}>❄</span>`
                : nothing
            }</span
          >`
      }
    </button>`;
  }

  #renderStatus(session: Session) {
    if (session.phase !== 'play') return nothing;
    const messages = messagesOf(session);
    const seat = actingSeat(session);
    const here = areaName(session, session.sun);
    const line =
      seat === null
        ? messages.noShips
        : session.icebreakerTurn
          ? messages.icebreakerTurnOf(playerName(session, seat), here)
          : messages.turnOf(playerName(session, seat), here);
    return html`<div class="status" part="status">
      <p>${seat === null ? nothing : token(session.players[seat]?.color ?? '', playerName(session, seat))} <strong>${line}</strong></p>
      <p>${session.sailed ? '' : messages.sailHint}</p>
      <div class="buttons">
        <button type="button" class="primary" ?disabled=${!session.sailed} @click=${() => act(this, { type: 'endTurn' })}>${messages.endTurn}</button>
        <button type="button" @click=${() => act(this, { type: 'advanceSun' })}>${messages.advanceSun}</button>
      </div>
      <div class="upcoming" part="upcoming">
        ${messages.nextTurns}:
        <ol>
          ${upcomingTurns(session, 4).map(
            (turn) =>
              html`<li>${token(session.players[turn.seat]?.color ?? '', playerName(session, turn.seat))}<span
                  >${areaName(session, turn.area)}${turn.icebreaker ? ' ❄' : ''}</span
                ></li>`,
          )}
        </ol>
      </div>
    </div>`;
  }

  #renderDetails(session: Session, area: number) {
    const record = session.areas[area];
    if (record === undefined || record.closed) return nothing;
    const messages = messagesOf(session);
    const second = record.ships[1];
    return html`<section class="details" part="details" aria-label=${`${areaName(session, area)} · ${messages.ships}`}>
      <h2>${areaName(session, area)} · ${messages.ships}</h2>
      <ul>
        ${record.ships.map(
          (seat, index) => html`<li>
            ${token(session.players[seat]?.color ?? '', playerName(session, seat))} ${index + 1}.
            <button type="button" @click=${() => act(this, { type: 'removeShip', area, index })}>${messages.removeShip}</button>
          </li>`,
        )}
      </ul>
      <div class="buttons">
        ${
          record.ships.length < SHIP_SPACES
            ? session.players.map(
                (_, seat) =>
                  html`<button type="button" @click=${() => act(this, { type: 'addShip', area, seat })}>
                  ${messages.addShip}: ${token(session.players[seat]?.color ?? '', playerName(session, seat))}
                </button>`,
              )
            : nothing
        }
        ${
          second !== undefined && area !== session.sun
            ? html`<button
              type="button"
              aria-pressed=${record.icebreaker === second ? 'true' : 'false'}
              @click=${() => act(this, { type: 'setIcebreaker', area, seat: record.icebreaker === second ? null : second })}
            >
              ❄ ${messages.icebreaker}: ${playerName(session, second)}
            </button>`
            : nothing
        }
      </div>
    </section>`;
  }
}
