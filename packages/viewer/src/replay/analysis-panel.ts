// What `<antarctica-replay>` shows beside the board of an analysed record: for the move shown,
// "played s1 (−2.7 VP), best s8" where the record gives a loss and a best move (the best move a
// button into its variation), and the way to the next and previous mistake of a chosen player.
// Nothing for a record without `[%eval]`.
import { html, nothing, type TemplateResult } from 'lit';
import { seatLetter } from '../board/names.js';
import type { ReplayController } from './replay-controller.js';
import { moveText } from './verdict-mark.js';

/** What the panel does: go to a mistake, enter a variation, choose whose mistakes. */
export interface AnalysisHost {
  /** The seat whose mistakes the keys and buttons go to; undefined for every player's. */
  mistakesOf: number | undefined;
  /** Runs a move made by the person (the element stops autoplay first). */
  step(action: () => void): void;
  /** Chooses whose mistakes. */
  setMistakesOf(seat: number | undefined): void;
}

/** "played s1 (−2.7 VP), best s8" for the move shown, when the record gives both. */
function playedLine(replay: ReplayController, host: AnalysisHost): TemplateResult | typeof nothing {
  const loss = replay.loss;
  const best = replay.bestVariation;
  const written = replay.writtenMove;
  const variation = replay.variations[best];
  const first = variation?.written.moves[0];
  if (loss === null || written === undefined || first === undefined) return nothing;
  const verdict = replay.verdict;
  return html`<p class="played" part="played">${verdict === undefined ? '' : `${verdict[0]?.toUpperCase()}${verdict.slice(1)}: `}played ${moveText(written.item)} (−${loss.margin.toFixed(1)} VP, −${(100 * loss.winShare).toFixed(1)} % win share), best
    <button type="button" class="best" @click=${() => host.step(() => replay.enter(best))}>${moveText(first.item)}</button></p>`;
}

/** The mistake navigation: whose, and the previous and next one. */
function mistakeControls(replay: ReplayController, host: AnalysisHost): TemplateResult {
  const seats = replay.settings?.players ?? [];
  return html`<div class="mistakes">
    <select aria-label="Mistakes of" @change=${(event: Event) => {
      const value = (event.target as HTMLSelectElement).value;
      host.setMistakesOf(value === '' ? undefined : Number(value));
    }}><option value="" ?selected=${host.mistakesOf === undefined}>Mistakes of every player</option>${seats.map(
      (player, seat) =>
        html`<option value=${seat} ?selected=${host.mistakesOf === seat}>Mistakes of ${seatLetter(seat)}${player.name ? ` ${player.name}` : ''}</option>`,
    )}</select>
    <button type="button" aria-keyshortcuts="p" @click=${() => host.step(() => replay.goToMistake(-1, host.mistakesOf))}>Previous mistake</button>
    <button type="button" aria-keyshortcuts="n" @click=${() => host.step(() => replay.goToMistake(1, host.mistakesOf))}>Next mistake</button>
  </div>`;
}

/** The panel, or nothing when the record has no `[%eval]`. */
export function analysisPanel(
  replay: ReplayController,
  host: AnalysisHost,
): TemplateResult | typeof nothing {
  if (replay.evaluatedMoves.length === 0) return nothing;
  return html`<div class="analysis" part="analysis">${playedLine(replay, host)}${mistakeControls(replay, host)}</div>`;
}
