// The events of the game machine, in a module of their own without xstate: the headless entry
// re-exports their types, and its declarations must not import xstate.
import type { Move } from '../state/moves.js';

/**
 * What the actor receives in place of an event that is not an object with a string `type`
 * (`null`, a number, ...) or whose type is reserved by xstate: the machine refuses it as
 * `malformed`, keeping `value` as the move refused. `createGameActor` (of
 * `@antarctica-game/engine/machine`) wraps such events.
 */
export interface NotAMoveEvent {
  /** Marks the wrapper: always `antarctica.notAMove`, a type no move has. */
  type: 'antarctica.notAMove';
  /** What was sent, as it was. */
  value: unknown;
}

/** The events of the game machine: the moves, and whatever else was sent, wrapped. */
export type GameMachineEvent = Move | NotAMoveEvent;

/** The type of {@link NotAMoveEvent}. */
export const NOT_A_MOVE = 'antarctica.notAMove';
