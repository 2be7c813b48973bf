import { DECKS, type Deck } from '../edition/edition.js';
import { type Change, emit } from '../events.js';
import type { GameState } from '../state.js';
import { buildingBit, hasAccess } from './board.js';
import { resolveNext } from './effects.js';
import { advance, researchTracks } from './research.js';
import { playResourceCard } from './resource-cards.js';

/** A way to build: the pile, and the Resource Card standing in for a missing building, if any. */
export interface BuildOption {
  deck: Deck;
  resourceCard?: number;
}

/** The top card of a pile, or undefined when it is empty. */
export function topCard(state: GameState, deck: Deck): number | undefined {
  const pile = state.piles[deck];
  return pile[pile.length - 1];
}

/**
 * The Building Cards a seat can build now in the area its ship sailed to: the building is not
 * there yet and a piece is left; the seat has access to every required building through its
 * ships, or to all but one with a Resource Card for it (if no card was played this Sun move);
 * and it has the scientists (see {@link scientistsNeeded}).
 */
export function buildOptions(state: GameState, seat: number, area: number): BuildOption[] {
  const options: BuildOption[] = [];
  const player = state.players[seat];
  const target = state.areas[area];
  if (player === undefined || target === undefined) return options;
  for (const deck of DECKS) {
    const id = topCard(state, deck);
    const card = id === undefined ? undefined : state.edition.buildingCards[id];
    if (card === undefined) continue;
    if ((target.buildings & buildingBit(card.builds)) !== 0) continue;
    if ((state.buildingSupply[card.builds] ?? 0) <= 0) continue;
    if (player.supply < scientistsNeeded(state, seat, deck)) continue;
    const missing = card.requires.filter((type) => !hasAccess(state, seat, type));
    if (missing.length === 0) {
      options.push({ deck });
      continue;
    }
    if (missing.length > 1 || state.visit.cardPlayed[seat]) continue;
    const needed = missing[0];
    const seen = new Set<number>();
    for (const resourceCard of player.resourceCards) {
      if (seen.has(resourceCard)) continue;
      seen.add(resourceCard);
      if (
        needed !== undefined &&
        state.edition.resourceCards[resourceCard]?.grants.includes(needed)
      ) {
        options.push({ deck, resourceCard });
      }
    }
  }
  return options;
}

/**
 * Scientists a card needs: as printed, except the Plankton Farm exception of the Polish
 * rulebook: when every player has only one scientist left and the only buildings available (the
 * top cards of the piles) are Plankton Farms, one is enough.
 */
export function scientistsNeeded(state: GameState, seat: number, deck: Deck): number {
  const id = topCard(state, deck);
  const card = id === undefined ? undefined : state.edition.buildingCards[id];
  if (card === undefined) return Number.POSITIVE_INFINITY;
  if (card.builds !== 'planktonFarm' || card.scientists <= 1) return card.scientists;
  const everyoneOnLast = state.players.every((player) => player.supply + player.reserve <= 1);
  const onlyFarmsLeft = DECKS.every((pile) => {
    const top = topCard(state, pile);
    return top === undefined || state.edition.buildingCards[top]?.builds === 'planktonFarm';
  });
  return everyoneOnLast && onlyFarmsLeft && (state.players[seat]?.supply ?? 0) === 1
    ? 1
    : card.scientists;
}

/** The tracks a build's research points can go to; `[null]` when none can take them. */
export function buildTracks(state: GameState, seat: number): Array<number | null> {
  const tracks = researchTracks(state, seat);
  return tracks.length > 0 ? tracks : [null];
}

/** Builds the top card of a pile in the area the seat's ship sailed to. */
export function build(
  change: Change,
  seat: number,
  area: number,
  option: BuildOption,
  track: number | null,
): void {
  const { state } = change;
  const player = state.players[seat];
  const target = state.areas[area];
  const scientists = scientistsNeeded(state, seat, option.deck);
  const id = state.piles[option.deck].pop();
  const card = id === undefined ? undefined : state.edition.buildingCards[id];
  if (player === undefined || target === undefined || card === undefined || id === undefined)
    return;
  if (option.resourceCard !== undefined) playResourceCard(change, seat, option.resourceCard);
  target.buildings |= buildingBit(card.builds);
  state.buildingSupply[card.builds] = (state.buildingSupply[card.builds] ?? 0) - 1;
  player.supply -= scientists;
  target.scientists[seat] = (target.scientists[seat] ?? 0) + scientists;
  player.buildingCards.push(id);
  emit(change, {
    type: 'built',
    seat,
    area,
    building: card.builds,
    deck: option.deck,
    card: id,
    scientists,
  });
  if (track !== null) resolveNext(change, advance(change, seat, track, card.research));
}
