import {
  applyMove,
  botRandom,
  type GameState,
  type Move,
  newGame,
  playOut,
  weightedRandomBot,
} from '@antarctica-game/engine';
import { formatRecord } from '../canonical/format-record.js';
import { recordGame } from '../record/record-game.js';

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

/** Writes every chance outcome of a record's text `?`: each card turned up, each draft drawn. */
export function hideChance(text: string): string {
  return text.replace(/>([A-Z][a-z]\/[A-Za-z]+|#\d+)/g, '>?').replace(/ w[isfp]+/g, ' w?');
}

/** A bot game of bench/replay.mjs (seed `allq-${index}`) as played and recorded. */
export interface BenchBotGame {
  initial: GameState;
  moves: Move[];
  /** The record as played, every chance outcome stated. */
  full: string;
  /** The record with every chance outcome written `?` (the bench's `hide`). */
  hidden: string;
}

/** Bot game `index` of bench/replay.mjs: four players, weighted random bots. */
export function benchBotGame(index: number): BenchBotGame {
  const initial = newGame({ players: 4, seed: `allq-${index}` });
  const { moves } = playOut(initial, weightedRandomBot(botRandom(index)), (state, move) =>
    applyMove(state, move),
  );
  const full = formatRecord(recordGame({ initial, moves }));
  return { initial, moves, full, hidden: hideChance(full) };
}
