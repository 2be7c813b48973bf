import {
  BUILDING_TYPES,
  type BuildingType,
  type GameState,
  type Move,
  shipAreas,
} from '@antarctica-game/engine';
import type { Hints } from '../line/replay-context.js';
import type { Decision, Node } from '../line/replay-node.js';

// What a move that fails says about the Buildings that cards turned up unseen put on the board
// (constraint propagation backwards): a build that no card makes legal needs a Building in
// reach, or one out of reach, or its area free of one; a ship built, a recruit or research
// needs a Shipyard, a Camp or a Research Center in the area. Each need becomes a hint for the
// open build that can meet it (prefer this Building there, avoid that one), and replay goes
// back to that build at once instead of trying every card in between. A hint is learnt once.

/** One change to an earlier open build that would help. */
interface Change {
  decision: Decision;
  prefer?: BuildingType;
  avoid?: BuildingType;
}

/**
 * Learns from a build from `deck` that no card makes legal at `node`: the cheapest set of
 * changes to earlier open builds that lets one of the cards left make it legal. Gives the
 * earliest decision to go back to, or null when nothing new was learnt.
 */
export function learnFromBuild(
  hints: Hints,
  node: Node,
  move: Extract<Move, { type: 'build' }>,
  pool: readonly number[],
): number | null {
  const state = node.state;
  const area = state.turn?.to ?? -1;
  const access = accessAreas(state, move.seat);
  const grants =
    move.resourceCard === undefined
      ? null
      : (state.edition.resourceCards[move.resourceCard]?.grants ?? []);
  let best: Change[] | null = null;
  for (const id of pool) {
    const card = state.edition.buildingCards[id];
    if (card === undefined) continue;
    const changes: Change[] = [];
    const remove = (type: BuildingType, areas: ReadonlySet<number>) =>
      placedBy(node, type, areas, changes);
    if (has(state, area, card.builds) && !remove(card.builds, new Set([area]))) continue;
    const lacking = card.requires.filter((type) => !reachable(state, access, type));
    if (grants === null) {
      if (!lacking.every((type) => addable(node, type, access, changes))) continue;
    } else if (lacking.length === 0) {
      const granted = card.requires.find((type) => grants.includes(type));
      if (granted === undefined || !remove(granted, access)) continue;
    } else if (lacking.length > 1 || !grants.includes(lacking[0] as BuildingType)) continue;
    if (changes.length === 0) continue;
    if (best === null || changes.length < best.length) best = changes;
  }
  return best === null ? null : learn(hints, best);
}

/**
 * Learns from a ship built, a recruit or research that fails in the area sailed to for want
 * of one of `needed` there: an open build in that area that could have put it there.
 */
export function learnFromNeed(
  hints: Hints,
  node: Node,
  needed: readonly BuildingType[],
): number | null {
  const area = node.state.turn?.to ?? -1;
  if (needed.some((type) => has(node.state, area, type))) return null;
  for (const type of needed) {
    const changes: Change[] = [];
    if (addable(node, type, new Set([area]), changes)) {
      const target = learn(hints, changes);
      if (target !== null) return target;
    }
  }
  return null;
}

/** Adds the hints; the earliest decision whose hints grew, or null. Each is learnt once. */
function learn(hints: Hints, changes: Change[]): number | null {
  let target: number | null = null;
  for (const change of changes) {
    const id = change.decision.id;
    let hint = hints.get(id);
    if (hint === undefined) {
      hint = { prefer: [], avoid: new Set() };
      hints.set(id, hint);
    }
    let grew = false;
    const { prefer, avoid } = change;
    if (prefer !== undefined && !hint.prefer.includes(prefer) && !hint.avoid.has(prefer)) {
      hint.prefer.push(prefer);
      grew = true;
    }
    if (avoid !== undefined && !hint.avoid.has(avoid) && !hint.prefer.includes(avoid)) {
      hint.avoid.add(avoid);
      grew = true;
    }
    if (grew && (target === null || id < target)) target = id;
  }
  return target;
}

/** Every open build that put `type` in one of `areas` can choose another: adds those changes. */
function placedBy(
  node: Node,
  type: BuildingType,
  areas: ReadonlySet<number>,
  changes: Change[],
): boolean {
  const state = node.state;
  let left = 0;
  for (const area of areas) if (has(state, area, type)) left++;
  for (let decision = node.decisions; decision !== null && left > 0; decision = decision.prev) {
    if (decision.kind !== 'build' || decision.builds !== type || !areas.has(decision.area))
      continue;
    if (!decision.choice || decision.types.length < 2) return false;
    changes.push({ decision, avoid: type });
    left--;
  }
  return left === 0;
}

/** The latest open build in one of `areas` that could have put `type` there: adds the change. */
function addable(
  node: Node,
  type: BuildingType,
  areas: ReadonlySet<number>,
  changes: Change[],
): boolean {
  for (let decision = node.decisions; decision !== null; decision = decision.prev) {
    if (decision.kind !== 'build' || !areas.has(decision.area) || !decision.choice) continue;
    if (decision.builds !== type && decision.types.includes(type)) {
      changes.push({ decision, prefer: type });
      return true;
    }
  }
  // None could: the cards of that Building went to other open builds; one of them gives way.
  for (let decision = node.decisions; decision !== null; decision = decision.prev) {
    if (decision.kind !== 'build' || !areas.has(decision.area) || !decision.choice) continue;
    if (decision.builds === type) continue;
    for (let other = node.decisions; other !== null; other = other.prev)
      if (other.builds === type && other.choice && other !== decision) {
        changes.push({ decision: other, avoid: type }, { decision, prefer: type });
        return true;
      }
  }
  return false;
}

/** Whether a Building of `type` stands in `area`. */
export function has(state: GameState, area: number, type: BuildingType): boolean {
  return ((state.areas[area]?.buildings ?? 0) & (1 << BUILDING_TYPES.indexOf(type))) !== 0;
}

/** Whether a Building of `type` stands in one of `areas`. */
export function reachable(
  state: GameState,
  areas: ReadonlySet<number>,
  type: BuildingType,
): boolean {
  for (const area of areas) if (has(state, area, type)) return true;
  return false;
}

/** The areas where the seat's ships are. */
export function accessAreas(state: GameState, seat: number): Set<number> {
  return new Set(shipAreas(state, seat));
}

/** The order of a build's options under its hints: preferred first, avoided last. */
export function hintOrder<T extends { builds: BuildingType }>(
  hints: Hints | undefined,
  id: number,
  options: T[],
): T[] {
  const hint = hints?.get(id);
  if (hint === undefined) return options;
  const rank = (option: T) => {
    const preferred = hint.prefer.indexOf(option.builds);
    if (preferred >= 0) return preferred - hint.prefer.length;
    return hint.avoid.has(option.builds) ? 1 : 0;
  };
  return options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map((entry) => entry.option);
}
