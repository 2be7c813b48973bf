// Building (a turn's action): the top Building Card of a pile, in the area sailed to. Its
// listing, check and effect.
import {
  BUILDING_TYPES,
  type BuildingCardData,
  type BuildingType,
  DECKS,
  type Deck,
} from '../edition/edition.js';
import { editionBits } from '../edition/edition-bits.js';
import type { Change } from '../state/change.js';
import { buildMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import {
  writableArea,
  writableBuildingSupply,
  writablePile,
  writablePlayer,
} from '../state/writable.js';
import { accessibleBuildings } from './board.js';
import { resolveNext } from './effects.js';
import { advance, researchTracks } from './research-track.js';
import { playResourceCard } from './resource-cards.js';

/** A way to build: the pile, and the Resource Card standing in for a missing building, if any. */
export interface BuildOption {
  deck: Deck;
  resourceCard?: number;
}

/** The top card of a pile, or undefined when it is empty. */
export function topCard(state: GameState, deck: Deck): number | undefined {
  // A switch, not `piles[deck]`: a property read by a computed name was a hot spot.
  const piles = state.piles;
  const pile = deck === 'basic' ? piles.basic : deck === 'double' ? piles.double : piles.advanced;
  // Never `pile[-1]`: V8 reads an index below zero as a named property, many times slower.
  return pile.length === 0 ? undefined : pile[pile.length - 1];
}

/**
 * Appends to `moves` every way the seat can build now in the area its ship sailed to, for each
 * track the research points can go to (see {@link buildTracks}). A card can be built when the
 * building is not there yet and a piece is left; the seat has access to every required building
 * through its ships, or to all but one with a Resource Card for it (if no card was played this
 * Sun move); and it has the scientists (see {@link scientistsNeeded}). Order: pile, then the
 * card standing in (none first), then track.
 *
 * @returns The tracks the seat can research on (`researchTracks`) if some pile could be built
 * and they were worked out, for the caller to reuse; otherwise undefined.
 */
export function addBuildMoves(
  state: GameState,
  seat: number,
  area: number,
  moves: Move[],
): number[] | undefined {
  const access = accessibleBuildings(state, seat);
  // Worked out only when a pile can be built: most turns, none can.
  let researchable: number[] | undefined;
  for (let pile = 0; pile < DECKS.length; pile++) {
    const deck = DECKS[pile] as Deck;
    const missing = missingToBuild(state, seat, area, deck, access);
    if (missing === null) continue;
    researchable ??= researchTracks(state, seat);
    const tracks = buildTracks(researchable);
    if (missing === undefined) {
      for (const track of tracks) moves.push(buildMove(seat, deck, track, undefined));
      continue;
    }
    const cards = state.players[seat]?.resourceCards ?? [];
    for (let index = 0; index < cards.length; index++) {
      const resourceCard = cards[index] as number;
      // A hand may hold two copies of a card: one option each way to build, not one per copy.
      if (cards.indexOf(resourceCard) === index && grants(state, resourceCard, missing))
        for (const track of tracks) moves.push(buildMove(seat, deck, track, resourceCard));
    }
  }
  return researchable;
}

/** Whether building from `deck` (with `resourceCard` standing in) is one of the ways of {@link addBuildMoves}. */
export function isBuildOption(
  state: GameState,
  seat: number,
  area: number,
  deck: Deck,
  resourceCard: number | undefined,
): boolean {
  const missing = missingToBuild(state, seat, area, deck, accessibleBuildings(state, seat));
  if (missing === null) return false;
  if (missing === undefined) return resourceCard === undefined;
  return (
    resourceCard !== undefined &&
    (state.players[seat]?.resourceCards.includes(resourceCard) ?? false) &&
    grants(state, resourceCard, missing)
  );
}

/**
 * What stops a seat from building the top card of a pile in `area` (`access`: the buildings it
 * reaches, from {@link accessibleBuildings}): `null` if it cannot build it
 * at all, the one building it lacks access to (a Resource Card can stand in, if no card was
 * played this Sun move), or `undefined` if nothing is missing.
 */
function missingToBuild(
  state: GameState,
  seat: number,
  area: number,
  deck: Deck,
  access: number,
): BuildingType | undefined | null {
  const player = state.players[seat];
  const target = state.areas[area];
  const id = topCard(state, deck);
  const card = id === undefined ? undefined : state.edition.buildingCards[id];
  if (player === undefined || target === undefined || card === undefined) return null;
  const bits = editionBits(state.edition);
  if ((target.buildings & (bits.builds[id as number] as number)) !== 0) return null;
  if ((state.buildingSupply[card.builds] ?? 0) <= 0) return null;
  if (player.supply < scientistsNeeded(state, seat, card)) return null;
  const lacking = (bits.requires[id as number] as number) & ~access;
  if (lacking === 0) return undefined;
  // Two or more buildings out of reach: one Resource Card cannot stand in for both.
  if ((lacking & (lacking - 1)) !== 0) return null;
  if (state.visit.cardPlayed[seat]) return null;
  return BUILDING_TYPES[31 - Math.clz32(lacking)];
}

function grants(state: GameState, resourceCard: number, building: BuildingType): boolean {
  return state.edition.resourceCards[resourceCard]?.grants.includes(building) ?? false;
}

/**
 * Scientists a card needs: as printed, except the Plankton Farm exception of the Polish
 * rulebook: when every player has only one scientist left and the only buildings available (the
 * top cards of the piles) are Plankton Farms, one is enough.
 */
export function scientistsNeeded(state: GameState, seat: number, card: BuildingCardData): number {
  if (card.builds !== 'planktonFarm' || card.scientists <= 1) return card.scientists;
  if ((state.players[seat]?.supply ?? 0) !== 1) return card.scientists;
  for (const player of state.players)
    if (player.supply + player.reserve > 1) return card.scientists;
  for (const pile of DECKS) {
    const top = topCard(state, pile);
    if (top !== undefined && state.edition.buildingCards[top]?.builds !== 'planktonFarm')
      return card.scientists;
  }
  return 1;
}

/** The research points of a build when no track can take them: built, but go nowhere. */
const NO_TRACK: readonly null[] = [null];

/**
 * The tracks a build's research points can go to, given the tracks the seat can research on
 * (`researchTracks`); `[null]` when none can take them.
 */
export function buildTracks(researchable: readonly number[]): readonly (number | null)[] {
  return researchable.length > 0 ? researchable : NO_TRACK;
}

type Build = Extract<Move, { type: 'build' }>;

/** Whether a build is one of {@link addBuildMoves} for the area sailed to. */
export function isLegalBuild(state: GameState, move: Build, area: number): boolean {
  return (
    isBuildOption(state, move.seat, area, move.deck, move.resourceCard) &&
    buildTracks(researchTracks(state, move.seat)).includes(move.track)
  );
}

/** The build move: the top card of `move.deck` in the area the turn's ship sailed to. */
export function performBuild(change: Change, move: Build): void {
  const turn = change.state.turn;
  if (turn === null) return;
  turn.acted = true;
  build(
    change,
    move.seat,
    turn.to,
    move.resourceCard === undefined
      ? { deck: move.deck }
      : { deck: move.deck, resourceCard: move.resourceCard },
    move.track,
  );
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
  const id = topCard(state, option.deck);
  const card = id === undefined ? undefined : state.edition.buildingCards[id];
  if (
    state.players[seat] === undefined ||
    state.areas[area] === undefined ||
    card === undefined ||
    id === undefined
  )
    return;
  const scientists = scientistsNeeded(state, seat, card);
  writablePile(change, option.deck).pop();
  if (option.resourceCard !== undefined) playResourceCard(change, seat, option.resourceCard);
  const target = writableArea(change, area);
  const player = writablePlayer(change, seat);
  target.buildings |= editionBits(state.edition).builds[id] as number;
  const supply = writableBuildingSupply(change);
  supply[card.builds] = (supply[card.builds] ?? 0) - 1;
  player.supply -= scientists;
  target.scientists[seat] = (target.scientists[seat] ?? 0) + scientists;
  player.buildingCards.push(id);
  change.events?.push({
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
