// Helpers of the build solver's probe (build-probe.ts) for a research: the probe does not know
// which builds are Plankton Farms, whose second Scientist gives a research one point more, so it
// reads the move after a research to see whether it needed that point.
import { type GameState, legalMoves } from '@antarctica-game/engine';
import type { BodyItem, MoveItem } from '../../syntax/record.js';

/** The next move the record writes after `from` in its main line, or null. */
export function nextMove(body: readonly BodyItem[], from: number): MoveItem['move'] | null {
  for (let index = from; index < body.length; index++) {
    const item = body[index];
    if (item?.kind === 'move') return item.move;
  }
  return null;
}

/** Whether the state can take a move of the kind the record writes next. */
export function fitsNext(state: GameState, next: MoveItem['move']): boolean {
  if (state.phase === 'over') return false;
  return legalMoves(state).some((move) => move.type === next.type);
}

/** The state with `count` more of the seat's Scientists in `area` (a Plankton Farm's second). */
export function withScientist(
  state: GameState,
  seat: number,
  area: number,
  count: number,
): GameState {
  return {
    ...state,
    areas: state.areas.map((at, index) =>
      index !== area
        ? at
        : {
            ...at,
            scientists: at.scientists.map((value, other) =>
              other === seat ? value + count : value,
            ),
          },
    ),
  };
}
