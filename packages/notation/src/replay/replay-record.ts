import { DECKS, EngineError, finalScores, type Move } from '@antarctica-game/engine';
import { type RecordSettings, readHeader } from '../header/read-header.js';
import type { NotationError } from '../syntax/notation-error.js';
import type { GameRecord, MoveItem, RecordVariation } from '../syntax/record.js';
import { applyMoveItem, collect } from './apply-move-item.js';
import { toEngineMove } from './convert-move.js';
import {
  decideOpenTop,
  openingTops,
  openTopWarnings,
  unknownShipyardStep,
} from './fill-unknowns.js';
import { finishLine } from './final-checks.js';
import { decidingSeat, illegalHere } from './illegal-move.js';
import {
  describeAt,
  failure,
  firstTagPosition,
  legalTexts,
  type ReplayContext,
  writeItem,
} from './replay-context.js';
import {
  type Branch,
  type ChoiceStep,
  type Failure,
  type Node,
  notesOf,
  type Outcome,
  type Step,
  skipItem,
} from './replay-node.js';
import type { ReplayOptions, ReplayResult } from './replay-result.js';

export type { ReplayOptions, ReplayResult, VariationReplay } from './replay-result.js';

import { startReplay } from './replay-start.js';
import type { SetupPlan } from './table-plan.js';
import { checkTurnMarker } from './turn-marker-check.js';

/**
 * How many times a line may take another option than the first at a `?` before it gets past
 * where every earlier try stopped, in the first pass. Trying every combination grows
 * exponentially with the number of `?`s; one change of mind per obstacle finds the filling
 * when a single earlier choice was wrong, in time linear in the record for each obstacle. Only
 * when that fails does a second pass try every combination (within `searchLimit`).
 */
const FIRST_PASS = 1;

/**
 * Plays a record through the engine: from its seed, or from the table setup it states, move by
 * move, and each of its variations from the state before the move it replaces. Gives every
 * state, the moves, the final scores, and every problem: the first illegal move of each line
 * with its position, number, the engine's code and the legal moves there in the notation.
 * A `?` is filled when a later move needs it; where more than one card fits, a warning
 * (`undetermined`) says where the record leaves it open. Never throws.
 */
export function replayRecord(record: GameRecord, options: ReplayOptions = {}): ReplayResult {
  const { settings, errors } = readHeader(record.header, options);
  const result: ReplayResult = {
    ok: false,
    errors,
    settings,
    states: [],
    moves: [],
    moveItems: [],
    scores: null,
    variations: [],
  };
  if (errors.length > 0) return result;
  try {
    return new Replay(record, settings, options, result).run();
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

class Replay implements ReplayContext {
  readonly warnings: NotationError[] = [];
  plan: SetupPlan | null = null;
  private budget: number;
  /** The furthest move any try has reached. */
  private reached = 0;
  /** How far from the first options a line may stray (see {@link FIRST_PASS}). */
  private discrepancies = FIRST_PASS;
  /** Whether any option was left untried for want of discrepancies. */
  private tried = false;
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
    let outcome = this.resume(first);
    if (!outcome.ok && !outcome.fatal && this.plan !== null && this.tried) {
      // The bounded pass found no filling: every combination, as far as the budget goes.
      this.discrepancies = Number.POSITIVE_INFINITY;
      this.reached = 0;
      this.warnings.length = 0;
      this.stopNoted.done = false;
      outcome = this.resume(first);
    }
    const node = outcome.node;
    if (node !== null) {
      const line = collect(node);
      this.result.states = line.states;
      this.result.moves = line.moves;
      this.result.moveItems = line.moveItems;
    }
    if (!outcome.ok) this.result.errors.push(outcome.error);
    if (node !== null) this.result.errors.push(...notesOf(node));
    if (outcome.ok) this.result.errors.push(...openTopWarnings(this, outcome.node));
    this.result.errors.push(...this.warnings);
    if (outcome.ok && outcome.node.state.phase === 'over')
      this.result.scores = outcome.node.scores ?? finalScores(outcome.node.state);
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
  private walk(from: Node, allowance = this.discrepancies): Outcome {
    let node = from;
    let left = allowance;
    for (;;) {
      const step = this.step(node);
      if (step.kind === 'next') {
        node = step.node;
        // Past where every earlier try stopped: new ground, where other choices may be tried.
        if (node.moveNumber > this.reached) {
          this.reached = node.moveNumber;
          left = this.discrepancies;
        }
      } else if (step.kind === 'done') return { ok: true, node: step.node };
      else if (step.kind === 'choose') return this.choose(step, node, left);
      else return step;
    }
  }

  /**
   * Tries the options of a `?` in order; the first that lets the line replay wins (each carries
   * its own warning where several fit the move). The setup's `?`s are tried all, so that the
   * warnings name every setup that fits the whole record.
   */
  private choose(step: ChoiceStep, before: Node | null, allowance = this.discrepancies): Outcome {
    let furthest: Failure | null = null;
    let first: Outcome | null = null;
    const fits: ChoiceStep['options'] = [];
    const exhaustive = step.explain !== undefined;
    for (const [index, option] of step.options.entries()) {
      if (index > 0 && !exhaustive && allowance === 0) {
        this.tried = true;
        break;
      }
      const outcome = this.walk(option.node, index > 0 && !exhaustive ? allowance - 1 : allowance);
      if (outcome.ok) {
        first ??= outcome;
        if (step.explain === undefined) return outcome;
        fits.push(option);
        continue;
      }
      if (outcome.fatal) return outcome;
      if (furthest === null || outcome.reach > furthest.reach) furthest = outcome;
      // Which Shipyard Card was taken or drawn unseen cannot make a build, a ship built, a
      // recruit or research legal (the cards that change pieces are played by stated moves): the
      // other options here cannot help, an earlier choice must change.
      if (!exhaustive && buildingsFailure(outcome) && step.what.includes('Shipyard')) break;
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
        return this.move(node, item);
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

  private move(node: Node, item: MoveItem): Step {
    const state = node.state;
    const seat = item.seat ?? decidingSeat(state);
    const written = item.move;
    const unknown =
      ((written.type === 'takeShipyardCard' || written.type === 'draftPick') &&
        written.card === null) ||
      (written.type === 'drawDraftCards' &&
        (written.cards === null || written.cards.includes(null)));
    if (unknown)
      return (
        unknownShipyardStep(this, node, item, seat, (from, move) => this.apply(from, item, move)) ??
        illegalHere(this, node, item, seat)
      );
    const converted = toEngineMove(state, seat, written);
    if (!converted.ok)
      return failure(
        this,
        node,
        converted.code,
        `move ${node.moveNumber + 1} (${writeItem(item)}): ${converted.message}`,
        node.index,
        { moveNumber: node.moveNumber + 1, visit: node.visit, expected: legalTexts(state) },
      );
    const move = converted.move;
    if (move.type !== 'build') return this.apply(node, item, move);
    const deck = DECKS.indexOf(move.deck);
    if (node.open[deck] === null || node.open[deck] === undefined)
      return this.apply(node, item, move);
    // The card on top was not seen: the cards that make this build legal are tried.
    const decided = decideOpenTop(this, node, move.deck, move);
    if (decided.kind === 'next') return this.apply(decided.node, item, move);
    if (decided.kind !== 'choose' || decided.options.length === 0) {
      const refused = this.apply(node, item, move);
      if (refused.kind !== 'fail' || refused.error.code !== 'illegal-move') return refused;
      return {
        ...refused,
        error: {
          ...refused.error,
          message: `${refused.error.message} (and with any card that may be on top of the ${move.deck} pile)`,
        },
      };
    }
    const options = decided.options.flatMap((option) => {
      const applied = this.apply(option.node, item, move);
      return applied.kind === 'next' ? [{ label: option.label, node: applied.node }] : [];
    });
    return { ...decided, options };
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

/** Whether a failure is a move whose legality depends on the Buildings on the board. */
function buildingsFailure(failure: Failure): boolean {
  const item = failure.node?.body[failure.reach];
  if (item?.kind !== 'move' || failure.error.code !== 'illegal-move') return false;
  const type = item.move.type;
  return type === 'build' || type === 'buildShip' || type === 'recruit' || type === 'research';
}
