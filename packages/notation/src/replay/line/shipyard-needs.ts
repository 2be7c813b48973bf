import type { ShipyardCard } from '@antarctica-game/engine';
import type { BodyItem } from '../../syntax/record.js';

const PLAYS: Readonly<Record<string, ShipyardCard>> = {
  playIcebreaker: 'icebreaker',
  playPlaceScientist: 'placeScientist',
  playPlusTwoScientists: 'plusTwoScientists',
  playFastResearch: 'fastResearch',
};

/**
 * The Shipyard Cards that `seat` plays in a move text from `from` on without holding them
 * (counting `held` and the cards the text says it gains on the way), in the order played, at
 * most `limit`: the cards its unseen gains (or unseen hand) must have been.
 */
export function neededCards(
  body: readonly BodyItem[],
  from: number,
  seat: number,
  held: readonly ShipyardCard[],
  turnSeat: number,
  limit = Number.POSITIVE_INFINITY,
): ShipyardCard[] {
  const counts = new Map<ShipyardCard, number>();
  for (const card of held) counts.set(card, (counts.get(card) ?? 0) + 1);
  const needed: ShipyardCard[] = [];
  let turn = turnSeat;
  for (let index = from; index < body.length && needed.length < limit; index++) {
    const item = body[index];
    if (item === undefined) break;
    if (item.kind === 'turn') {
      turn = item.seat ?? -1;
      continue;
    }
    if (item.kind !== 'move') continue;
    const move = item.move;
    if ((item.seat ?? turn) !== seat) continue;
    if ((move.type === 'takeShipyardCard' || move.type === 'draftPick') && move.card !== null)
      counts.set(move.card, (counts.get(move.card) ?? 0) + 1);
    const played = PLAYS[move.type];
    if (played === undefined) continue;
    const count = counts.get(played) ?? 0;
    if (count === 0) needed.push(played);
    else counts.set(played, count - 1);
  }
  return needed;
}

/**
 * The Shipyard Cards the record says are picked in the draft after a draw: they were among
 * the cards drawn (the picks follow the draw, with nothing but comments between).
 */
export function picksAfter(body: readonly BodyItem[], from: number): ShipyardCard[] {
  const picks: ShipyardCard[] = [];
  for (let index = from; index < body.length; index++) {
    const item = body[index];
    if (item === undefined || item.kind === 'turn' || item.kind === 'variation') break;
    if (item.kind !== 'move') continue;
    if (item.move.type !== 'draftPick') break;
    if (item.move.card !== null) picks.push(item.move.card);
  }
  return picks;
}
