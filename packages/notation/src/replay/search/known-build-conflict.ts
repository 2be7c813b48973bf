import { type BuildingType, DECKS } from '@antarctica-game/engine';
import type { MoveItem } from '../../syntax/record.js';
import { decidingSeat } from '../line/illegal-move.js';
import type { Conflict, Decision, Node } from '../line/replay-node.js';
import { accessAreas, has, reachable } from './repair-hints.js';

// A build of a card the record states (its top is not open) that the engine refuses: why,
// read as the engine reads it, and which `?`s could change that. A Building already in the
// area that no open build put there (the setup, a card the record states), or no piece left of
// it and no open build took one, stays so whatever the `?`s are: then no filling makes the
// move legal and the error belongs at this move (an empty conflict), not to a search that
// tries every filling before it and gives up.

/**
 * The decisions a refused build of a stated card depends on: an empty set when no filling of
 * the `?`s can make it legal; null when this module cannot tell (the caller's coarser rule
 * applies).
 */
export function knownBuildConflict(
  node: Node,
  item: MoveItem,
  support: (decision: Decision) => Conflict,
): Conflict | null {
  const move = item.move;
  if (move.type !== 'build') return null;
  const state = node.state;
  const deck = DECKS.indexOf(move.deck);
  if (node.open[deck] !== null && node.open[deck] !== undefined) return null;
  const pile = state.piles[move.deck];
  const top = pile[pile.length - 1];
  const card = top === undefined ? undefined : state.edition.buildingCards[top];
  const area = state.turn?.to ?? -1;
  const seat = item.seat ?? decidingSeat(state);
  const player = state.players[seat];
  if (card === undefined || player === undefined || state.areas[area] === undefined) return null;
  // One reason that is enough to refuse it is enough to go back on: the smallest is kept.
  const reasons: Array<Set<number> | 'all'> = [];
  const because = (decisions: Decision[]) => {
    const reason = reasonOf(decisions, support);
    reasons.push(reason);
    return reason;
  };
  const builds = (type: BuildingType, where: number | null) =>
    listed(node, (d) => d.builds === type && (where === null || d.area === where));
  const none = (reason: Set<number> | 'all') => reason !== 'all' && reason.size === 0;
  if (has(state, area, card.builds) && none(because(builds(card.builds, area)))) return new Set();
  if ((state.buildingSupply[card.builds] ?? 0) <= 0 && none(because(builds(card.builds, null))))
    return new Set();
  // Scientists (a Plankton Farm may need fewer, see the engine's rule): the open builds of this
  // seat whose cards differ in Scientists.
  if (player.supply < card.scientists && card.builds !== 'planktonFarm')
    because(listed(node, (d) => d.seat === seat && (d.scoring || !d.choice)));
  // The Buildings in reach: the open builds where the seat's ships are.
  const areas = accessAreas(state, seat);
  areas.add(area);
  const lacking = card.requires.filter((type) => !reachable(state, areas, type));
  if (lacking.length > 1 || (lacking.length === 1 && move.resourceCard === undefined))
    because(listed(node, (d) => areas.has(d.area)));
  return smallest(reasons);
}

/**
 * Why a Building of `needed` is not in the area sailed to (a ship built, a recruit, research):
 * the open builds there that could have put one (the reasons the others could not). Empty when
 * none could; null when one is there (the move fails for another reason).
 */
export function needConflict(
  node: Node,
  needed: readonly BuildingType[],
  support: (decision: Decision) => Conflict,
): Conflict | null {
  const state = node.state;
  const area = state.turn?.to ?? -1;
  if (state.areas[area] === undefined || needed.some((type) => has(state, area, type))) return null;
  return reasonOf(
    listed(node, (d) => d.area === area),
    support,
    (d) => d.types.some((type) => needed.includes(type)),
  );
}

/** The decisions that could change a reason: a choice itself, else why it was forced. */
function reasonOf(
  decisions: Decision[],
  support: (decision: Decision) => Conflict,
  helps: (decision: Decision) => boolean = () => true,
): Set<number> | 'all' {
  const out = new Set<number>();
  for (const decision of decisions) {
    const conflict =
      decision.choice && helps(decision) ? new Set([decision.id]) : support(decision);
    if (conflict === 'all') return 'all';
    for (const id of conflict) out.add(id);
  }
  return out;
}

function smallest(reasons: Array<Set<number> | 'all'>): Conflict | null {
  let best: Set<number> | null = null;
  for (const reason of reasons)
    if (reason !== 'all' && (best === null || reason.size < best.size)) best = reason;
  if (best !== null) return best;
  return reasons.length > 0 ? 'all' : null;
}

function listed(node: Node, keep: (decision: Decision) => boolean): Decision[] {
  const found: Decision[] = [];
  for (let decision = node.decisions; decision !== null; decision = decision.prev)
    if (decision.kind === 'build' && keep(decision)) found.push(decision);
  return found;
}
