import {
  DECKS,
  type Edition,
  type Effect,
  type GameState,
  type PlayerState,
  type PlayerView,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import { type Random, shuffleInPlace } from '../random.js';

/**
 * A full game state consistent with what one player sees: the same board, the same own hand,
 * the same sizes of the others' hands and of the piles, and the same face-up cards, with
 * everything hidden drawn at random from what it could be:
 *
 * - each Building Card pile below its face-up top card: the cards of that pile nobody has taken,
 *   in a random order;
 * - the other players' Shipyard Cards, the Shipyard pile and the cards of a draft the viewer is not
 *   shown: drawn from the box's Shipyard Cards less those the viewer can see (own hand, the
 *   Icebreakers on the board or giving a turn now, the cards shown to the viewer);
 * - the other players' Resource Cards (beyond a Basic Resource Card still face up in front of them)
 *   and the Resource Card Pile: the right number of Basic and Expertise cards drawn from those not
 *   in sight, dealt at random;
 * - the game's random generator: a new random state.
 *
 * `playerView(determinize(view, random), view.viewer)` equals `view`. This is how the bots of this
 * package look ahead without reading what their player cannot see.
 */
export function determinize(view: PlayerView, random: Random): GameState {
  return determinizer(view)(random);
}

/**
 * {@link determinize} for many draws from one view: the work that depends only on the view (what
 * is hidden and what it could be) is done once, and each call of the returned function draws one
 * state. For the same generator state a call draws exactly what {@link determinize} would.
 * The draws share the board's lists (areas, Research Tracks, ships), as the engine's states after
 * moves do: treat the states as immutable, as the engine does.
 */
export function determinizer(view: PlayerView): (random: Random) => GameState {
  const { viewer, players, piles, shipyardPile, resourcePile, pending } = view;
  const edition = view.edition;
  const count = players.length;

  const box = boxOf(edition, count);
  // Building Card piles: the top card is face up; the rest is every card of the pile not taken.
  const taken = new Set<number>();
  for (const player of players) for (const card of player.buildingCards) taken.add(card);
  const decks = DECKS.map((deck) => {
    const { top, count: size } = piles[deck];
    const hidden = size === 0 ? [] : box.decks[deck].filter((id) => !taken.has(id) && id !== top);
    return { deck, top, size, hidden };
  });

  // Shipyard Cards: what the viewer cannot see comes from the box less what it can see.
  const unseen = box.shipyard.slice();
  const removeSeen = (card: ShipyardCard): void => {
    const index = unseen.indexOf(card);
    if (index >= 0) unseen.splice(index, 1);
  };
  const own = players[viewer] as PlayerState;
  for (const card of own.shipyardCards) removeSeen(card);
  // Icebreakers on the board, and the one giving a turn in this visit, are played cards.
  for (const _ of view.icebreakers) removeSeen('icebreaker');
  if (view.visit.icebreaker !== null) removeSeen('icebreaker');
  const shownPile = Array.isArray(shipyardPile) ? shipyardPile : null;
  if (shownPile !== null) for (const card of shownPile) removeSeen(card);
  for (const effect of pending)
    if (effect.kind === 'draft') for (const card of effect.cards) removeSeen(card);

  // Resource Cards: the game holds one Basic card per player and one Expertise card per player.
  const seenResources = new Set<number>(own.resourceCards);
  players.forEach((player, seat) => {
    if (seat !== viewer && player.startingBasicCard !== null)
      seenResources.add(player.startingBasicCard);
  });
  const kinds = (['basic', 'expertise'] as const).map((kind) => {
    const ids = box.resources[kind];
    const inGame = Math.min(count, ids.length);
    const seen = ids.filter((id) => seenResources.has(id)).length;
    return {
      candidates: ids.filter((id) => !seenResources.has(id)),
      hidden: Math.max(0, inGame - seen),
    };
  });

  // The board's lists as the engine's own copies make them (plain, not frozen as the view's): the
  // rules and the evaluation read them at every move, and a read that sees both kinds of array is
  // slower in V8. Made once and shared by every draw, as states after moves share them: the
  // engine never writes a state's lists in place, and the evaluation reuses what it worked out
  // for a list it has seen (heuristic/board-memo.ts).
  const areas = view.areas.map((area) => ({
    closed: area.closed,
    ships: plainCopy(area.ships),
    buildings: area.buildings,
    scientists: plainCopy(area.scientists),
  }));
  const tracks = view.tracks.map((track) => ({
    closed: track.closed,
    spaces: plainCopy(track.spaces),
    blueUsed: plainCopy(track.blueUsed),
  }));
  const ships = plainCopy(view.ships);

  return (random) => {
    const statePiles = { basic: [] as number[], double: [] as number[], advanced: [] as number[] };
    for (const { deck, top, size, hidden: template } of decks) {
      if (size === 0) continue;
      const hidden = template.slice();
      if (size > 1) shuffleInPlace(random, hidden);
      statePiles[deck] = top === null ? hidden.slice(0, size) : [...hidden.slice(0, size - 1), top];
    }

    const shipyard = shuffleInPlace(random, unseen.slice());
    const drawShipyard = (size: number): ShipyardCard[] => shipyard.splice(0, size);

    const hiddenResources: number[] = [];
    for (const { candidates, hidden } of kinds) {
      const shuffled = shuffleInPlace(random, candidates.slice());
      for (let index = 0; index < hidden && index < shuffled.length; index++)
        hiddenResources.push(shuffled[index] as number);
    }
    shuffleInPlace(random, hiddenResources);
    const drawResources = (size: number): number[] => hiddenResources.splice(0, size);

    const statePlayers: PlayerState[] = players.map((player, seat) => {
      if (seat === viewer) {
        const self = player as PlayerState;
        return playerState(self, plainCopy(self.shipyardCards), plainCopy(self.resourceCards));
      }
      const handSize = player.resourceCards as number;
      const starting = player.startingBasicCard;
      const resourceCards =
        starting === null
          ? drawResources(handSize)
          : [starting, ...drawResources(Math.max(0, handSize - 1))];
      return playerState(player, drawShipyard(player.shipyardCards as number), resourceCards);
    });

    const statePending: Effect[] =
      pending.length === 0
        ? []
        : pending.map((effect) => {
            if (effect.kind !== 'draft' || effect.cards.length > 0 || effect.seats[0] === viewer)
              return structuredClone(effect);
            return {
              kind: 'draft',
              seats: effect.seats.slice(),
              cards: drawShipyard(effect.seats.length),
            };
          });

    const pileCards =
      shownPile !== null
        ? shuffleInPlace(random, shownPile.slice())
        : drawShipyard(shipyardPile as number);

    const resources = drawResources(resourcePile);
    const rng = Math.floor(random.next() * 4294967296) >>> 0;
    // Written out field by field in the order of the engine's own states (a spread of the view
    // made states of another shape, which the rules then read more slowly), so that the rules
    // meet states of one shape.
    const state: GameState = {
      version: view.version,
      edition,
      rules: view.rules,
      chance: view.chance,
      players: statePlayers,
      areas,
      tracks,
      ships,
      sun: view.sun,
      piles: statePiles,
      shipyardPile: pileCards,
      resourcePile: resources,
      buildingSupply: view.buildingSupply,
      icebreakers: view.icebreakers,
      phase: view.phase,
      placed: view.placed,
      turn: view.turn,
      visit: view.visit,
      pending: statePending,
      rng,
      moves: view.moves,
      ended: view.ended,
    };
    return state;
  };
}

/**
 * A player of a drawn state: the view's counts and Building Cards (copied), with the hands given,
 * its fields in the order of the engine's own copies of a player (`state/writable.ts`), so that
 * the rules meet players of one shape.
 */
function playerState(
  player: PlayerView['players'][number],
  shipyardCards: ShipyardCard[],
  resourceCards: number[],
): PlayerState {
  const drawn: PlayerState = {
    color: player.color,
    supply: player.supply,
    reserve: player.reserve,
    cubes: player.cubes,
    discarded: player.discarded,
    buildingCards: plainCopy(player.buildingCards),
    shipyardCards,
    resourceCards,
    startingBasicCard: player.startingBasicCard,
  };
  if (player.name !== undefined) drawn.name = player.name;
  return drawn;
}

/** A copy of a list, not frozen, as the engine's `[...list]` makes it. */
function plainCopy<T>(list: readonly T[]): T[] {
  return [...list];
}

interface Box {
  decks: Record<(typeof DECKS)[number], number[]>;
  shipyard: ShipyardCard[];
  resources: { basic: number[]; expertise: number[] };
}

const boxes = new WeakMap<Edition, Map<number, Box>>();

/** The cards of an edition in play at a player count, computed once. */
function boxOf(edition: Edition, count: number): Box {
  let byCount = boxes.get(edition);
  if (byCount === undefined) {
    byCount = new Map();
    boxes.set(edition, byCount);
  }
  let box = byCount.get(count);
  if (box === undefined) {
    const deck = (name: (typeof DECKS)[number]) =>
      edition.buildingCards.flatMap((card, id) =>
        card.deck === name && card.minPlayers <= count ? [id] : [],
      );
    const kind = (name: 'basic' | 'expertise') =>
      edition.resourceCards.flatMap((card, id) => (card.kind === name ? [id] : []));
    box = {
      decks: { basic: deck('basic'), double: deck('double'), advanced: deck('advanced') },
      shipyard: SHIPYARD_CARDS.flatMap((card) =>
        Array.from({ length: edition.shipyardCards[card] }, (): ShipyardCard => card),
      ),
      resources: { basic: kind('basic'), expertise: kind('expertise') },
    };
    byCount.set(count, box);
  }
  return box;
}
