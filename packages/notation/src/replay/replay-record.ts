import { EngineError, finalScores, type Move } from '@antarctica-game/engine';
import { readHeader } from '../header/read-header.js';
import type { RecordSettings } from '../header/record-settings.js';
import { inTextOrder, type NotationError } from '../syntax/notation-error.js';
import type { GameRecord, MoveItem, RecordVariation } from '../syntax/record.js';
import { applyMoveItem, collect } from './apply-move-item.js';
import { finishLine } from './line/final-checks.js';
import {
  describeAt,
  failure,
  firstTagPosition,
  type Hints,
  type ReplayContext,
} from './line/replay-context.js';
import {
  type Branch,
  type ChoiceStep,
  type Conflict,
  type Decision,
  type Failure,
  type Node,
  notesOf,
  type Outcome,
  type Step,
  skipItem,
} from './line/replay-node.js';
import { moveStep } from './replay-move.js';
import type { ReplayOptions, ReplayResult } from './replay-result.js';
import { conflictOf, exhausted } from './search/conflicts.js';
import { openingTops, openTopWarnings } from './search/fill-unknowns.js';

export type { ReplayOptions, ReplayResult, VariationReplay } from './replay-result.js';

import { solveBuilds } from './build-solver/solve-builds.js';
import { endFindings } from './build-solver/solver-findings.js';
import { startReplay } from './line/replay-start.js';
import type { SetupPlan } from './line/table-plan.js';
import { checkTurnMarker } from './line/turn-marker-check.js';

/**
 * Plays a record through the engine: from its seed, or from the table setup it states, move by
 * move, and each of its variations from the state before the move it replaces. Gives every
 * state, the moves, the final scores, and every problem: the first illegal move of each line
 * with its position, number, the engine's code and the legal moves there in the notation.
 * A `?` is filled when a later move needs it; where more than one card fits, a warning
 * (`undetermined`) says where the record leaves it open. Never throws.
 */
export function replayRecord(record: GameRecord, options: ReplayOptions = {}): ReplayResult {
  const result = replayUnordered(record, options);
  // (Gathered by source: the header's, the solver's warnings, the end's, the variations'.)
  result.errors = inTextOrder(result.errors);
  return result;
}

function replayUnordered(record: GameRecord, options: ReplayOptions): ReplayResult {
  const { settings, errors } = readHeader(record, options);
  const result = emptyResult(errors, settings);
  if (errors.length > 0) return result;
  const solved =
    options.solveBuilds === false ? null : fastReplay(record, settings, options, errors);
  if (solved !== null) return solved;
  try {
    const searched = new Replay(record, settings, options, result).run();
    if (searched.errors.some((error) => error.code === 'search-limit'))
      searched.errors.push(
        ...endFindings(record, settings, (filled) => replayRecord(filled, options).errors),
      );
    return searched;
  } catch (error) {
    // The engine refuses options it cannot start a game from; anything else would be a bug.
    if (!(error instanceof EngineError)) throw error;
    result.errors.push({
      code: 'setup-contradiction',
      severity: 'error',
      message: error instanceof Error ? error.message : String(error),
      expected: [],
      ...firstTagPosition(record),
    });
    return result;
  }
}

/**
 * A table record whose Building Cards turned up unseen, replayed once with the cards
 * a solver over the record's constraints found (see solve-builds.ts); null when the solver finds
 * none or the engine refuses its filling (then the search decides).
 */
function fastReplay(
  record: GameRecord,
  settings: RecordSettings,
  options: ReplayOptions,
  errors: NotationError[],
): ReplayResult | null {
  let solved: ReturnType<typeof solveBuilds>;
  try {
    solved = solveBuilds(record, settings);
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
  if (solved === null) return null;
  const result = emptyResult(errors.slice(), settings);
  try {
    new Replay(solved.record, settings, options, result).run();
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
  if (!result.ok) return null;
  result.errors.push(...solved.warnings);
  return result;
}

/** A result with nothing replayed yet: the replay fills it. */
function emptyResult(errors: NotationError[], settings: RecordSettings): ReplayResult {
  return {
    ok: false,
    errors,
    settings,
    states: [],
    moves: [],
    moveItems: [],
    scores: null,
    variations: [],
  };
}

class Replay implements ReplayContext {
  readonly warnings: NotationError[] = [];
  readonly hints: Hints = new Map();
  /** Goes back to a decision with new hints at most this many times. */
  private repairs = 1000;
  plan: SetupPlan | null = null;
  private budget: number;
  /** Whether an unfinished record's stop inside a turn was noted already. */
  private readonly stopNoted = { done: false };

  constructor(
    readonly record: GameRecord,
    readonly settings: RecordSettings,
    options: ReplayOptions,
    private readonly result: ReplayResult,
  ) {
    this.budget = options.searchLimit ?? 200_000;
  }

  run(): ReplayResult {
    const start = startReplay(this.record, this.settings);
    if ('errors' in start) {
      this.result.errors.push(...start.errors);
      return this.result;
    }
    const plan = start.plan;
    this.plan = plan;
    let first = start.step;
    // A table record's first top cards are open where [Piles] says ?.
    if (plan !== null && first.kind === 'next')
      first = { kind: 'next', node: openingTops(plan, first.node) };
    else if (plan !== null && first.kind === 'choose')
      first = {
        ...first,
        options: first.options.map((option) => ({
          ...option,
          node: openingTops(plan, option.node),
        })),
      };
    const outcome = this.resume(first);
    const node = outcome.node;
    if (node !== null) {
      const line = collect(node);
      this.result.states = line.states;
      this.result.moves = line.moves;
      this.result.moveItems = line.moveItems;
    }
    if (!outcome.ok) this.result.errors.push(outcome.error);
    // (A search that gave up filled the ?s of an attempt that failed: its warnings undetermined
    // would name cards "replayed with" in no replay that holds.)
    const gaveUp = !outcome.ok && outcome.error.code === 'search-limit';
    const shown = (warning: NotationError) => !gaveUp || warning.code !== 'undetermined';
    if (node !== null) this.result.errors.push(...notesOf(node).filter(shown));
    if (outcome.ok) this.result.errors.push(...openTopWarnings(this, outcome.node));
    this.result.errors.push(...this.warnings.filter(shown));
    // (Where the record's [Result] or [Scores] disagree too: the scores the moves give.)
    if (node !== null && node.state.phase === 'over')
      this.result.scores = node.scores ?? finalScores(node.state);
    if (node !== null) this.variations(node.branches, -1);
    this.result.ok = this.result.errors.every((error) => error.severity !== 'error');
    return this.result;
  }

  /** Replays the variations met on a line (last first in the list), then theirs. */
  private variations(branches: Branch | null, parent: number): void {
    const met: Branch[] = [];
    for (let branch = branches; branch !== null; branch = branch.prev) met.push(branch);
    for (const branch of met.reverse()) {
      const before = branch.before;
      const start: Node = {
        ...before,
        body: branch.variation.body,
        index: 0,
        lastMove: -1,
        movesInTurn: before.movesInTurn,
        beforeLast: null,
        trail: { state: before.state, move: null, item: -1, prev: null },
        notes: null,
        branches: null,
      };
      const outcome = this.walk(start);
      const end = outcome.node ?? start;
      const line = collect(end);
      const index = this.result.variations.length;
      this.result.variations.push({
        variation: branch.variation,
        parent,
        from: before.moveNumber,
        ok: outcome.ok,
        states: line.states,
        moves: line.moves,
      });
      if (!outcome.ok) this.result.errors.push(outcome.error);
      this.result.errors.push(...notesOf(end));
      this.variations(end.branches, index);
    }
  }

  private resume(step: Step): Outcome {
    switch (step.kind) {
      case 'next':
        return this.walk(step.node);
      case 'choose':
        return this.choose(step, null);
      case 'done':
        return { ok: true, node: step.node };
      default:
        return step;
    }
  }

  /** Walks a line from a node to its end, or to the first error no filling of the `?`s avoids. */
  private walk(from: Node): Outcome {
    let node = from;
    for (;;) {
      const step = this.step(node);
      if (step.kind === 'next') node = step.node;
      else if (step.kind === 'done') return { ok: true, node: step.node };
      else if (step.kind === 'choose') return this.choose(step, node);
      else return step;
    }
  }

  /**
   * Tries the options of a `?` in order; the first that lets the line replay wins (each carries
   * its own warning where several fit the move). A failure that does not depend on this `?`
   * (see conflicts.ts) goes back at once to a `?` it depends on: trying the other options here
   * cannot help. The setup's `?`s are tried all, so that the warnings name every setup that
   * fits the whole record.
   */
  private choose(first: ChoiceStep, before: Node | null): Outcome {
    let step: Step = first;
    for (;;) {
      if (step.kind !== 'choose') return this.resume(step);
      const outcome = this.options(step, before);
      if (outcome !== 'again') return outcome;
      // Hints learnt for this build: its options again, in their new order (a loop, not a call,
      // so that going back many times does not deepen the stack).
      step = this.step((step.decision as Decision).before);
    }
  }

  private options(step: ChoiceStep, before: Node | null): Outcome | 'again' {
    let furthest: Failure | null = null;
    let first: Outcome | null = null;
    const fits: ChoiceStep['options'] = [];
    const exhaustive = step.explain !== undefined;
    const decision = exhaustive ? undefined : step.decision;
    const conflicts: Conflict[] = [];
    for (const option of step.options) {
      const outcome =
        option.lazy === undefined ? this.walk(option.node) : this.resume(option.lazy());
      if (outcome.ok) {
        first ??= outcome;
        if (step.explain === undefined) return outcome;
        fits.push(option);
        continue;
      }
      if (outcome.fatal) return outcome;
      if (decision !== undefined && outcome.repair !== undefined) {
        // A later move taught what this build (or an earlier one) should put on the board.
        // (The builds in between give way only while going back is allowed.)
        if (outcome.repair === decision.id) {
          this.repairs--;
          return 'again';
        }
        if (outcome.repair < decision.id && this.repairs > 0) return outcome;
      }
      if (furthest === null || outcome.reach > furthest.reach) furthest = outcome;
      if (decision === undefined) continue;
      const conflict = conflictOf(outcome);
      if (conflict !== 'all' && !conflict.has(decision.id)) return outcome;
      conflicts.push(conflict);
    }
    if (first !== null) {
      if (fits.length > 1 && step.explain !== undefined) this.warnings.push(...step.explain(fits));
      return first;
    }
    if (furthest === null)
      return {
        kind: 'fail',
        ok: false,
        reach: -1,
        node: before,
        error: {
          code: 'setup-contradiction',
          severity: 'error',
          message: 'no setup fits',
          expected: [],
          ...(step.at ?? {}),
        },
      };
    return {
      ...furthest,
      error: {
        ...furthest.error,
        message: `${furthest.error.message} (whatever the ${step.what}${describeAt(step.at)} is)`,
      },
      conflict: exhausted(decision, conflicts),
    };
  }

  private step(node: Node): Step {
    const item = node.body[node.index];
    if (item === undefined) return finishLine(this, node, this.stopNoted);
    switch (item.kind) {
      case 'comment':
        return { kind: 'next', node: skipItem(node) };
      case 'turn':
        return checkTurnMarker(this, node, item);
      case 'variation':
        return this.branch(node, item);
      default:
        return moveStep(this, node, item, (from, played, move) => this.apply(from, played, move));
    }
  }

  /** A variation: kept with the node before the move it replaces, replayed after the line. */
  private branch(node: Node, item: RecordVariation): Step {
    const before = node.beforeLast;
    if (before === null)
      return failure(
        this,
        node,
        'illegal-move',
        'a variation replaces the move before it, and there is none here',
        node.index,
        { visit: node.visit },
      );
    return {
      kind: 'next',
      node: {
        ...node,
        index: node.index + 1,
        branches: { variation: item, before, prev: node.branches },
      },
    };
  }

  private apply(node: Node, item: MoveItem, move: Move): Step {
    const number = node.moveNumber + 1;
    if (--this.budget < 0)
      return {
        ...failure(
          this,
          node,
          'search-limit',
          'too many ways to fill the ?s of this record to try them all',
          node.index,
          { moveNumber: number },
        ),
        fatal: true,
      };
    return applyMoveItem(this, node, item, move);
  }
}
