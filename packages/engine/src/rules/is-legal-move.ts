import { decisionOf } from '../decision.js';
import {
  canBuildShip,
  canPlayPlaceScientist,
  canPlayPlusTwoScientists,
  canRecruit,
  draftDraws,
  researchTracksAt,
  turnShipMayGo,
} from '../legal-moves.js';
import { moveKey } from '../state/move-key.js';
import type { Move } from '../state/moves.js';
import type { GameState, TrackActionEffect } from '../state/state.js';
import { canEnter, hasAvailableShip, shipOwner } from './board.js';
import { buildTracks, isBuildOption } from './build.js';
import { advanceThreeTracks } from './effects.js';
import { icebreakerAreas } from './icebreaker.js';
import { canResearchOn, researchTracks } from './research.js';

/**
 * Whether `move` is one of {@link legalMoves}`(state)`, decided without listing them: `applyMove`
 * checks every move, and a bot has usually just listed the moves itself. A test checks every move
 * of every type against the list over thousands of positions.
 */
export function isLegalMove(state: GameState, move: Move): boolean {
  if (Number.isNaN(moveKey(move))) return false;
  const decision = decisionOf(state);
  if (decision.kind === 'gameOver' || move.seat !== decision.seat) return false;
  const seat = move.seat;
  switch (decision.kind) {
    case 'openingCube':
      return move.type === 'placeOpeningCube' && state.tracks[move.track]?.closed === false;
    case 'placeShip':
      return move.type === 'placeShip' && canEnter(state, move.area);
    case 'sail':
      if (move.type === 'sail') return move.to !== decision.from && canEnter(state, move.to);
      if (move.type === 'discard') return isLegalDiscard(state, move);
      return move.type === 'pass' && decision.icebreaker;
    case 'turn':
      return isLegalInTurn(state, move, decision.area, decision.acted);
    case 'trackAction': {
      if (move.type === 'pass') return true;
      if (decision.symbol === 'moveShip') {
        if (move.type !== 'moveShip') return false;
        const from = state.ships[move.ship] ?? -1;
        return (
          shipOwner(move.ship) === seat &&
          from >= 0 &&
          from !== move.to &&
          !(state.turn?.builtShips.includes(move.ship) ?? false) &&
          canEnter(state, move.to)
        );
      }
      const effect = state.pending[0] as TrackActionEffect;
      return (
        move.type === 'advance' && advanceThreeTracks({ state }, effect, seat).includes(move.track)
      );
    }
    case 'shipyardPick':
      if (move.type === 'pass') return state.rules.shipyardCardChoice === 'optional';
      return move.type === 'takeShipyardCard' && state.shipyardPile.includes(move.card);
    case 'draftDraw': {
      if (move.type !== 'drawDraftCards') return false;
      const wanted = moveKey(move);
      return draftDraws(state.shipyardPile, decision.count).some(
        (cards) => moveKey({ type: 'drawDraftCards', seat, cards }) === wanted,
      );
    }
    case 'draft':
      return move.type === 'draftPick' && decision.cards.includes(move.card);
  }
}

function isLegalInTurn(state: GameState, move: Move, area: number, acted: boolean): boolean {
  const seat = move.seat;
  const player = state.players[seat];
  if (player === undefined) return false;
  const cardFree = !state.visit.cardPlayed[seat];
  switch (move.type) {
    case 'endTurn':
      return true;
    case 'discard':
      return isLegalDiscard(state, move);
    case 'build':
      return (
        !acted &&
        isBuildOption(state, seat, area, move.deck, move.resourceCard) &&
        buildTracks(researchTracks(state, seat)).includes(move.track)
      );
    case 'buildShip':
      return !acted && canBuildShip(state, seat, area);
    case 'recruit':
      return !acted && canRecruit(state, seat, area);
    case 'research':
      return !acted && researchTracksAt(state, seat, area).includes(move.track);
    case 'playIcebreaker':
      return (
        cardFree &&
        player.shipyardCards.includes('icebreaker') &&
        icebreakerAreas(state, seat).includes(move.area)
      );
    case 'playPlaceScientist':
      return cardFree && canPlayPlaceScientist(state, seat);
    case 'playPlusTwoScientists':
      return cardFree && canPlayPlusTwoScientists(state, seat);
    case 'playFastResearch':
      return (
        cardFree &&
        player.shipyardCards.includes('fastResearch') &&
        canResearchOn(state, seat, move.track)
      );
    default:
      return false;
  }
}

function isLegalDiscard(state: GameState, move: Extract<Move, { type: 'discard' }>): boolean {
  const turn = state.turn;
  const player = state.players[move.seat];
  if (turn === null || player === undefined || turn.discarded) return false;
  switch (move.resource) {
    case 'cube':
      return player.cubes > 0;
    case 'availableShip':
      return hasAvailableShip(state, move.seat);
    case 'boardShip':
      return (
        shipOwner(move.ship) === move.seat &&
        (state.ships[move.ship] ?? -1) >= 0 &&
        turnShipMayGo(state, move.ship)
      );
  }
}
