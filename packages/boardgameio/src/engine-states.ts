import {
  currentDecision,
  type Edition,
  type GameState,
  legalMoves,
  type Move,
} from '@antarctica-game/engine';
import { type AntarcticaG, gameStateOf, storedStateOf } from './stored-state.js';

/**
 * What the engine says of one `G`, worked out once: boardgame.io asks about the same `G` many
 * times per move (the turn's hooks, then one player view per client), and `G` never changes
 * once made (Immer freezes it; the engine never changes a state), so each answer is kept beside
 * it in a `WeakMap` and goes with it.
 */
export interface EngineStates {
  /** `G` as the engine's state (the edition object in place). */
  stateOf(G: AntarcticaG): GameState;
  /** The engine's legal moves in `G` (all of one seat, the one the engine waits for). */
  legalOf(G: AntarcticaG): Move[];
  /** The seat the engine waits for, `null` once the game is over. */
  deciderOf(G: AntarcticaG): number | null;
  /** `G` of an engine state, known as that state from the start (no conversion back). */
  storedOf(state: GameState): AntarcticaG;
}

interface Known {
  state: GameState;
  legal?: Move[];
  decider?: number | null;
}

/** The engine's answers about `G`s of a game with these `editions`, each worked out once. */
export function engineStates(editions: readonly Edition[]): EngineStates {
  const known = new WeakMap<AntarcticaG, Known>();
  const entry = (G: AntarcticaG): Known => {
    let found = known.get(G);
    if (found === undefined) {
      found = { state: gameStateOf(G, editions) };
      known.set(G, found);
    }
    return found;
  };
  return {
    stateOf: (G) => entry(G).state,
    legalOf: (G) => {
      const found = entry(G);
      found.legal ??= legalMoves(found.state);
      return found.legal;
    },
    deciderOf: (G) => {
      const found = entry(G);
      if (found.decider === undefined) {
        const decision = currentDecision(found.state);
        found.decider = decision.kind === 'gameOver' ? null : decision.seat;
      }
      return found.decider;
    },
    storedOf: (state) => {
      // Frozen as Immer would freeze it, so that Immer takes it as it is instead of walking it.
      const G = Object.freeze(storedStateOf(state));
      known.set(G, { state });
      return G;
    },
  };
}
