import { buildingsNeededBy } from '@antarctica-game/engine';
import type { MoveItem } from '../../syntax/record.js';
import { decidingSeat } from '../line/illegal-move.js';
import type { Conflict, Decision, Failure, Node } from '../line/replay-node.js';
import { knownBuildConflict, needConflict } from './known-build-conflict.js';
import { accessAreas } from './repair-hints.js';

// Which `?`s a failure depends on, so that replay goes back straight to one of them (conflict-
// directed backjumping) instead of trying every other card at every `?` in between: a card
// that turned up unseen changes only the Building it puts in its area, the pile it left, the
// pieces left of that Building, its builder's Scientists (a Plankton Farm takes two) and the
// asterisk cards counted at the end; a Shipyard Card taken unseen changes only who holds what.
// A failure this module cannot place depends on every `?` before it ('all').

const AREA_MOVES = new Set(['build', 'buildShip', 'recruit', 'research']);
const SHIPYARD_MOVES = new Set([
  'takeShipyardCard',
  'draftPick',
  'drawDraftCards',
  'playIcebreaker',
  'playPlaceScientist',
  'playPlusTwoScientists',
  'playFastResearch',
]);

/** The decisions a failure depends on (cached on the failure). */
export function conflictOf(failure: Failure): Conflict {
  if (failure.conflict !== undefined) return failure.conflict;
  const conflict = placeFailure(failure);
  failure.conflict = conflict;
  return conflict;
}

function placeFailure(failure: Failure): Conflict {
  const node = failure.node;
  if (node === null || failure.fatal) return 'all';
  const code = failure.error.code;
  if (code === 'result-mismatch' || code === 'scores-mismatch')
    return expand(
      node,
      (decision) => decision.scoring || (!decision.choice && decision.kind === 'build'),
    );
  const item = node.body[failure.reach];
  if (
    code !== 'illegal-move' ||
    item?.kind !== 'move' ||
    failure.error.engineCode !== 'not-allowed'
  )
    return 'all';
  return preciseConflict(node, item) ?? moveConflict(node, item);
}

/** Where the reason a build, a ship built, a recruit or research fails can be read exactly. */
function preciseConflict(node: Node, item: MoveItem): Conflict | null {
  const move = item.move;
  if (move.type === 'build') return knownBuildConflict(node, item, supportOf);
  // A ship built, a recruit, research: one of the Buildings the engine says it needs there.
  const needed = buildingsNeededBy(node.state.edition, move);
  return needed.length > 0 ? needConflict(node, needed, supportOf) : null;
}

/**
 * The decisions before `node` that can change whether `item` is legal there: for a move in the
 * area sailed to, those that built in it or where the seat's ships are, its own builds, the
 * builds from the same pile and those that took the last pieces of a Building; for a Shipyard
 * Card, the other Shipyard Cards.
 */
export function moveConflict(node: Node, item: MoveItem): Conflict {
  const type = item.move.type;
  const state = node.state;
  const seat = item.seat ?? decidingSeat(state);
  // A Shipyard Card also needs Scientists ("Place a Scientist"): a Plankton Farm built takes two.
  if (SHIPYARD_MOVES.has(type))
    return expand(
      node,
      (decision) =>
        decision.kind === 'shipyard' ||
        (decision.kind === 'build' &&
          decision.seat === seat &&
          (decision.scoring || !decision.choice)),
    );
  if (!AREA_MOVES.has(type)) return 'all';
  const areas = accessAreas(state, seat);
  const area = state.turn?.to ?? -1;
  const deck = item.move.type === 'build' ? item.move.deck : null;
  const gone = new Set<string>();
  for (const [building, left] of Object.entries(state.buildingSupply))
    if ((left ?? 0) <= 0) gone.add(building);
  return expand(
    node,
    (decision) =>
      decision.kind === 'build' &&
      (decision.area === area ||
        areas.has(decision.area) ||
        decision.seat === seat ||
        (deck !== null && decision.deck === deck) ||
        (decision.builds !== null && gone.has(decision.builds))),
  );
}

/** Why a decision had only the options it had. */
function supportOf(decision: Decision): Conflict {
  if (decision.support === undefined)
    decision.support =
      decision.kind === 'shipyard'
        ? expand(decision.before, (other) => other.kind === 'shipyard')
        : moveConflict(decision.before, decision.item);
  return decision.support;
}

/**
 * The choices among the decisions before `node` that `relevant` picks; a forced decision
 * stands for the choices that forced it.
 */
function expand(node: Node, relevant: (decision: Decision) => boolean): Conflict {
  const out = new Set<number>();
  for (let decision = node.decisions; decision !== null; decision = decision.prev) {
    if (!relevant(decision)) continue;
    if (decision.choice) out.add(decision.id);
    else {
      const support = supportOf(decision);
      if (support === 'all') return 'all';
      for (const id of support) out.add(id);
    }
  }
  return out;
}

/** The failure of a choice all of whose options failed: what they failed on, and why only they fit. */
export function exhausted(decision: Decision | undefined, conflicts: Conflict[]): Conflict {
  if (decision === undefined) return 'all';
  const out = new Set<number>();
  for (const conflict of [...conflicts, supportOf(decision)]) {
    if (conflict === 'all') return 'all';
    for (const id of conflict) if (id !== decision.id) out.add(id);
  }
  return out;
}
