// The board's look: every colour a custom property (light by default, dark by the system setting
// or `theme="dark"`), a one-column phone layout that becomes two columns on a wide host.
import { css } from 'lit';
import { seatColorsDark, seatColorsLight } from './seat-colors.js';

const dark = css`
  --antarctica-bg: #0f1720;
  --antarctica-fg: #e8eef4;
  --antarctica-muted: #a9b6c3;
  --antarctica-area: #1b2a38;
  --antarctica-area-closed: #2a2f36;
  --antarctica-sea: #12324a;
  --antarctica-line: #5d7488;
  --antarctica-live: #ffd54f;
  --antarctica-focus: #80d8ff;
  --antarctica-card: #223344;
  --antarctica-building: #33475a;
  ${seatColorsDark}
  --antarctica-sym-red: #ff8a80;
  --antarctica-sym-blue: #82b1ff;
`;

/** The styles of `<antarctica-board>`. */
export const boardStyles = css`
  :host {
    --antarctica-bg: #f7fafc;
    --antarctica-fg: #102030;
    --antarctica-muted: #4a5a6a;
    --antarctica-area: #ffffff;
    --antarctica-area-closed: #dde3e8;
    --antarctica-sea: #d6ebf7;
    --antarctica-line: #7a8d9e;
    --antarctica-live: #b26a00;
    --antarctica-focus: #0b57d0;
    --antarctica-card: #eef3f7;
    --antarctica-building: #e3e9ee;
    ${seatColorsLight}
    --antarctica-sym-red: #c62828;
    --antarctica-sym-blue: #1e5bc6;
    display: block;
    container-type: inline-size;
    color: var(--antarctica-fg);
    background: var(--antarctica-bg);
    font: 14px/1.35 system-ui, sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }
  :host([theme='dark']) {
    ${dark}
  }
  .layout {
    display: grid;
    gap: 12px;
    padding: 8px;
  }
  @container (min-width: 760px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  .side {
    display: grid;
    gap: 12px;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  /* A change inside the ring or the tracks (a ship sails, a cube moves) lays out and paints that
     drawing alone, not the page around it: going from move to move stays cheap. */
  .ring,
  .tracks {
    contain: layout style paint;
  }
  text {
    fill: var(--antarctica-fg);
    font-size: 10px;
  }
  .sea {
    fill: var(--antarctica-sea);
  }
  .turn {
    text-anchor: middle;
    font-size: 13px;
  }
  .area {
    fill: var(--antarctica-area);
    stroke: var(--antarctica-line);
    stroke-width: 1.5;
  }
  .area.closed {
    fill: var(--antarctica-area-closed);
  }
  .hatch {
    stroke: var(--antarctica-line);
  }
  .closed-label {
    text-anchor: middle;
    font-style: italic;
  }
  .area-number {
    font-weight: 700;
  }
  .live {
    stroke: var(--antarctica-live);
    stroke-width: 3;
    border-color: var(--antarctica-live);
  }
  [data-target] {
    cursor: pointer;
  }
  g:focus {
    outline: none;
  }
  g:focus-visible > rect:first-of-type {
    stroke: var(--antarctica-focus);
    stroke-width: 4;
  }
  .building {
    fill: var(--antarctica-building);
    stroke: var(--antarctica-line);
    stroke-width: 0.5;
  }
  .building-mark {
    font-size: 7.5px;
    text-anchor: middle;
  }
  .count {
    font-size: 11px;
  }
  .mark,
  .hull {
    stroke: var(--antarctica-fg);
    stroke-width: 0.8;
  }
  .c-red {
    fill: var(--antarctica-red);
  }
  .c-blue {
    fill: var(--antarctica-blue);
  }
  .c-green {
    fill: var(--antarctica-green);
  }
  .c-yellow {
    fill: var(--antarctica-yellow);
  }
  .acting .hull {
    stroke-width: 2.5;
  }
  .icebreaker {
    fill: var(--antarctica-fg);
  }
  .sun circle {
    fill: #ffb300;
  }
  .sun .sun-rays {
    fill: none;
    stroke: #ffb300;
    stroke-width: 3;
    stroke-dasharray: 3 3;
  }
  .track {
    fill: none;
    stroke: transparent;
  }
  .track-group.closed {
    opacity: 0.45;
  }
  .space {
    fill: var(--antarctica-area);
    stroke: var(--antarctica-line);
  }
  .space.sym-red {
    stroke: var(--antarctica-sym-red);
    stroke-width: 2;
  }
  .space.sym-blue {
    stroke: var(--antarctica-sym-blue);
    stroke-width: 2;
  }
  .space.used {
    fill: var(--antarctica-area-closed);
  }
  .strike {
    stroke: var(--antarctica-sym-blue);
    stroke-width: 1.5;
  }
  .symbol {
    font-size: 8px;
  }
  .track-label {
    font-weight: 700;
    font-size: 11px;
  }
  .piles,
  .players,
  .actions {
    display: grid;
    gap: 8px;
  }
  .piles {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    font-size: 13px;
  }
  /* Long words (Headquarters) wrap inside a narrow card instead of widening the page. */
  .pile {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .players {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
    align-items: start;
  }
  .player {
    /* A count or a card changing lays out its panel alone. */
    contain: layout style;
  }
  .pile,
  .player {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 6px 8px;
    border: 1.5px solid var(--antarctica-line);
    border-radius: 8px;
    background: var(--antarctica-card);
    color: inherit;
    font: inherit;
    text-align: start;
  }
  .pile-name,
  .label {
    color: var(--antarctica-muted);
    font-size: 12px;
  }
  .player.turn {
    border-width: 3px;
  }
  .player .name {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-size: 14px;
    /* A long name without spaces wraps instead of widening the page. */
    overflow-wrap: anywhere;
  }
  .mark-icon {
    width: 16px;
    height: 16px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px;
  }
  .row > .label {
    min-width: 5.5em;
  }
  .count,
  .card,
  .actions button,
  .chooser button {
    padding: 2px 6px;
    border: 1px solid var(--antarctica-line);
    border-radius: 6px;
    background: var(--antarctica-bg);
    color: inherit;
    font: inherit;
    font-size: 12px;
  }
  .card.back {
    background: repeating-linear-gradient(45deg, var(--antarctica-card), var(--antarctica-card) 4px, var(--antarctica-bg) 4px, var(--antarctica-bg) 8px);
  }
  button {
    cursor: pointer;
    min-height: 32px;
  }
  button:focus-visible,
  .player:focus-visible {
    outline: 3px solid var(--antarctica-focus);
    outline-offset: 1px;
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
  }
  /* A sheet at the bottom of the window, so that it is in sight wherever the tap was. */
  .chooser {
    position: fixed;
    z-index: 1;
    inset: auto 8px 8px;
    max-width: 420px;
    max-height: 60vh;
    margin: 0 auto;
    overflow: auto;
    box-shadow: 0 4px 16px rgb(0 0 0 / 35%);
    display: grid;
    gap: 6px;
    padding: 8px;
    border: 2px solid var(--antarctica-focus);
    border-radius: 8px;
    background: var(--antarctica-card);
  }
  .chooser p {
    margin: 0;
    font-weight: 700;
  }
  .pile.live,
  .count.live,
  .card.live {
    border: 3px solid var(--antarctica-live);
  }
`;
