// The recording screen's styles. On a phone every turn fits one screen (390×844 in the tests):
// the board is made compact through its CSS parts, and only the mover's panel is shown.
import { css } from 'lit';

/** The styles of `<antarctica-recorder>`. */
export const recorderStyles = css`
    :host { display: block; }
    .head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.25rem 0.5rem; margin: 0.25rem 0; }
    .who { font-size: 1rem; font-weight: 600; margin: 0; overflow-wrap: anywhere; }
    /* Beside a button ("A card not seen…"), the line wraps in the room left to it rather than
       taking a row of its own above the button. */
    .head:has(button) .who { flex: 1 1 10em; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0; }
    button, summary { min-height: 44px; font: inherit; padding: 0 0.75rem; }
    summary { display: inline-flex; align-items: center; border: 1px solid; border-radius: 4px; cursor: pointer; }
    details[open] { flex-basis: 100%; }
    details .bar { margin-bottom: 0; }
    .picker { border: 2px solid currentColor; border-radius: 8px; padding: 0.5rem; margin: 0.5rem 0; }
    .picker p { margin: 0 0 0.5rem; }
    .picker ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.25rem; }
    .picker ul button { width: 100%; text-align: start; }
    .problem { color: #a40000; }
    .result h3 { margin: 0.5rem 0 0.25rem; font-size: 1rem; }
    .result .winner { font-weight: 600; margin: 0.25rem 0; }
    .result table { border-collapse: collapse; width: 100%; }
    .result th, .result td { text-align: start; padding: 0.25rem; border-bottom: 1px solid; }
    /* Five columns at 320 px: the headings ("Building Cards") and names wrap where they must,
       rather than push the page sideways. */
    .result th { overflow-wrap: anywhere; hyphens: auto; }
    .result td { font-variant-numeric: tabular-nums; }
    .entries li { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
    .entries .actions { display: flex; gap: 0.25rem; flex: none; }
    .waiting-list { margin: 0 0 0.5rem; padding-inline-start: 1.5rem; max-height: 9em; overflow: auto; }
    pre { white-space: pre-wrap; font-size: 0.8rem; max-height: 40vh; overflow: auto; }
    /* One screen a turn on a phone: the ring sized to leave room for the tracks, the piles and
       the mover's panel below it; the other panels on demand ("All players"). */
    :host(:not([all-players])) antarctica-board::part(player) { display: none; }
    :host(:not([all-players])) antarctica-board::part(player-turn) { display: flex; }
    @media (max-width: 47.5rem) {
      antarctica-board::part(ring) { width: auto; height: min(calc(100vw - 1rem), 24svh); margin: 0 auto; }
      antarctica-board::part(tracks) { width: auto; height: min(calc((100vw - 1rem) / 2), 13svh); margin: 0 auto; }
      antarctica-board::part(player) { padding: 2px 6px; font-size: 12px; line-height: 1.2; }
      /* The mover's rows side by side, wrapping: with 44 px counts and cards, one below the
         other they would push the cards under the fold. */
      antarctica-board::part(player-turn) { flex-flow: row wrap; align-items: center; column-gap: 10px; }
      antarctica-board::part(count), antarctica-board::part(card) { padding: 0 4px; font-size: 11px; }
      antarctica-board::part(count live) { min-height: 44px; box-sizing: border-box; }
      /* The mover's Shipyard Cards come last in the panel, below the Buildings, whose list grows
         all game: at 44 px they fell below an 844 px screen in late turns of the test games, so
         they stay 30 px tall (and at least 44 px wide) here. */
      antarctica-board::part(card live) { min-height: 30px; min-width: 44px; box-sizing: border-box; }
      /* The board's buttons take their line height from these boxes (their font inherits):
         38 px lines with the buttons' padding and border make 44 px targets. */
      antarctica-board::part(actions), antarctica-board::part(chooser) { line-height: 38px; }
      antarctica-board::part(chooser) { grid-template-columns: 1fr 1fr; max-height: calc(100svh - 1rem); }
      antarctica-board::part(piles) { gap: 4px; font-size: 10px; line-height: 1.15; }
      antarctica-board::part(pile) { padding: 2px 4px; }
      .picker ul { grid-template-columns: 1fr 1fr; }
    }
`;
