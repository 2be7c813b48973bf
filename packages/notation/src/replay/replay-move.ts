import {
  type BuildingType,
  buildingsNeededBy,
  DECKS,
  type GameState,
  type Move,
} from '@antarctica-game/engine';
import type { MoveItem } from '../syntax/record.js';
import { toEngineMove } from './line/convert-move.js';
import { decidingSeat, illegalHere } from './line/illegal-move.js';
import { failure, legalTexts, type ReplayContext, writeItem } from './line/replay-context.js';
import type { Decision, Node, Step } from './line/replay-node.js';
import { decideOpenTop, unknownShipyardStep } from './search/fill-unknowns.js';
import { poolOf } from './search/open-top.js';
import { learnFromBuild, learnFromNeed } from './search/repair-hints.js';

/** Applies one engine move to a node (counting it against the search budget). */
export type Apply = (node: Node, item: MoveItem, move: Move) => Step;

/**
 * One move of the record: converted and applied, or, where it holds a `?` (a Shipyard Card not
 * seen, a build from a pile whose top is open), each way to fill it that the engine accepts,
 * each remembered as a decision of the path (see conflicts.ts).
 */
export function moveStep(context: ReplayContext, node: Node, item: MoveItem, apply: Apply): Step {
  const state = node.state;
  const seat = item.seat ?? decidingSeat(state);
  const written = item.move;
  const unknown =
    ((written.type === 'takeShipyardCard' || written.type === 'draftPick') &&
      written.card === null) ||
    (written.type === 'drawDraftCards' && (written.cards === null || written.cards.includes(null)));
  if (unknown) {
    const step = unknownShipyardStep(context, node, item, seat, (from, move) =>
      apply(from, item, move),
    );
    if (step === null) return illegalHere(context, node, item, seat);
    return decided(step, () => ({
      ...decision(node, item, seat),
      kind: 'shipyard',
      area: -1,
      deck: null,
      builds: null,
      types: [],
    }));
  }
  const converted = toEngineMove(state, seat, written);
  if (!converted.ok)
    return failure(
      context,
      node,
      converted.code,
      `move ${node.moveNumber + 1} (${writeItem(item)}): ${converted.message}`,
      node.index,
      { moveNumber: node.moveNumber + 1, visit: node.visit, expected: legalTexts(state) },
    );
  const move = converted.move;
  if (move.type !== 'build') return learnt(context, node, move, apply(node, item, move));
  const deck = DECKS.indexOf(move.deck);
  if (node.open[deck] === null || node.open[deck] === undefined)
    return learnt(context, node, move, apply(node, item, move));
  // The card on top was not seen: the Buildings it may put on the board are tried.
  const { options } = decideOpenTop(context, node, move.deck, move);
  const kinds = new Set(options.map((option) => scoringKind(state, option.option.card)));
  const made = (builds: BuildingType): Decision => ({
    ...decision(node, item, seat),
    kind: 'build',
    area: state.turn?.to ?? -1,
    deck: move.deck,
    builds,
    types: options.map((other) => other.option.builds),
    choice: options.length > 1,
    scoring: kinds.size > 1,
  });
  // Each option is applied when it is tried (most choices are never gone back to).
  const play = (option: (typeof options)[number]): Step => {
    const step = apply(option.node, item, move);
    if (step.kind !== 'next') return step;
    return { kind: 'next', node: { ...step.node, decisions: made(option.option.builds) } };
  };
  const only = options[0];
  if (only === undefined || options.length === 1) {
    const step = only === undefined ? apply(node, item, move) : play(only);
    if (step.kind !== 'fail' || step.error.code !== 'illegal-move') return step;
    const plan = context.plan;
    const { pool } =
      plan === null ? { pool: [] } : poolOf(plan, node, move.deck, node.builds[deck] ?? 0);
    const repair =
      context.hints === undefined ? null : learnFromBuild(context.hints, node, move, pool);
    step.error.message = `${step.error.message} (and with any card that may be on top of the ${move.deck} pile)`;
    return repair === null ? step : { ...step, repair };
  }
  const open = node.open[deck];
  return {
    kind: 'choose',
    options: options.map((option) => ({
      label: option.label,
      node: option.node,
      lazy: () => play(option),
    })),
    at: open?.at,
    what: `${move.deck} Building Card`,
    item: node.index,
    decision: made(only.option.builds),
  };
}

/**
 * A failed move whose legality hangs on the Buildings that open builds put on the board: the
 * failure, with the decision to go back to when something was learnt (see repair-hints.ts).
 */
function learnt(context: ReplayContext, node: Node, move: Move, step: Step): Step {
  const hints = context.hints;
  if (step.kind !== 'fail' || step.error.code !== 'illegal-move' || hints === undefined)
    return step;
  if (node.decisions === null) return step;
  const state = node.state;
  let repair: number | null = null;
  if (move.type === 'build') {
    const top = state.piles[move.deck][state.piles[move.deck].length - 1];
    repair = top === undefined ? null : learnFromBuild(hints, node, move, [top]);
  } else {
    // A ship built, a recruit, research: one of the Buildings the engine says it needs there.
    const needed = buildingsNeededBy(state.edition, move);
    if (needed.length > 0) repair = learnFromNeed(hints, node, needed);
  }
  return repair === null ? step : { ...step, repair };
}

/** The parts of a decision every kind shares. */
function decision(before: Node, item: MoveItem, seat: number) {
  return {
    id: before.moveNumber + 1,
    seat,
    choice: false,
    scoring: false,
    before,
    item,
    prev: before.decisions,
  };
}

/** A step whose options each carry the decision made (a choice when there are several). */
function decided(step: Step, make: () => Decision): Step {
  if (step.kind === 'next') return { kind: 'next', node: { ...step.node, decisions: make() } };
  if (step.kind !== 'choose') return step;
  const options = step.options.map((option) => ({
    ...option,
    node: { ...option.node, decisions: { ...make(), choice: true } },
  }));
  const first = options[0];
  return {
    ...step,
    options,
    ...(first === undefined ? {} : { decision: first.node.decisions as Decision }),
  };
}

/** What of a card the final scores count: its asterisk and the Scientists it takes. */
function scoringKind(state: GameState, card: number): string {
  const data = state.edition.buildingCards[card];
  return `${data?.asterisk}:${data?.scientists}`;
}
