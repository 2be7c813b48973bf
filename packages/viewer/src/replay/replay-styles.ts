// The replay viewer's look: the board's colour properties (so a page themes both at once), light
// by default and dark by the system setting or `theme="dark"`; the board beside the moves on a
// wide host, and on a phone the board, then the move in words and its comments, the buttons and
// the move list, all on one screen.
import { css } from 'lit';

const dark = css`
  --antarctica-bg: #0f1720;
  --antarctica-fg: #e8eef4;
  --antarctica-muted: #a9b6c3;
  --antarctica-line: #5d7488;
  --antarctica-focus: #80d8ff;
  --antarctica-card: #223344;
  --antarctica-current: #2f4b66;
  --antarctica-error: #ff8a80;
`;

/** The styles of `<antarctica-replay>`. */
export const replayStyles = css`
  :host {
    --antarctica-bg: #f7fafc;
    --antarctica-fg: #102030;
    --antarctica-muted: #4a5a6a;
    --antarctica-line: #7a8d9e;
    --antarctica-focus: #0b57d0;
    --antarctica-card: #eef3f7;
    --antarctica-current: #cfe3f7;
    --antarctica-error: #b3261e;
    display: block;
    container-type: inline-size;
    color: var(--antarctica-fg);
    background: var(--antarctica-bg);
    font: 14px/1.4 system-ui, sans-serif;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
    }
  }
  :host([theme='dark']) {
    ${dark}
  }
  :host(:focus-visible) {
    outline: 3px solid var(--antarctica-focus);
    outline-offset: 2px;
  }
  .viewer {
    display: grid;
    gap: 0.75rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 56rem) {
    .viewer {
      grid-template-columns: minmax(0, 3fr) minmax(16rem, 1fr);
      align-items: start;
    }
    /* More specific than the phone's 40vh below, which would win by coming later. */
    .side .moves {
      max-height: 28rem;
    }
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    min-width: 0;
  }
  .title {
    margin: 0;
    font-weight: 600;
  }
  .players {
    margin: 0;
    color: var(--antarctica-muted);
  }
  .now,
  .controls,
  .variations {
    /* Their text changes at every move: laid out alone (their height may still move the list). */
    contain: layout style;
  }
  .now {
    margin: 0;
    padding: 0.5rem;
    border-radius: 0.4rem;
    background: var(--antarctica-card);
    min-height: 2.8em;
  }
  .now .where {
    display: block;
    color: var(--antarctica-muted);
    font-size: 0.9em;
  }
  .comments {
    margin: 0;
    padding: 0 0 0 0.75rem;
    border-left: 3px solid var(--antarctica-line);
    white-space: pre-wrap;
  }
  .commands {
    margin: 0;
    color: var(--antarctica-muted);
    font-size: 0.9em;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
  }
  button,
  select {
    font: inherit;
    color: inherit;
    background: var(--antarctica-card);
    border: 1px solid var(--antarctica-line);
    border-radius: 0.4rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0 0.6rem;
  }
  button:disabled,
  button[aria-disabled='true'] {
    opacity: 0.55;
  }
  button:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--antarctica-focus);
    outline-offset: 1px;
  }
  .controls .step {
    touch-action: manipulation;
    user-select: none;
  }
  .variations {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    align-items: center;
    margin: 0;
  }
  .moves {
    /* What changes inside the list (the current move) lays out the list alone. */
    contain: layout paint;
    position: relative;
    max-height: 40vh;
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--antarctica-line);
    border-radius: 0.4rem;
  }
  .moves > li {
    /* Each turn is its own paint layer, laid out alone: marking the current move repaints two
       turns, not the whole list. (Not content-visibility: auto, which laid out the turns that a
       jump scrolled into sight in a second layout pass, and so cost more than it saved.) */
    position: relative;
    z-index: 0;
    contain: layout style;
  }
  .moves li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.15rem;
    align-items: baseline;
    padding: 0.15rem 0.35rem;
  }
  /* A variation: on its own rows right after the move it replaces, indented, nested again. */
  .moves .variation {
    flex-basis: 100%;
    margin: 0.1rem 0 0.1rem 0.6rem;
    padding: 0 0 0 0.2rem;
    list-style: none;
    border-left: 2px solid var(--antarctica-line);
    color: var(--antarctica-muted);
  }
  .moves .variation li {
    padding: 0 0.2rem;
  }
  .moves .variation .turn {
    min-width: 0;
  }
  .moves .turn {
    color: var(--antarctica-muted);
    min-width: 3.2em;
    font-variant-numeric: tabular-nums;
  }
  .moves button {
    min-height: 1.9rem;
    min-width: 0;
    padding: 0 0.3rem;
    border-color: transparent;
    background: none;
    font-family: ui-monospace, monospace;
  }
  .moves button[aria-current='step'] {
    color: var(--antarctica-fg);
    background: var(--antarctica-current);
    border-color: var(--antarctica-fg);
  }
  .moves button.branches {
    text-decoration: underline dotted;
  }
  .moves .unplayed {
    color: var(--antarctica-error);
    font-family: ui-monospace, monospace;
    text-decoration: line-through;
    padding: 0 0.3rem;
  }
  .error {
    /* Above the board and the list, across both columns of a wide viewer. */
    grid-column: 1 / -1;
    margin: 0;
    padding: 0.5rem;
    border: 2px solid var(--antarctica-error);
    border-radius: 0.4rem;
  }
  .note {
    margin: 0;
    padding: 0.5rem;
    border-left: 3px solid var(--antarctica-error);
  }
  .error strong {
    color: var(--antarctica-error);
  }
  .error ul {
    margin: 0.25rem 0 0;
    padding-left: 1.2rem;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
