import type { RuleOptions } from '@antarctica-game/engine';

/** What a simulation plays: everything needed to reproduce it, and nothing about how it is run. */
export interface SimulationConfig {
  /** Games in the whole study (all shards together). */
  games: number;
  /** Players per game. */
  players: 2 | 3 | 4;
  /** Bot specs by seat (see {@link parseBotSpec}); one per player. */
  bots: string[];
  /** The study's seed: game `i` is set up from a seed derived from it and `i`. */
  seed: string;
  /**
   * Whether the bots change seats from game to game (game `i` gives seat `s` the bot
   * `bots[(s + i) % players]`), so that every bot plays every seat equally often.
   */
  rotate: boolean;
  /** Rule readings that differ from the engine's defaults. */
  rules: Partial<RuleOptions>;
  /** How the ships start: the first-game layout or placed one at a time by the bots. */
  shipPlacement: 'firstGame' | 'free';
  /** A game still running after this many moves is stopped and scored as it stands. */
  maxMoves: number;
}

/** Which part of a study to run: the `index`-th (1-based) of `count` equal parts. */
export interface Shard {
  /** Which part, from 1. */
  index: number;
  /** Into how many parts the games are split. */
  count: number;
}

/** The games of a shard: from `start` up to, not including, `end` (the whole study for `null`). */
export function shardRange(games: number, shard: Shard | null): ShardGames {
  if (shard === null) return { start: 0, end: games };
  return {
    start: Math.floor(((shard.index - 1) * games) / shard.count),
    end: Math.floor((shard.index * games) / shard.count),
  };
}

/** The games of a shard. */
export interface ShardGames {
  /** The first game's index. */
  start: number;
  /** One past the last game's index. */
  end: number;
}

/** The bot spec of a seat in a game, with rotation. */
export function botOfSeat(config: SimulationConfig, game: number, seat: number): string {
  const offset = config.rotate ? game % config.players : 0;
  return config.bots[(seat + offset) % config.players] as string;
}
