import type { GameState, Move } from '@antarctica-game/engine';
import { resourceCardMatches, resourceCardName } from '../../syntax/card-names.js';
import { writeMoveToken } from '../../syntax/move-token.js';
import type { NotationMove, ResourceCardRef, ShipRef } from '../../syntax/record.js';
import { seatLetter } from '../../syntax/vocabulary.js';

/** A notation move turned into the engine's, or why it cannot be. */
export type Converted =
  | {
      /** The written move names pieces that exist. */
      ok: true;
      /** The engine's move, ships by id and cards by id. */
      move: Move;
    }
  | {
      /** The written move names a piece that is not there. */
      ok: false;
      /** A ship with no such place in line (or not the mover's), or a card the mover cannot use. */
      code: 'no-such-ship' | 'no-such-card';
      /** What was not found, in words. */
      message: string;
    };

/**
 * The engine move a written move stands for in `state`, for `seat`: ships named by area and
 * place become ship ids, Resource Cards named by what they stand in for become card ids. Moves
 * with a `?` must be filled before (see the replay); they are refused here.
 */
export function toEngineMove(state: GameState, seat: number, move: NotationMove): Converted {
  switch (move.type) {
    case 'build': {
      const built: Extract<Move, { type: 'build' }> = {
        type: 'build',
        seat,
        deck: move.deck,
        track: move.track,
      };
      if (move.resourceCard !== undefined) {
        const card = cardInHand(state, seat, move.resourceCard);
        if (card === null)
          return {
            ok: false,
            code: 'no-such-card',
            message: `player ${seatLetter(seat)} holds no Resource Card ${resourceCardName(move.resourceCard)}`,
          };
        built.resourceCard = card;
      }
      return { ok: true, move: built };
    }
    case 'discard': {
      if (move.resource !== 'boardShip')
        return { ok: true, move: { type: 'discard', seat, resource: move.resource } };
      const ship = shipAt(state, move.ship);
      if (ship === null) return noShip(state, move.ship);
      return { ok: true, move: { type: 'discard', seat, resource: 'boardShip', ship } };
    }
    case 'moveShip': {
      const ship = shipAt(state, move.ship);
      if (ship === null) return noShip(state, move.ship);
      return { ok: true, move: { type: 'moveShip', seat, ship, to: move.to } };
    }
    case 'takeShipyardCard':
    case 'draftPick':
      if (move.card === null) return unknownCard();
      return { ok: true, move: { type: move.type, seat, card: move.card } };
    case 'drawDraftCards':
      if (move.cards === null || move.cards.includes(null)) return unknownCard();
      return {
        ok: true,
        move: {
          type: 'drawDraftCards',
          seat,
          cards: move.cards as Extract<Move, { type: 'drawDraftCards' }>['cards'],
        },
      };
    // The rest are built field by field (as fast as the engine's own moves), in the order a
    // spread of the written move would give: its fields, then the seat.
    case 'placeOpeningCube':
    case 'research':
    case 'playFastResearch':
    case 'advance':
      return { ok: true, move: { type: move.type, track: move.track, seat } };
    case 'placeShip':
    case 'playIcebreaker':
      return { ok: true, move: { type: move.type, area: move.area, seat } };
    case 'sail':
      return { ok: true, move: { type: 'sail', to: move.to, seat } };
    default:
      return { ok: true, move: { type: move.type, seat } };
  }
}

function unknownCard(): Converted {
  return {
    ok: false,
    code: 'no-such-card',
    message: 'a card not seen (?) must be filled before the move is played',
  };
}

/** The id of the ship at an area and place in line, or null. */
export function shipAt(state: GameState, ref: ShipRef): number | null {
  return state.areas[ref.area]?.ships[ref.place] ?? null;
}

function noShip(state: GameState, ref: ShipRef): Converted {
  const line = state.areas[ref.area]?.ships.length ?? 0;
  return {
    ok: false,
    code: 'no-such-ship',
    message:
      line === 0
        ? `there is no ship in area ${ref.area + 1}`
        : `area ${ref.area + 1} has ${line} ship${line === 1 ? '' : 's'} in line, so no ship at place ${String.fromCharCode(97 + ref.place)}`,
  };
}

/** The id of the Resource Card a seat holds that a reference names, or null. */
export function cardInHand(state: GameState, seat: number, ref: ResourceCardRef): number | null {
  const hand = state.players[seat]?.resourceCards ?? [];
  let wanted = ref.copy ?? 1;
  for (const card of hand) {
    if (!resourceCardMatches(state.edition, card, ref.grants)) continue;
    wanted--;
    if (wanted === 0) return card;
  }
  return null;
}

/**
 * The notation of an engine move in `state` (the state before it): ship ids become area and
 * place, Resource Card ids the Buildings they stand in for (with a copy number when the hand
 * holds another alike before it).
 */
export function toNotationMove(state: GameState, move: Move): NotationMove {
  switch (move.type) {
    case 'build': {
      const written: Extract<NotationMove, { type: 'build' }> = {
        type: 'build',
        deck: move.deck,
        track: move.track,
      };
      if (move.resourceCard !== undefined) {
        const grants = state.edition.resourceCards[move.resourceCard]?.grants ?? [];
        let copy = 0;
        for (const card of state.players[move.seat]?.resourceCards ?? []) {
          if (!resourceCardMatches(state.edition, card, grants)) continue;
          copy++;
          if (card === move.resourceCard) break;
        }
        written.resourceCard =
          copy > 1 ? { grants: grants.slice(), copy } : { grants: grants.slice() };
      }
      return written;
    }
    case 'discard':
      if (move.resource === 'boardShip')
        return { type: 'discard', resource: 'boardShip', ship: shipRef(state, move.ship) };
      return { type: 'discard', resource: move.resource };
    case 'moveShip':
      return { type: 'moveShip', ship: shipRef(state, move.ship), to: move.to };
    case 'drawDraftCards':
      return { type: 'drawDraftCards', cards: move.cards.slice() };
    default: {
      const { seat: _seat, ...rest } = move;
      return rest as NotationMove;
    }
  }
}

/** Where a ship stands: its area and place in line. */
export function shipRef(state: GameState, ship: number): ShipRef {
  const area = state.ships[ship] ?? -1;
  return { area, place: state.areas[area]?.ships.indexOf(ship) ?? -1 };
}

/** An engine move written as a token with its seat letter (`Bti`), for lists of legal moves. */
export function engineMoveText(state: GameState, move: Move): string {
  return `${seatLetter(move.seat)}${writeMoveToken(toNotationMove(state, move))}`;
}
