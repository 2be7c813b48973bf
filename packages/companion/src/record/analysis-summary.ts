// The analysis of a recorded game as the players read it at the table: per player the accuracy,
// the inaccuracies, mistakes and blunders, the luck and the Victory Points lost, then the points
// lost by kind of decision. The figures are the analysis package's summary, only formatted.
import type { DecisionKind, GameAnalysis } from '@antarctica-game/analysis';
import { html } from 'lit';
import type { AnalysisWords } from '../i18n/record-messages-type.js';

/** The kinds of decision in the order a turn meets them. */
const KINDS: readonly DecisionKind[] = [
  'setup',
  'sail',
  'build',
  'research',
  'track',
  'cards',
  'other',
];

/** Formats figures with one decimal in the screen's language (`signed`: with `+` or `−`). */
function formatter(language: string, signed = false): (value: number) => string {
  const format = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return (value) => format.format(value);
}

/**
 * The summary tables of an analysis; `names` are the players' names by seat. Luck is shown in
 * points of win share (0.042 is +4.2), as the accuracy is on a scale of 100.
 */
export function analysisSummary(
  analysis: GameAnalysis,
  names: readonly string[],
  words: AnalysisWords,
  language: string,
  setting: string,
) {
  const one = formatter(language);
  const signed = formatter(language, true);
  const players = analysis.players;
  const name = (seat: number) => names[seat] ?? String(seat + 1);
  const kinds = KINDS.filter((kind) => players.some((player) => player.byKind[kind].decisions > 0));
  // Not a landmark of its own: its two tables are, each a region that scrolls at 320 px.
  return html`<div class="analysis-summary">
    <h4 id="analysis-summary-title">${words.summary(setting)}</h4>
    <div class="scroll" role="region" aria-labelledby="analysis-summary-title" tabindex="0">
      <table class="players">
        <thead><tr>
          <th scope="col">${words.player}</th><th scope="col">${words.accuracy}</th>
          <th scope="col">${words.inaccuracies}</th><th scope="col">${words.mistakes}</th>
          <th scope="col">${words.blunders}</th><th scope="col">${words.luck}</th>
          <th scope="col">${words.pointsLost}</th>
        </tr></thead>
        <tbody>${players.map(
          (player) => html`<tr data-seat=${player.seat}>
            <th scope="row">${name(player.seat)}</th>
            <td>${player.accuracy === null ? '–' : one(player.accuracy)}</td>
            <td>${player.inaccuracies}</td><td>${player.mistakes}</td><td>${player.blunders}</td>
            <td>${signed(player.luck * 100)}</td><td>${one(player.pointsLost)}</td>
          </tr>`,
        )}</tbody>
      </table>
    </div>
    <div class="scroll" role="region" aria-labelledby="analysis-kinds-title" tabindex="0">
      <table class="kinds">
        <caption id="analysis-kinds-title">${words.byKind}</caption>
        <thead><tr>
          <td></td>${players.map((player) => html`<th scope="col">${name(player.seat)}</th>`)}
        </tr></thead>
        <tbody>${kinds.map(
          (kind) => html`<tr data-kind=${kind}>
            <th scope="row">${words.kinds[kind]}</th>
            ${players.map((player) => {
              const loss = player.byKind[kind];
              return html`<td>${loss.decisions === 0 ? '–' : one(loss.points)}</td>`;
            })}
          </tr>`,
        )}</tbody>
      </table>
    </div>
    <p class="legend">${words.legend}</p>
  </div>`;
}
