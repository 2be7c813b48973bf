import { type BuildingType, DECKS, type Deck } from '../edition/edition.js';
import type { Change } from './change.js';
import type { AreaState, Effect, GameState, Icebreaker, PlayerState, TrackState } from './state.js';

// Callers such as immer, Redux Toolkit or boardgame.io hand the engine deep-frozen states, and the
// engine works on them as they are. V8 runs some array builtins many times slower on frozen
// arrays (`slice` about 20x; `some`, `every`, `filter`, `find` 4-6x), and `for...of` and array
// destructuring showed up in profiles of all-frozen games too, so the rules avoid those on the
// lists they read at every move (a state's, and the edition's, always frozen): copies use spread
// syntax, searches and walks plain indexed loops, `includes` or `indexOf`.

/** The bits of {@link Owned.parts}. */
const Part = {
  Ships: 1,
  BasicPile: 2,
  ShipyardPile: 4,
  ResourcePile: 8,
  BuildingSupply: 16,
  Icebreakers: 32,
  DoublePile: 64,
  AdvancedPile: 128,
  Visit: 256,
} as const;

/**
 * The pending effects of a change that starts with none: shared, and frozen so that a rule
 * writing to it by mistake fails loudly; `resolveNext` puts new effects in a list of their own.
 */
export const NO_EFFECTS: Effect[] = Object.freeze([]) as unknown as Effect[];

/**
 * Starts changing `state`: a shallow copy whose small parts that nearly every move writes (the
 * turn, pending effects) are copied now, and the rest on first write.
 */
export function beginChange(state: GameState, events: Change['events']): Change {
  const turn = state.turn;
  const next: GameState = {
    version: state.version,
    edition: state.edition,
    rules: state.rules,
    chance: state.chance,
    // The lists of players, areas and tracks are copied with their first changed entry.
    players: state.players,
    areas: state.areas,
    tracks: state.tracks,
    ships: state.ships,
    sun: state.sun,
    piles: state.piles,
    shipyardPile: state.shipyardPile,
    resourcePile: state.resourcePile,
    buildingSupply: state.buildingSupply,
    icebreakers: state.icebreakers,
    phase: state.phase,
    placed: state.placed,
    turn:
      turn === null
        ? null
        : {
            seat: turn.seat,
            ship: turn.ship,
            from: turn.from,
            to: turn.to,
            acted: turn.acted,
            discarded: turn.discarded,
            icebreaker: turn.icebreaker,
            // Never written in place (see buildShipInSunArea): shared.
            builtShips: turn.builtShips,
          },
    visit: state.visit,
    pending: state.pending.length === 0 ? NO_EFFECTS : state.pending.map(copyEffect),
    rng: state.rng,
    moves: state.moves,
    ended: state.ended,
  };
  return { state: next, events, owned: { players: 0, areas: 0, lines: 0, tracks: 0, parts: 0 } };
}

/** A player of the changed state that this change may write. */
export function writablePlayer(change: Change, seat: number): PlayerState {
  const { state, owned } = change;
  const player = state.players[seat] as PlayerState;
  if (owned === undefined || (owned.players & (1 << seat)) !== 0) return player;
  if (owned.players === 0) state.players = [...state.players];
  owned.players |= 1 << seat;
  const copy: PlayerState = {
    color: player.color,
    supply: player.supply,
    reserve: player.reserve,
    cubes: player.cubes,
    discarded: player.discarded,
    buildingCards: [...player.buildingCards],
    shipyardCards: [...player.shipyardCards],
    resourceCards: [...player.resourceCards],
    startingBasicCard: player.startingBasicCard,
  };
  if (player.name !== undefined) copy.name = player.name;
  state.players[seat] = copy;
  return copy;
}

/** An area of the changed state that this change may write, with its lists. */
export function writableArea(change: Change, index: number): AreaState {
  const { owned } = change;
  if (owned === undefined || (owned.areas & (1 << index)) !== 0)
    return change.state.areas[index] as AreaState;
  // The area and its line, as a ship's move copies them (perhaps already), then its scientists.
  writableLine(change, index);
  const area = change.state.areas[index] as AreaState;
  area.scientists = [...area.scientists];
  owned.areas |= 1 << index;
  return area;
}

/**
 * The line of ships of an area, writable: copies the area and its line but shares its list of
 * scientists, which the moves of ships (the commonest writes) leave alone.
 */
export function writableLine(change: Change, index: number): number[] {
  const { state, owned } = change;
  const area = state.areas[index] as AreaState;
  if (owned === undefined || (owned.lines & (1 << index)) !== 0) return area.ships;
  if (owned.lines === 0) state.areas = [...state.areas];
  owned.lines |= 1 << index;
  const copy: AreaState = {
    closed: area.closed,
    ships: [...area.ships],
    buildings: area.buildings,
    scientists: area.scientists,
  };
  state.areas[index] = copy;
  return copy.ships;
}

/** A Research Track of the changed state that this change may write. */
export function writableTrack(change: Change, index: number): TrackState {
  const { state, owned } = change;
  const track = state.tracks[index] as TrackState;
  if (owned === undefined || (owned.tracks & (1 << index)) !== 0) return track;
  if (owned.tracks === 0) state.tracks = [...state.tracks];
  owned.tracks |= 1 << index;
  const copy: TrackState = {
    closed: track.closed,
    spaces: [...track.spaces],
    blueUsed: [...track.blueUsed],
  };
  state.tracks[index] = copy;
  return copy;
}

/** Whether the part is still shared; marks it owned (the caller copies it now). */
function claim(change: Change, part: number): boolean {
  const owned = change.owned;
  if (owned === undefined || (owned.parts & part) !== 0) return false;
  owned.parts |= part;
  return true;
}

/** Where every ship is (`state.ships`), writable. */
export function writableShips(change: Change): number[] {
  if (claim(change, Part.Ships)) change.state.ships = [...change.state.ships];
  return change.state.ships;
}

/** One Building Card pile, writable (the other piles stay shared). */
export function writablePile(change: Change, deck: Deck): number[] {
  const part =
    deck === 'basic' ? Part.BasicPile : deck === 'double' ? Part.DoublePile : Part.AdvancedPile;
  if (claim(change, part)) {
    const piles = change.state.piles;
    const copy = { basic: piles.basic, double: piles.double, advanced: piles.advanced };
    copy[deck] = [...piles[deck]];
    change.state.piles = copy;
  }
  return change.state.piles[deck];
}

/** The Shipyard Card pile, writable. */
export function writableShipyardPile(change: Change): GameState['shipyardPile'] {
  if (claim(change, Part.ShipyardPile)) change.state.shipyardPile = [...change.state.shipyardPile];
  return change.state.shipyardPile;
}

/** The Resource Card Pile, writable. */
export function writableResourcePile(change: Change): number[] {
  if (claim(change, Part.ResourcePile)) change.state.resourcePile = [...change.state.resourcePile];
  return change.state.resourcePile;
}

/** The buildings not yet on the board, writable. */
export function writableBuildingSupply(change: Change): Record<string, number> {
  if (claim(change, Part.BuildingSupply))
    change.state.buildingSupply = copyBuildingSupply(change.state.buildingSupply);
  return change.state.buildingSupply;
}

/**
 * A copy of a building supply (one count per kind of building, as every valid state has),
 * written out key by key: V8 copies this 14-key record some 30 times faster so than with spread
 * syntax, which was a hot spot of building.
 */
export function copyBuildingSupply(
  supply: Readonly<Record<string, number>>,
): Record<string, number> {
  const copy: Record<BuildingType, number> = {
    camp: supply.camp as number,
    shipyard: supply.shipyard as number,
    crane: supply.crane as number,
    shaftTower: supply.shaftTower as number,
    derrick: supply.derrick as number,
    windTurbine: supply.windTurbine as number,
    lab: supply.lab as number,
    factory: supply.factory as number,
    inlandResearchCenter: supply.inlandResearchCenter as number,
    coastalResearchCenter: supply.coastalResearchCenter as number,
    navalResearchCenter: supply.navalResearchCenter as number,
    headquarters: supply.headquarters as number,
    planktonFarm: supply.planktonFarm as number,
    parabolicAntenna: supply.parabolicAntenna as number,
  };
  return copy;
}

/** The Sun's visit (its Icebreaker, the cards played), writable. */
export function writableVisit(change: Change): GameState['visit'] {
  if (claim(change, Part.Visit)) {
    const visit = change.state.visit;
    change.state.visit = {
      area: visit.area,
      icebreaker:
        visit.icebreaker === null
          ? null
          : { seat: visit.icebreaker.seat, ship: visit.icebreaker.ship },
      cardPlayed: [...visit.cardPlayed],
    };
  }
  return change.state.visit;
}

/** The Icebreakers waiting on the board, writable (each entry is never changed, only replaced). */
export function writableIcebreakers(change: Change): Icebreaker[] {
  if (claim(change, Part.Icebreakers)) change.state.icebreakers = [...change.state.icebreakers];
  return change.state.icebreakers;
}

function copyEffect(effect: Effect): Effect {
  switch (effect.kind) {
    case 'trackAction':
      return {
        kind: 'trackAction',
        symbol: effect.symbol,
        mover: effect.mover,
        seats: [...effect.seats],
        usedTracks: [...effect.usedTracks],
        deferred: effect.deferred.map(copyEffect),
      };
    case 'shipyardPick':
      return { kind: 'shipyardPick', seats: [...effect.seats] };
    case 'draft':
      return { kind: 'draft', seats: [...effect.seats], cards: [...effect.cards] };
    case 'draftDraw':
      return { kind: 'draftDraw', seats: [...effect.seats], count: effect.count };
  }
}

/**
 * A deep copy of a game state that shares nothing writable with it (the edition, never changed,
 * is shared): every part copied as a move would copy it on first write.
 */
export function cloneState(state: GameState): GameState {
  const change = beginChange(state, undefined);
  for (let seat = 0; seat < state.players.length; seat++) writablePlayer(change, seat);
  for (let area = 0; area < state.areas.length; area++) writableArea(change, area);
  for (let track = 0; track < state.tracks.length; track++) writableTrack(change, track);
  writableShips(change);
  for (const deck of DECKS) writablePile(change, deck);
  writableShipyardPile(change);
  writableResourcePile(change);
  writableBuildingSupply(change);
  writableIcebreakers(change);
  writableVisit(change);
  // The parts a move never writes in place are shared between states; a clone gets its own.
  const { state: copy } = change;
  if (copy.pending === NO_EFFECTS) copy.pending = [];
  if (copy.turn !== null) copy.turn.builtShips = [...copy.turn.builtShips];
  return copy;
}
