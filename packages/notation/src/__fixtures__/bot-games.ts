import {
  applyMove,
  botRandom,
  type GameState,
  type Move,
  newGame,
  playOut,
  weightedRandomBot,
} from '@antarctica-game/engine';

/** A seeded game played by weighted random bots: its seed, first state, moves and every state. */
export interface BotGame {
  seed: string;
  initial: GameState;
  moves: Move[];
  states: GameState[];
}

/** Plays one seeded bot game (the engine's weightedRandomBot through playOut). */
export function botGame(
  players: 2 | 3 | 4,
  index: number,
  options: { free?: boolean } = {},
): BotGame {
  const seed = `notation-${players}-${index}`;
  const initial = newGame({
    players,
    seed,
    ...(options.free ? { shipPlacement: 'free' as const } : {}),
  });
  const states: GameState[] = [initial];
  const bot = weightedRandomBot(botRandom(index * 7919 + players));
  const { moves } = playOut(initial, bot, (state, move) => {
    const next = applyMove(state, move);
    states.push(next);
    return next;
  });
  return { seed, initial, moves, states };
}
