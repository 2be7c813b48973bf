// What the build solver (solve-builds.ts) can still tell about a table record the search gave up
// on (`search-limit`). A wrong `[Scores]` or `[Result]`, or a record cut short, leaves no filling
// of the unseen Building Cards valid, so the search tries them all and stops, often at a move
// far from the mistake. The solver knows better: the engine replays the record with the filling
// the solver finds (or, where none gives what the record states, the one it finds without
// `[Result]` and `[Scores]`), and the problems that filling meets at the end (the scores, the
// winners, a game not over) are named too, as what that filling gives.
import type { RecordSettings } from '../../header/record-settings.js';
import type { NotationError, NotationErrorCode } from '../../syntax/notation-error.js';
import type { GameRecord } from '../../syntax/record.js';
import { writeSolution } from './build-fill.js';
import { solveProblem } from './solve-builds.js';

/** The problems of the end of a game that a filling of the unseen cards may cause. */
const END_CODES: ReadonlySet<NotationErrorCode> = new Set<NotationErrorCode>([
  'result-mismatch',
  'scores-mismatch',
  'game-not-over',
  'ends-mid-turn',
]);

/**
 * The problems at the end of the record that the solver's filling meets (see the file comment);
 * none where the solver does not apply or gives up. `replay` replays a record whose unseen
 * Building Cards are written in.
 */
export function endFindings(
  record: GameRecord,
  settings: RecordSettings,
  replay: (filled: GameRecord) => readonly NotationError[],
): NotationError[] {
  const strict = solveProblem(record, settings);
  if (strict === null) return [];
  let { problem, solution } = strict;
  let why = 'with the unseen Building Cards as the build solver fills them';
  if (solution === null) {
    // (A search that stopped at its node limit proves nothing.)
    if (!strict.exhausted) return [];
    // The least left out first: a wrong [Scores] with a right [Result] is told as such.
    const { result: _result, scores: _scores, ...neither } = settings;
    const { scores: _alone, ...withResult } = settings;
    const { result: _other, ...withScores } = settings;
    for (const [loose, without] of [
      [withResult, '[Scores]'],
      [withScores, '[Result]'],
      [neither, '[Result] and [Scores]'],
    ] as const) {
      const relaxed = solveProblem(record, loose);
      if (relaxed === null) return [];
      solution = relaxed.solution;
      if (solution === null) continue;
      problem = relaxed.problem;
      why = `no filling of the unseen Building Cards gives what the record states; this is what the build solver fills without ${without}`;
      break;
    }
  }
  if (solution === null) return [];
  const filled = writeSolution(record, problem.edition, problem.probe.builds, solution);
  return replay(filled.record)
    .filter((error) => END_CODES.has(error.code))
    .map((error) => ({ ...error, message: `${error.message} (${why})` }));
}
