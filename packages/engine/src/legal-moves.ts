import { currentDecision } from './decision.js';
import { SHIPYARD_CARDS } from './edition/edition.js';
import type { Move } from './moves.js';
import { availableShips, canEnter, hasBuilding, shipOwner, targetsFrom } from './rules/board.js';
import { buildOptions, buildTracks } from './rules/build.js';
import { advanceThreeTracks } from './rules/effects.js';
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
          ? shipMoves(state, seat).map(([from, to]) => ({ type: 'moveShip', seat, from, to }))
          : advanceThreeTracks({ state }, effect, seat).map((track) => ({
              type: 'advance',
              seat,
              track,
            }));
      moves.push({ type: 'pass', seat });
      return moves;
    }
    case 'shipyardPick':
      return SHIPYARD_CARDS.filter((card) => state.shipyardPile.includes(card)).map((card) => ({
        type: 'takeShipyardCard',
        seat: decision.seat,
        card,
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
    if (cards.has('icebreaker')) {
      state.areas.forEach((candidate, index) => {
        const second = candidate.ships[1];
        if (index === state.sun || second === undefined || shipOwner(second) !== seat) return;
        if (state.icebreakers.some((icebreaker) => icebreaker.area === index)) return;
        moves.push({ type: 'playIcebreaker', seat, area: index });
      });
    }
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

/** The discards a seat may make now: once per turn, a cube or ship, but not the ship taking the turn. */
function discardMoves(state: GameState, seat: number): Move[] {
  const turn = state.turn;
  const player = state.players[seat];
  if (turn === null || player === undefined || turn.discarded) return [];
  const moves: Move[] = [];
  if (player.cubes > 0) moves.push({ type: 'discard', seat, resource: 'cube' });
  if (availableShips(state, seat).length > 0)
    moves.push({ type: 'discard', seat, resource: 'availableShip' });
  state.areas.forEach((candidate, index) => {
    if (candidate.ships.some((ship) => shipOwner(ship) === seat && ship !== turn.ship)) {
      moves.push({ type: 'discard', seat, resource: 'boardShip', area: index });
    }
  });
  return moves;
}
