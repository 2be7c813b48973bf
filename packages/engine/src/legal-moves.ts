import { currentDecision } from './decision.js';
import { SHIPYARD_CARDS, type ShipyardCard } from './edition/edition.js';
import type { Move } from './moves.js';
import { availableShips, canEnter, hasBuilding, shipOwner, targetsFrom } from './rules/board.js';
import { buildOptions, buildTracks } from './rules/build.js';
import { advanceThreeTracks } from './rules/effects.js';
import { icebreakerAreas } from './rules/icebreaker.js';
import { canResearchOn, researchTracks, tracksOfCenter } from './rules/research.js';
import { shipMoves } from './rules/ships.js';
import type { GameState, TrackActionEffect } from './state.js';

/**
 * Every legal move of the player who must decide now, with its arguments. Empty once the game
 * is over. Moves that would change nothing (recruiting with an empty reserve, playing "+2
 * Scientists" with none left) are not listed; ending the turn covers doing nothing.
 */
export function legalMoves(state: GameState): Move[] {
  const decision = currentDecision(state);
  switch (decision.kind) {
    case 'gameOver':
      return [];
    case 'openingCube':
      return openTracks(state).map((track) => ({
        type: 'placeOpeningCube',
        seat: decision.seat,
        track,
      }));
    case 'placeShip':
      return state.areas.flatMap((_, area) =>
        canEnter(state, area) ? [{ type: 'placeShip', seat: decision.seat, area } as const] : [],
      );
    case 'sail': {
      const moves: Move[] = targetsFrom(state, decision.from).map((to) => ({
        type: 'sail',
        seat: decision.seat,
        to,
      }));
      // Discarding is allowed at any time of the turn, so also before sailing (it can free a ship space).
      moves.push(...discardMoves(state, decision.seat));
      if (decision.icebreaker) moves.push({ type: 'pass', seat: decision.seat });
      return moves;
    }
    case 'turn':
      return turnMoves(state, decision.seat, decision.area, decision.acted);
    case 'trackAction': {
      const seat = decision.seat;
      const effect = state.pending[0] as TrackActionEffect;
      const moves: Move[] =
        decision.symbol === 'moveShip'
          ? shipMoves(state, seat).map(([ship, to]) => ({ type: 'moveShip', seat, ship, to }))
          : advanceThreeTracks({ state }, effect, seat).map((track) => ({
              type: 'advance',
              seat,
              track,
            }));
      moves.push({ type: 'pass', seat });
      return moves;
    }
    case 'shipyardPick': {
      const moves: Move[] = SHIPYARD_CARDS.filter((card) => state.shipyardPile.includes(card)).map(
        (card) => ({ type: 'takeShipyardCard', seat: decision.seat, card }),
      );
      if (state.rules.shipyardCardChoice === 'optional')
        moves.push({ type: 'pass', seat: decision.seat });
      return moves;
    }
    case 'draftDraw':
      return draftDraws(state.shipyardPile, decision.count).map((cards) => ({
        type: 'drawDraftCards',
        seat: decision.seat,
        cards,
      }));
    case 'draft':
      return SHIPYARD_CARDS.filter((card) => decision.cards.includes(card)).map((card) => ({
        type: 'draftPick',
        seat: decision.seat,
        card,
      }));
  }
}

function openTracks(state: GameState): number[] {
  return state.tracks.flatMap((track, index) => (track.closed ? [] : [index]));
}

function turnMoves(state: GameState, seat: number, area: number, acted: boolean): Move[] {
  const moves: Move[] = [];
  const player = state.players[seat];
  const turn = state.turn;
  if (player === undefined || turn === null) return moves;
  if (!acted) {
    const tracks = buildTracks(state, seat);
    for (const option of buildOptions(state, seat, area)) {
      for (const track of tracks)
        moves.push({
          type: 'build',
          seat,
          deck: option.deck,
          track,
          ...(option.resourceCard === undefined ? {} : { resourceCard: option.resourceCard }),
        });
    }
    const sunLine = state.areas[state.sun]?.ships.length ?? 0;
    if (
      hasBuilding(state, area, 'shipyard') &&
      availableShips(state, seat).length > 0 &&
      sunLine < state.edition.shipSpaces
    ) {
      moves.push({ type: 'buildShip', seat });
    }
    if (hasBuilding(state, area, 'camp') && player.reserve > 0)
      moves.push({ type: 'recruit', seat });
    for (const track of researchTracksAt(state, seat, area))
      moves.push({ type: 'research', seat, track });
  }
  if (!state.visit.cardPlayed[seat]) {
    const cards = new Set(player.shipyardCards);
    if (cards.has('icebreaker'))
      for (const target of icebreakerAreas(state, seat))
        moves.push({ type: 'playIcebreaker', seat, area: target });
    if (cards.has('placeScientist') && player.supply > 0)
      moves.push({ type: 'playPlaceScientist', seat });
    if (cards.has('plusTwoScientists') && player.reserve > 0)
      moves.push({ type: 'playPlusTwoScientists', seat });
    if (cards.has('fastResearch'))
      for (const track of researchTracks(state, seat))
        moves.push({ type: 'playFastResearch', seat, track });
  }
  moves.push(...discardMoves(state, seat));
  moves.push({ type: 'endTurn', seat });
  return moves;
}

/** The tracks the Research Centers in an area let a seat advance on. */
function researchTracksAt(state: GameState, seat: number, area: number): number[] {
  const tracks = new Set<number>();
  for (const center of [
    'inlandResearchCenter',
    'coastalResearchCenter',
    'navalResearchCenter',
  ] as const) {
    if (!hasBuilding(state, area, center)) continue;
    for (const track of tracksOfCenter(state, center))
      if (canResearchOn(state, seat, track)) tracks.add(track);
  }
  return [...tracks].sort((a, b) => a - b);
}

/**
 * The discards a seat may make now: once per turn, a cube, a ship from Available Resources, or
 * any of its ships on the board. The ship taking the turn must sail first, and with the reading
 * `turnShipDiscard: 'never'` it cannot be discarded at all.
 */
function discardMoves(state: GameState, seat: number): Move[] {
  const turn = state.turn;
  const player = state.players[seat];
  if (turn === null || player === undefined || turn.discarded) return [];
  const moves: Move[] = [];
  if (player.cubes > 0) moves.push({ type: 'discard', seat, resource: 'cube' });
  if (availableShips(state, seat).length > 0)
    moves.push({ type: 'discard', seat, resource: 'availableShip' });
  const turnShipStays = turn.to < 0 || state.rules.turnShipDiscard === 'never';
  for (const area of state.areas) {
    for (const ship of area.ships) {
      if (shipOwner(ship) !== seat || (ship === turn.ship && turnShipStays)) continue;
      moves.push({ type: 'discard', seat, resource: 'boardShip', ship });
    }
  }
  return moves;
}

/**
 * Every distinct set of `count` Shipyard Cards the pile can turn up, each sorted in the order of
 * {@link SHIPYARD_CARDS}.
 */
function draftDraws(pile: readonly ShipyardCard[], count: number): ShipyardCard[][] {
  const left = SHIPYARD_CARDS.map((card) => pile.filter((candidate) => candidate === card).length);
  const draws: ShipyardCard[][] = [];
  const pick = (kind: number, cards: ShipyardCard[]): void => {
    if (cards.length === count) {
      draws.push(cards.slice());
      return;
    }
    for (let next = kind; next < SHIPYARD_CARDS.length; next++) {
      if ((left[next] ?? 0) === 0) continue;
      left[next] = (left[next] ?? 0) - 1;
      cards.push(SHIPYARD_CARDS[next] as ShipyardCard);
      pick(next, cards);
      cards.pop();
      left[next] = (left[next] ?? 0) + 1;
    }
  };
  pick(0, []);
  return draws;
}
