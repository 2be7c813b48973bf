import type { Change } from '../state/change.js';
import type { Move } from '../state/moves.js';
import { SHIP_DISCARDED, type TrackActionEffect } from '../state/state.js';
import {
  writableArea,
  writableLine,
  writablePlayer,
  writableShips,
  writableShipyardPile,
  writableTrack,
  writableVisit,
} from '../state/writable.js';
import { firstAvailableShip, presence } from './board.js';
import { build } from './build.js';
import { resolveNext, runEffects, startDraft } from './effects.js';
import { placeIcebreaker } from './icebreaker.js';
import { advance } from './research.js';
import { buildShipInSunArea, moveShip, takeShipFromBoard } from './ships.js';
import { finishTurn, moveSun } from './turn-flow.js';

/**
 * Carries out a move that is known to be legal, changing `change.state` in place, then resolves
 * whatever follows without a decision.
 */
export function performMove(change: Change, move: Move): void {
  const { state } = change;
  const seat = move.seat;
  const turn = state.turn;
  if (state.players[seat] === undefined) return;
  switch (move.type) {
    case 'placeOpeningCube': {
      writablePlayer(change, seat).cubes--;
      writableTrack(change, move.track).spaces[0] = seat;
      change.events?.push({ type: 'openingCubePlaced', seat, track: move.track });
      state.phase = 'placement';
      if (
        state.placed >=
        (state.edition.placementOrder[state.players.length as 2 | 3 | 4]?.length ?? 0)
      )
        startPlaying(change);
      return;
    }
    case 'placeShip': {
      // Ships to be placed at setup are kept on Available Resources until placed.
      const ship = firstAvailableShip(state, seat);
      writableLine(change, move.area).push(ship);
      writableShips(change)[ship] = move.area;
      state.placed++;
      change.events?.push({ type: 'shipPlaced', seat, area: move.area });
      if (
        state.placed >=
        (state.edition.placementOrder[state.players.length as 2 | 3 | 4]?.length ?? 0)
      )
        startPlaying(change);
      return;
    }
    case 'sail':
      if (turn === null) return;
      takeShipFromBoard(change, turn.ship);
      writableLine(change, move.to).push(turn.ship);
      writableShips(change)[turn.ship] = move.to;
      turn.to = move.to;
      change.events?.push({ type: 'sailed', seat, from: turn.from, to: move.to });
      return;
    case 'build':
      if (turn === null) return;
      turn.acted = true;
      build(
        change,
        seat,
        turn.to,
        move.resourceCard === undefined
          ? { deck: move.deck }
          : { deck: move.deck, resourceCard: move.resourceCard },
        move.track,
      );
      break;
    case 'buildShip':
      if (turn === null) return;
      turn.acted = true;
      resolveNext(change, buildShipInSunArea(change, seat));
      break;
    case 'recruit': {
      if (turn === null) return;
      turn.acted = true;
      const player = writablePlayer(change, seat);
      const count = Math.min(player.reserve, presence(state, seat, turn.to));
      player.reserve -= count;
      player.supply += count;
      change.events?.push({ type: 'recruited', seat, scientists: count });
      break;
    }
    case 'research':
      if (turn === null) return;
      turn.acted = true;
      resolveNext(change, advance(change, seat, move.track, presence(state, seat, turn.to)));
      break;
    case 'playIcebreaker':
      playShipyardCard(change, seat, 'icebreaker', move.area);
      placeIcebreaker(change, seat, move.area);
      return;
    case 'playPlaceScientist': {
      if (turn === null) return;
      playShipyardCard(change, seat, 'placeScientist');
      writablePlayer(change, seat).supply--;
      const area = writableArea(change, turn.to);
      area.scientists[seat] = (area.scientists[seat] ?? 0) + 1;
      change.events?.push({ type: 'scientistPlaced', seat, area: turn.to });
      return;
    }
    case 'playPlusTwoScientists': {
      playShipyardCard(change, seat, 'plusTwoScientists');
      const player = writablePlayer(change, seat);
      const count = Math.min(2, player.reserve);
      player.reserve -= count;
      player.supply += count;
      change.events?.push({ type: 'recruited', seat, scientists: count });
      return;
    }
    case 'playFastResearch':
      playShipyardCard(change, seat, 'fastResearch');
      resolveNext(change, advance(change, seat, move.track, 3));
      break;
    case 'discard': {
      if (turn === null) return;
      turn.discarded = true;
      const player = writablePlayer(change, seat);
      let area: number | undefined;
      if (move.resource === 'cube') {
        player.cubes--;
      } else {
        const ship = move.resource === 'boardShip' ? move.ship : firstAvailableShip(state, seat);
        if (ship < 0) return;
        if (move.resource === 'boardShip') {
          area = state.ships[ship];
          takeShipFromBoard(change, ship);
        }
        writableShips(change)[ship] = SHIP_DISCARDED;
      }
      player.discarded++;
      if (player.reserve > 0) {
        player.reserve--;
        player.supply++;
      }
      change.events?.push({
        type: 'discarded',
        seat,
        resource: move.resource === 'cube' ? 'cube' : 'ship',
        ...(move.resource === 'boardShip' ? { area: area ?? -1, ship: move.ship } : {}),
      });
      return;
    }
    case 'endTurn':
      finishTurn(change);
      break;
    case 'moveShip': {
      const effect = state.pending[0] as TrackActionEffect;
      effect.seats.shift();
      moveShip(change, seat, move.ship, move.to);
      break;
    }
    case 'advance': {
      const effect = state.pending[0] as TrackActionEffect;
      effect.seats.shift();
      effect.usedTracks.push(move.track);
      effect.deferred.push(...advance(change, seat, move.track, 3));
      break;
    }
    case 'pass': {
      const effect = state.pending[0];
      if (effect !== undefined) effect.seats.shift();
      // With nothing pending, a pass declines an Icebreaker turn before its ship sails.
      else finishTurn(change);
      break;
    }
    case 'takeShipyardCard': {
      const effect = state.pending[0];
      effect?.seats.shift();
      const pile = writableShipyardPile(change);
      pile.splice(pile.indexOf(move.card), 1);
      writablePlayer(change, seat).shipyardCards.push(move.card);
      change.events?.push({ type: 'shipyardCardTaken', seat, card: move.card });
      break;
    }
    case 'drawDraftCards': {
      state.pending.shift();
      const pile = writableShipyardPile(change);
      for (const card of move.cards) pile.splice(pile.indexOf(card), 1);
      startDraft(change, seat, move.cards.slice());
      break;
    }
    case 'draftPick': {
      const effect = state.pending[0];
      if (effect?.kind !== 'draft') return;
      effect.seats.shift();
      effect.cards.splice(effect.cards.indexOf(move.card), 1);
      writablePlayer(change, seat).shipyardCards.push(move.card);
      change.events?.push({ type: 'shipyardCardTaken', seat, card: move.card });
      break;
    }
  }
  runEffects(change);
}

function playShipyardCard(
  change: Change,
  seat: number,
  card: 'icebreaker' | 'placeScientist' | 'plusTwoScientists' | 'fastResearch',
  area?: number,
): void {
  const player = writablePlayer(change, seat);
  player.shipyardCards.splice(player.shipyardCards.indexOf(card), 1);
  writableVisit(change).cardPlayed[seat] = true;
  change.events?.push({
    type: 'shipyardCardPlayed',
    seat,
    card,
    ...(area === undefined ? {} : { area }),
  });
}

/** Setup is done: the Sun moves from its starting area to the first area with ships. */
export function startPlaying(change: Change): void {
  change.state.phase = 'playing';
  moveSun(change);
}
