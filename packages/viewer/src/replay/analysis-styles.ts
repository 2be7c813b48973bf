// The look of an analysed record's parts in `<antarctica-replay>`: the evaluation graph under the
// board, the verdict marks of the move list, the "played, best" line and the mistake buttons.
import { css } from 'lit';
import { seatColorsDark, seatColorsLight } from '../board/seat-colors.js';

/** The styles of the analysis parts, after the viewer's own. */
export const analysisStyles = css`
  /* The seats' colours for the graph's lines: the board's (it sets them inside itself too). */
  :host {
    ${seatColorsLight}
    --antarctica-inaccuracy: #8a6d00;
    --antarctica-mistake: #c25e00;
    --antarctica-blunder: #b3261e;
  }
  :host([theme='dark']) {
    ${seatColorsDark}
    --antarctica-inaccuracy: #f2d16b;
    --antarctica-mistake: #ffb06b;
    --antarctica-blunder: #ff8a80;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${seatColorsDark}
      --antarctica-inaccuracy: #f2d16b;
      --antarctica-mistake: #ffb06b;
      --antarctica-blunder: #ff8a80;
    }
  }
  .graph {
    margin: 0.5rem 0 0;
  }
  .graph-plot {
    cursor: pointer;
    border: 1px solid var(--antarctica-line);
    border-radius: 0.4rem;
    background: var(--antarctica-card);
  }
  .graph-plot:focus-visible {
    outline: 3px solid var(--antarctica-focus);
    outline-offset: 1px;
  }
  .graph-plot svg {
    display: block;
    width: 100%;
    height: 6rem;
  }
  .graph .half {
    stroke: var(--antarctica-line);
    stroke-dasharray: 2 4;
  }
  .graph .at {
    stroke: var(--antarctica-fg);
    stroke-width: 1.5;
  }
  .graph figcaption {
    color: var(--antarctica-muted);
    font-size: 0.9em;
  }
  .graph .legend svg {
    vertical-align: middle;
    margin: 0 0.2rem;
  }
  .graph-table table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .graph-table th,
  .graph-table td {
    padding: 0 0.5rem;
    text-align: right;
  }
  .verdict {
    font-weight: 700;
  }
  .verdict.inaccuracy {
    color: var(--antarctica-inaccuracy);
  }
  .verdict.mistake {
    color: var(--antarctica-mistake);
  }
  .verdict.blunder {
    color: var(--antarctica-blunder);
  }
  .analysis {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  .played {
    margin: 0;
  }
  .played .best {
    min-height: 2rem;
    font-family: ui-monospace, monospace;
  }
  .mistakes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
  }
`;
