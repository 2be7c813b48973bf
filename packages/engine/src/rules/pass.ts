// Passing: declining an optional track action or Shipyard Card (the decision waiting in the
// pending effects), or an Icebreaker's extra turn before its ship sails. Which decisions take a
// pass is checked with each of them (`sail.ts`, `track-action.ts`, `shipyard-pick.ts`).
import type { Change } from '../state/change.js';
import { finishTurn } from './turn-flow.js';

/** The deciding seat passes: the next seat of the effect decides, or the Icebreaker turn ends. */
export function pass(change: Change): void {
  const effect = change.state.pending[0];
  if (effect !== undefined) effect.seats.shift();
  // With nothing pending, a pass declines an Icebreaker turn before its ship sails.
  else finishTurn(change);
}
