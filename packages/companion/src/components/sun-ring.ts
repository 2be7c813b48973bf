// The ring of areas of the Sun tracker: the eight areas as on the board, the Sun, each area's
// line of ships, closed areas and Icebreakers; a tap sails, places a ship or opens an area.
import { css, html, nothing } from 'lit';
import { AREAS } from '../logic/session.js';
import { areaName, playerName, token } from './tokens.js';
import type { TrackerView } from './tracker-view.js';

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

/** The ring's styles. */
export const ringStyles = css`
  .board {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-rows: repeat(3, minmax(3rem, auto));
    gap: 0.25rem;
    background: var(--_surface);
    padding: 0.25rem 0;
    min-width: 0;
  }
  /* The ring stays in view while the page scrolls where it takes a third of the screen at most
     (measured: see StickyRingController; a media query in rem would miss a large root font). */
  :host([sticky-ring]) .board {
    position: sticky;
    top: 0;
    z-index: 2;
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
`;

/** The ring of the eight areas around the Sun's name. */
export function renderRing(view: TrackerView) {
  const { session, messages } = view;
  return html`<div class="board" part="board" role="group" aria-label=${messages.sun}>
    ${Array.from({ length: AREAS }, (_, area) => renderArea(view, area))}
    <div class="center" aria-hidden="true"><span class="sun-mark">☀ ${messages.sun}</span>${areaName(messages.area, session.sun)}</div>
  </div>`;
}

function renderArea(view: TrackerView, area: number) {
  const { session, messages, language } = view;
  const record = session.areas[area];
  if (record === undefined) return nothing;
  const [row, column] = GRID[area] ?? [1, 1];
  const target = view.isTarget(area);
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
    ?data-selected=${view.selected === area}
    aria-pressed=${view.selected === area ? 'true' : 'false'}
    @click=${() => view.tapArea(area)}
  >
    <span class="area-name"
      >${area === session.sun ? html`<span class="sun-mark" aria-hidden="true">☀</span> ` : nothing}${areaName(messages.area, area)}</span
    ><span class="visually-hidden">. ${summary}</span>
    ${
      record.closed
        ? html`<span aria-hidden="true">${messages.areaClosed}</span>`
        : html`<span class="line" aria-hidden="true"
          >${record.ships.map((seat) => token(session.players[seat]?.color ?? '', playerName(session, seat, language)))}${
            record.icebreaker !== null ? html`<span title=${messages.icebreaker}>❄</span>` : nothing
          }</span
        >`
    }
  </button>`;
}
