// The build solver (issue 18, part 6): the Building Cards a table record leaves open (`>?`) filled by
// constraint propagation over an abstract model instead of a search over engine replays.
//
// Almost nothing in a game hangs on WHICH Building Card was built, so the record is first
// followed once with the engine's unchecked apply (build-probe.ts), which gives the builds and
// what later moves need of them. A small solver then gives each build a Building, chronologically
// with forward checks and jumps back (build-model.ts, build-search.ts, build-conflicts.ts), and
// its card (a matching per pile). The forward checks: what each later build may still put
// (build-model.ts, its fixed tables in build-tables.ts), the cards left in each pile for the
// builds to come (build-matching.ts) and for the Buildings later moves need (build-demands.ts),
// and the sets of Plankton Farms and the asterisk cards the stated scores allow
// (build-targets.ts, build-scores.ts); conflict sets are bit masks (build-set.ts). The record is
// then replayed once, by the engine, with those cards written in (build-fill.ts); when anything
// here gives up, the replay's search decides (replay-record.ts).
import { DECKS, type Edition } from '@antarctica-game/engine';
import type { RecordSettings } from '../../header/record-settings.js';
import type { GameRecord } from '../../syntax/record.js';
import { startReplay } from '../line/replay-start.js';
import { type FilledRecord, writeSolution } from './build-fill.js';
import { BuildModel } from './build-model.js';
import { mayBeBoosted, type Probe, probeRecord } from './build-probe.js';
import { type ScoreCheck, scoreCheck } from './build-scores.js';
import { BuildSearch, type BuildSolution, NODE_LIMIT } from './build-search.js';
import { withoutImplied } from './build-tables.js';
import { ScoreTargets } from './build-targets.js';

/** The record filled by the solver, and the search nodes it took. */
export interface SolvedBuilds extends FilledRecord {
  nodes: number;
}

/** What the solver works on: the probe of a record, its model and its score check. */
export interface BuildProblem {
  probe: Probe;
  model: BuildModel;
  scores: ScoreCheck;
  /** The sets of Plankton Farms the record allows, and the asterisk cards they demand. */
  targets: ScoreTargets;
  /** The game's edition (the real cards). */
  edition: Edition;
}

/**
 * The most nodes the solver tries before replay's search decides. Measured on all-? records of
 * 300 four-player games of the heuristic bots: four needed 43,000 to 155,000 (0.3 to 1.2 s), and
 * the search replays none of them (it stops at its own limit after about 2 s).
 */
const REPLAY_NODE_LIMIT = 200_000;

/** The record with its unseen Building Cards filled by the solver, or null (then search). */
export function solveBuilds(record: GameRecord, settings: RecordSettings): SolvedBuilds | null {
  const solved = solveProblem(record, settings, REPLAY_NODE_LIMIT);
  if (solved === null || solved.solution === null) return null;
  const { problem, solution, nodes } = solved;
  const filled = writeSolution(record, problem.edition, problem.probe.builds, solution);
  return { ...filled, nodes };
}

/** A problem solved (see solveProblem). */
export interface SolvedProblem {
  problem: BuildProblem;
  /** The solution, or null: none (exhausted) or the search gave up. */
  solution: BuildSolution | null;
  /** Whether there is none, on every reading of the researches tried. */
  exhausted: boolean;
  /** The search nodes, on every reading tried. */
  nodes: number;
}

/** The most other readings of the researches tried where a model has no solution. */
const OTHER_READINGS = 8;

/**
 * Solves a record's problem (trying at most `nodeLimit` nodes a reading), or null where the
 * solver does not apply. Where the record does not tell whether a Plankton Farm gave a research
 * a point more (an automatic effect, say a ship placed, shows in no later move), the probe takes
 * it that none did; when the model then has no solution, each such research is given the point
 * in turn (latest first), a problem each.
 */
export function solveProblem(
  record: GameRecord,
  settings: RecordSettings,
  nodeLimit = NODE_LIMIT,
): SolvedProblem | null {
  const problem = buildProblem(record, settings);
  if (problem === null) return null;
  const first = solveOnce(problem, nodeLimit);
  if (first.solution !== null || !first.exhausted) return first;
  const { researches, builds, boosted } = problem.probe;
  let nodes = first.nodes;
  let tries = 0;
  for (let number = researches.length - 1; number >= 0 && tries < OTHER_READINGS; number--) {
    const research = researches[number];
    if (research === undefined || boosted.includes(number) || !mayBeBoosted(research, builds))
      continue;
    tries++;
    const other = buildProblem(record, settings, new Set([number]));
    if (other === null) continue;
    const solved = solveOnce(other, nodeLimit);
    nodes += solved.nodes;
    if (solved.solution !== null || !solved.exhausted) return { ...solved, nodes };
  }
  return { ...first, nodes };
}

function solveOnce(problem: BuildProblem, nodeLimit: number): SolvedProblem {
  const search = new BuildSearch(problem.model, problem.scores.holds, problem.targets, nodeLimit);
  const solution = search.solve();
  return { problem, solution, exhausted: search.exhausted, nodes: search.nodes };
}

/**
 * The solver's problem for a record, or null where the solver does not apply: no build left
 * open, a setup not stated in full, or a record the probe cannot follow. `boosted`: researches
 * given a Plankton Farm's point (see solveProblem).
 */
export function buildProblem(
  record: GameRecord,
  settings: RecordSettings,
  boosted?: ReadonlySet<number>,
): BuildProblem | null {
  // Only a setup the record states (the first top cards too), or whose `?`s it forces (one
  // assignment, below): else the search decides. (A seeded record stops here: no scan.)
  const table = settings.table;
  if (table === undefined || table.tops.includes(null)) return null;
  if (
    !record.body.some(
      (item) => item.kind === 'move' && item.move.type === 'build' && item.move.reveal === null,
    )
  )
    return null;
  const start = startReplay(record, settings);
  if ('errors' in start || start.plan === null || start.step.kind !== 'next') return null;
  const plan = start.plan;
  if (plan.assignments.length !== 1) return null;
  for (const deck of DECKS) if (!plan.known[deck].has(0)) return null;
  const real = start.step.node.state.edition;
  const initial = start.step.node.state;
  const probe = probeRecord(record, initial, plan, boosted);
  if (probe === null) return null;
  const { builds, demands, ends } = probe;
  const last = ends[ends.length - 1];
  if (last !== undefined) last.last = true;
  // The game must end at the last turn's end: a player places their last Scientist there.
  const mustEnd =
    settings.result !== undefined && settings.result !== null && probe.final.phase !== 'over';
  const scores = scoreCheck(record, settings, initial, plan, probe, mustEnd);
  const model = new BuildModel(
    real,
    initial,
    plan,
    builds,
    withoutImplied(demands),
    ends,
    mustEnd,
    probe.transfers,
    probe.needs,
  );
  const targets = new ScoreTargets(model, real, scores, settings.scores);
  return { probe, model, scores, targets, edition: real };
}
