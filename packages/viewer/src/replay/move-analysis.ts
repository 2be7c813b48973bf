// The analysis an analysed record carries, read from the record itself (see docs/analysis.md):
// `[%eval W,M]` after a move (the mover's win share and Victory Point margin after it), `[%loss
// W,M]` (what it gave up against the best move found), the verdict glyphs `$6` `$2` `$4`, and the
// best move as a variation whose first move has its own `[%eval]` and the words "best found". Only
// the record is read, never the analysis package, so an analysed file shows its analysis wherever
// it is opened, whatever wrote it.
import type { CommentCommand, LineMove } from '@antarctica-game/notation';
import type { ReplayLine } from './replay-lines.js';

/** How bad a move was, from its glyph: `$6` (?!), `$2` (?), `$4` (??). */
export type Verdict = 'inaccuracy' | 'mistake' | 'blunder';

/** The verdict of each glyph, worst last. */
const VERDICTS: ReadonlyArray<readonly [number, Verdict]> = [
  [6, 'inaccuracy'],
  [2, 'mistake'],
  [4, 'blunder'],
];

/** The glyphs that are verdicts, which the viewer shows as marks instead. */
export const VERDICT_GLYPHS: readonly number[] = VERDICTS.map(([glyph]) => glyph);

/** What a verdict looks like in a list, as chess writes it. */
export const VERDICT_MARKS: Readonly<Record<Verdict, string>> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/** A value of `[%eval]` or `[%loss]`: a win share in [0, 1] and a Victory Point margin. */
export interface Outcome {
  /** The win share (from `[%eval]`: the mover's, after the move; from `[%loss]`: given up). */
  winShare: number;
  /** Victory Points (from `[%eval]`: the margin over the best other player; `[%loss]`: lost). */
  margin: number;
}

/** One analysed move of the main line, for the evaluation graph. */
export interface EvaluatedMove {
  /** The ply the move leads to (1 for the first move). */
  ply: number;
  /** The mover (0 is A). */
  seat: number;
  /** The mover's win share and margin after the move. */
  outcome: Outcome;
  /** The move's verdict, if it has one. */
  verdict: Verdict | undefined;
}

/** The command's `W,M` value; null if the command is missing or is not of that form. */
export function readOutcome(commands: readonly CommentCommand[], name: string): Outcome | null {
  const value = commands.find((command) => command.name === name)?.value;
  const match = value === undefined ? null : /^(\d(?:\.\d+)?),([+-]?\d+(?:\.\d+)?)$/.exec(value);
  if (match === null) return null;
  const winShare = Number(match[1]);
  return winShare > 1 ? null : { winShare, margin: Number(match[2]) };
}

/** The worst verdict among a move's glyphs; undefined when none of them is one. */
export function verdictOf(glyphs: readonly number[] | undefined): Verdict | undefined {
  let worst: Verdict | undefined;
  for (const [glyph, verdict] of VERDICTS) if (glyphs?.includes(glyph)) worst = verdict;
  return worst;
}

/** Whether a verdict counts as a mistake for the mistake keys: a mistake or a blunder. */
export function isMistake(verdict: Verdict | undefined): boolean {
  return verdict === 'mistake' || verdict === 'blunder';
}

/**
 * The index, among `variations`, of the best move found: the first whose first move says "best
 * found" beside its `[%eval]` (or, failing that, the first whose first move has an `[%eval]`);
 * -1 when none.
 */
export function bestVariationIndex(variations: readonly ReplayLine[]): number {
  const first = (line: ReplayLine) => line.written.moves[0] as LineMove | undefined;
  const evaluated = (line: ReplayLine) => readOutcome(first(line)?.commands ?? [], 'eval') !== null;
  const found = variations.findIndex(
    (line) =>
      evaluated(line) &&
      (first(line)?.comments ?? []).some((comment) => comment.text.includes('best found')),
  );
  return found >= 0 ? found : variations.findIndex(evaluated);
}

/** Every move of a line that carries an `[%eval]`, in order, with its mover and verdict. */
export function evaluatedMoves(line: ReplayLine | undefined): EvaluatedMove[] {
  const moves: EvaluatedMove[] = [];
  line?.moves.forEach((move, index) => {
    const written = line.written.moves[index];
    const outcome = readOutcome(written?.commands ?? [], 'eval');
    if (outcome !== null)
      moves.push({
        ply: line.from + index + 1,
        seat: move.seat,
        outcome,
        verdict: verdictOf(written?.item.glyphs),
      });
  });
  return moves;
}

/**
 * The ply of the next (`direction` 1) or previous (-1) mistake or blunder after or before `ply`
 * among `moves`, of `seat` (every seat when undefined); undefined when there is none.
 */
export function mistakeFrom(
  moves: readonly EvaluatedMove[],
  ply: number,
  direction: 1 | -1,
  seat: number | undefined,
): number | undefined {
  const mistakes = moves.filter(
    (move) => isMistake(move.verdict) && (seat === undefined || move.seat === seat),
  );
  const found =
    direction === 1
      ? mistakes.find((move) => move.ply > ply)
      : mistakes.findLast((move) => move.ply < ply);
  return found?.ply;
}
