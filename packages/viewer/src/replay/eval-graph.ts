// The evaluation graph of an analysed record, under the board: each player's win share after each
// of their analysed moves (`[%eval]`), one line per seat in the seat's colour, told apart by its
// dash too. It is a slider for assistive technology (the move shown, in words); a click goes to
// the move under the pointer, and the viewer's keys move along it. A table of the same figures is
// its text alternative. Nothing is drawn for a record without `[%eval]`.
import { html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';
import { seatLetter } from '../board/names.js';
import { type EvaluatedMove, VERDICT_MARKS } from './move-analysis.js';
import type { ReplayController } from './replay-controller.js';

/** The dash of each seat's line (A solid), so the lines differ without their colours. */
const DASHES = ['', '6 3', '2 3', '9 3 2 3'];

/** The graph's height in its own units: a win share of 1 at the top, 0 at the bottom. */
const HEIGHT = 100;

/** A seat's name in the graph: "A red Ana". */
function seatName(replay: ReplayController, seat: number): string {
  const player = replay.settings?.players[seat];
  return [seatLetter(seat), player?.color, player?.name].filter(Boolean).join(' ');
}

/** The stroke of a seat's line: its colour's property (see analysis-styles.ts). */
function seatStroke(replay: ReplayController, seat: number): string {
  const color = replay.settings?.players[seat]?.color;
  return color === undefined ? 'currentColor' : `var(--antarctica-${color})`;
}

/** The main line's number of moves: the graph's width. */
function mainLength(replay: ReplayController): number {
  const main = replay.lineOf(0);
  return main === undefined ? 0 : main.from + main.moves.length;
}

/** "Move 12: A 0.24 (−5.0 VP)", or where the viewer stands when the move has no eval. */
function valueText(replay: ReplayController): string {
  const evaluation = replay.evaluation;
  const mover = replay.move?.seat;
  if (evaluation === null || mover === undefined) return `Move ${replay.ply}`;
  return `Move ${replay.ply}: ${seatLetter(mover)} win share ${evaluation.winShare.toFixed(2)} (${formatMargin(evaluation.margin)} VP)`;
}

/** A margin with its sign, as the record writes it but with a true minus: "−5.0", "+2.3". */
export function formatMargin(margin: number): string {
  return `${margin < 0 ? '−' : '+'}${Math.abs(margin).toFixed(1)}`;
}

/** One seat's line through its analysed moves. */
function seatLine(replay: ReplayController, seat: number, moves: readonly EvaluatedMove[]) {
  const points = moves
    .filter((move) => move.seat === seat)
    .map((move) => `${move.ply},${(HEIGHT * (1 - move.outcome.winShare)).toFixed(1)}`)
    .join(' ');
  return svg`<polyline data-seat=${seat} points=${points} fill="none" stroke=${seatStroke(replay, seat)} stroke-width="2" stroke-dasharray=${DASHES[seat] ?? ''} vector-effect="non-scaling-stroke"></polyline>`;
}

/** The lines of every seat, and the middle mark (a win share of one half). */
function graphLines(replay: ReplayController): SVGTemplateResult {
  const moves = replay.evaluatedMoves;
  const seats = [...new Set(moves.map((move) => move.seat))].sort((a, b) => a - b);
  return svg`<line class="half" x1="0" x2=${mainLength(replay)} y1=${HEIGHT / 2} y2=${HEIGHT / 2} vector-effect="non-scaling-stroke"></line>${seats.map((seat) => seatLine(replay, seat, moves))}`;
}

/** The figures of the graph, one row per analysed move: its text alternative. */
function graphTable(replay: ReplayController): TemplateResult {
  return html`<details class="graph-table"><summary>The graph as a table</summary><table>
    <thead><tr><th scope="col">Move</th><th scope="col">Player</th><th scope="col">Win share</th><th scope="col">Margin (VP)</th><th scope="col">Verdict</th></tr></thead>
    <tbody>${replay.evaluatedMoves.map(
      (move) =>
        html`<tr><td>${move.ply}</td><td>${seatLetter(move.seat)}</td><td>${move.outcome.winShare.toFixed(3)}</td><td>${formatMargin(move.outcome.margin)}</td><td>${move.verdict === undefined ? '' : `${move.verdict} ${VERDICT_MARKS[move.verdict]}`}</td></tr>`,
    )}</tbody></table></details>`;
}

/** The parts of each replay's graph that change only with the record, made once. */
const drawnParts = new WeakMap<
  ReplayController,
  { lines: SVGTemplateResult; table: TemplateResult }
>();

/**
 * The graph with its legend and table, or nothing when the record has no `[%eval]`; `goTo` goes
 * to a ply of the main line (the element stops autoplay first).
 */
export function evalGraph(
  replay: ReplayController,
  goTo: (ply: number) => void,
): TemplateResult | typeof nothing {
  if (replay.evaluatedMoves.length === 0) return nothing;
  let drawn = drawnParts.get(replay);
  if (drawn === undefined) {
    drawn = { lines: graphLines(replay), table: graphTable(replay) };
    drawnParts.set(replay, drawn);
  }
  const width = Math.max(mainLength(replay), 1);
  const seats = [...new Set(replay.evaluatedMoves.map((move) => move.seat))].sort((a, b) => a - b);
  const onClick = (event: MouseEvent) => {
    const box = (event.currentTarget as Element).getBoundingClientRect();
    if (box.width > 0) goTo(Math.round(((event.clientX - box.left) / box.width) * width));
  };
  return html`<figure class="graph" part="graph">
    <div class="graph-plot" role="slider" tabindex="0" aria-label="Evaluation graph: each player's win share after their moves" aria-valuemin="0" aria-valuemax=${width} aria-valuenow=${replay.ply} aria-valuetext=${valueText(replay)} @click=${onClick}>
      <svg viewBox="0 0 ${width} ${HEIGHT}" preserveAspectRatio="none" aria-hidden="true">${drawn.lines}<line class="at" x1=${replay.ply} x2=${replay.ply} y1="0" y2=${HEIGHT} vector-effect="non-scaling-stroke"></line></svg>
    </div>
    <figcaption>Win share after each analysed move: ${seats.map(
      (seat, index) =>
        html`${index ? ', ' : ''}<span class="legend"><svg width="24" height="8" aria-hidden="true"><line x1="0" x2="24" y1="4" y2="4" stroke=${seatStroke(replay, seat)} stroke-width="2" stroke-dasharray=${DASHES[seat] ?? ''}></line></svg>${seatName(replay, seat)}</span>`,
    )}.</figcaption>
    ${drawn.table}
  </figure>`;
}
