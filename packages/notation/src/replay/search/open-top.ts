import {
  accessibleBuildings,
  BUILDING_TYPES,
  type BuildingCardData,
  type BuildingType,
  type Deck,
  type GameState,
  type Move,
} from '@antarctica-game/engine';
import type { Node, Slot } from '../line/replay-node.js';
import type { SetupPlan } from '../line/table-plan.js';

// A Building Card that turned up unseen is not chosen when it is built, only the Building it
// puts on the board: which card of that Building it was stays open (its domain: the cards of
// that Building whose requirements were met there) until a later build needs one of them. Then
// the cards are matched again (an augmenting path, as in bipartite matching): each earlier build
// keeps a card of its domain, and the card needed goes back into the pile. The game state only
// changes in the ids of those cards, so the states already replayed are relabelled, not replayed.
//
// Which cards may turn up and putting one on top are the engine's (`pileRevealChoices`,
// `putCardOnTop`), but the search cannot call them: its nodes carry states and no table set-up
// (that is written once a line is found), it needs exact ids where the engine gives one card per
// kind and may put any card of the kind on top, its pool holds cards earlier open builds took,
// and its swap is an id trade every state already replayed must read too (the trail's relabel).
// open-top.test.ts checks that, with nothing pinned or held, it reads as the engine does.

/** One Building a build from an open top may put on the board. */
export interface TopOption {
  builds: BuildingType;
  /** The node before the build, the card chosen on top of the pile (ids relabelled if needed). */
  node: Node;
  /** The card on top. */
  card: number;
  /** The cards of that Building the build may have been. */
  domain: readonly number[];
  /** Ids swapped to free the card (new id by old id), or null. */
  relabel: ReadonlyMap<number, number> | null;
}

/**
 * The Buildings that a build from `deck`, whose top is open, may put on the board: for each,
 * a card of it whose requirements are met, freed from an earlier open build if needed.
 */
export function openTopOptions(
  plan: SetupPlan,
  node: Node,
  deck: Deck,
  position: number,
  move: Extract<Move, { type: 'build' }>,
): TopOption[] {
  const state = node.state;
  const cards = state.edition.buildingCards;
  const { free, held, pool } = poolOf(plan, node, deck, position);
  const fits = buildable(state, move);
  const byType = new Map<BuildingType, number[]>();
  for (const id of pool) {
    const card = cards[id];
    if (card === undefined || !fits(card)) continue;
    const list = byType.get(card.builds);
    if (list === undefined) byType.set(card.builds, [id]);
    else list.push(id);
  }
  const options: TopOption[] = [];
  for (const [builds, domain] of byType) {
    const path = augment(domain, held, free);
    if (path === null) continue;
    const relabel = cycleOf(path);
    const card = path[0] as number;
    const slots = node.slots.map((slot) => {
      const index = path.indexOf(slot.card);
      return slot.deck !== deck || index < 0 || index === path.length - 1
        ? slot
        : { ...slot, card: path[index + 1] as number };
    });
    const relabelled = relabel === null ? state : relabelState(state, relabel);
    // The card goes on top by trading ids with the card there, not places: neither was seen, so
    // the states already replayed read the trade too and still follow from one another.
    const pile = relabelled.piles[deck];
    const top = pile[pile.length - 1];
    const toTop =
      top === undefined || top === card
        ? null
        : new Map([
            [card, top],
            [top, card],
          ]);
    const swapped = compose(relabel, toTop);
    const patched = toTop === null ? relabelled : relabelState(relabelled, toTop);
    options.push({
      builds,
      card,
      domain,
      relabel: swapped,
      node: {
        ...node,
        state: patched,
        slots: [...slots, { deck, domain, card }],
        trail: {
          ...node.trail,
          state: patched,
          relabel: compose(node.trail.relabel ?? null, swapped),
        },
      },
    });
  }
  return options;
}

/**
 * The cards a build from an open top may take: those of the pile no later statement pins
 * (free, top first), then those earlier open builds of the pile hold (held).
 */
export function poolOf(plan: SetupPlan, node: Node, deck: Deck, position: number) {
  const pinned = plan.pinnedAfter(deck, position);
  const free = new Set(node.state.piles[deck].filter((id) => !pinned.has(id)));
  const held = node.slots.filter((slot) => slot.deck === deck);
  const pool = [...[...free].reverse(), ...held.map((slot) => slot.card)];
  return { free, held, pool };
}

/**
 * A card of `domain` for a new build: one still free, or one an earlier build holds and can
 * trade for another card of its own domain (depth first, each card visited once). The path:
 * the card taken, then the card each build on the way takes instead; the last was free.
 */
function augment(
  domain: readonly number[],
  held: readonly Slot[],
  free: ReadonlySet<number>,
): number[] | null {
  const visited = new Set<number>();
  const holder = new Map(held.map((slot) => [slot.card, slot]));
  const search = (options: readonly number[]): number[] | null => {
    for (const id of options)
      if (free.has(id) && !visited.has(id)) {
        visited.add(id);
        return [id];
      }
    for (const id of options) {
      if (visited.has(id)) continue;
      visited.add(id);
      const slot = holder.get(id);
      if (slot === undefined) continue;
      const rest = search(slot.domain);
      if (rest !== null) return [id, ...rest];
    }
    return null;
  };
  return search(domain);
}

/** The ids to swap for a path: each card becomes the next, the last (free) the first. */
function cycleOf(path: readonly number[]): Map<number, number> | null {
  if (path.length < 2) return null;
  const cycle = new Map<number, number>();
  path.forEach((id, index) => {
    cycle.set(id, path[(index + 1) % path.length] as number);
  });
  return cycle;
}

/** `later` after `earlier`: what the oldest states need to read as the newest. */
export function compose(
  earlier: ReadonlyMap<number, number> | null,
  later: ReadonlyMap<number, number> | null,
): ReadonlyMap<number, number> | null {
  if (earlier === null) return later;
  if (later === null) return earlier;
  const out = new Map<number, number>();
  for (const id of new Set([...earlier.keys(), ...later.keys()])) {
    const middle = earlier.get(id) ?? id;
    const last = later.get(middle) ?? middle;
    if (last !== id) out.set(id, last);
  }
  return out;
}

/** A state with Building Card ids swapped (in the piles and the cards the players took). */
export function relabelState(state: GameState, relabel: ReadonlyMap<number, number>): GameState {
  const map = (ids: readonly number[]) => ids.map((id) => relabel.get(id) ?? id);
  return {
    ...state,
    piles: {
      basic: map(state.piles.basic),
      double: map(state.piles.double),
      advanced: map(state.piles.advanced),
    },
    players: state.players.map((player) => ({
      ...player,
      buildingCards: map(player.buildingCards),
    })),
  };
}

/**
 * Whether a card on top of the pile would let `move` build, read as the engine reads it (the
 * Building not there yet, a piece left, the Scientists, the required Buildings in reach or all
 * but one with the Resource Card the move plays). Errs towards yes (the Plankton Farm's one
 * Scientist): the engine checks the card kept.
 */
function buildable(state: GameState, move: Extract<Move, { type: 'build' }>) {
  const seat = move.seat;
  const player = state.players[seat];
  const area = state.areas[state.turn?.to ?? -1];
  const access = accessibleBuildings(state, seat);
  const grants =
    move.resourceCard === undefined
      ? null
      : (state.edition.resourceCards[move.resourceCard]?.grants ?? []);
  return (card: BuildingCardData): boolean => {
    if (player === undefined || area === undefined) return false;
    if ((area.buildings & bit(card.builds)) !== 0) return false;
    if ((state.buildingSupply[card.builds] ?? 0) <= 0) return false;
    if (player.supply < (card.builds === 'planktonFarm' ? 1 : card.scientists)) return false;
    const lacking = card.requires.filter((type) => (access & bit(type)) === 0);
    if (lacking.length === 0) return grants === null;
    return grants !== null && lacking.length === 1 && grants.includes(lacking[0] as BuildingType);
  };
}

function bit(type: BuildingType): number {
  return 1 << BUILDING_TYPES.indexOf(type);
}
