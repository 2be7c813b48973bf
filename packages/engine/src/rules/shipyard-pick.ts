// Taking a Shipyard Card of one's choice after another player built a ship (or passing, with the
// reading `shipyardCardChoice: 'optional'`): its listing, check and effect.
import { SHIPYARD_CARDS, type ShipyardCard } from '../edition/edition.js';
import type { Change } from '../state/change.js';
import { passMove, takeShipyardCardMove } from '../state/move-pool.js';
import type { Move } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { writablePlayer, writableShipyardPile } from '../state/writable.js';

/** One move per kind of card in the pile, and a pass if the reading allows it. */
export function shipyardPickMoves(state: GameState, seat: number): Move[] {
  const moves: Move[] = [];
  for (let index = 0; index < SHIPYARD_CARDS.length; index++) {
    const card = SHIPYARD_CARDS[index] as ShipyardCard;
    if (state.shipyardPile.includes(card)) moves.push(takeShipyardCardMove(seat, card));
  }
  if (state.rules.shipyardCardChoice === 'optional') moves.push(passMove(seat));
  return moves;
}

/** Whether `move` is one of {@link shipyardPickMoves}. */
export function isLegalInShipyardPick(state: GameState, move: Move): boolean {
  if (move.type === 'pass') return state.rules.shipyardCardChoice === 'optional';
  return move.type === 'takeShipyardCard' && state.shipyardPile.includes(move.card);
}

/** Takes the card from the pile into the seat's hand. */
export function takeShipyardCard(
  change: Change,
  move: Extract<Move, { type: 'takeShipyardCard' }>,
): void {
  const effect = change.state.pending[0];
  effect?.seats.shift();
  const pile = writableShipyardPile(change);
  pile.splice(pile.indexOf(move.card), 1);
  writablePlayer(change, move.seat).shipyardCards.push(move.card);
  change.events?.push({ type: 'shipyardCardTaken', seat: move.seat, card: move.card });
}
