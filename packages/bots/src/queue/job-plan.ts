import { createHash } from 'node:crypto';
import type { Shard, SimulationConfig } from '../simulation/config.js';
import type { GameRange } from '../simulation/game-ranges.js';

/** What one queue job asks a worker to play: games `[start, end)` of a study. */
export interface StudyJob {
  /** Which submitted run the job belongs to (see `studyKey`). */
  study: string;
  /** The study's configuration: bots, players, seed, rule readings. */
  config: SimulationConfig;
  /** The first game of the job (a game index of the study). */
  start: number;
  /** The game after the job's last. */
  end: number;
}

/** Default games per job: about half a second of heuristic games on a core (see docs/simulation.md). */
export const DEFAULT_JOB_GAMES = 20;

/**
 * The key of a run on the queue: the same study, shard and job size always give the same key,
 * so that a submitter started again finds the jobs of its earlier run.
 */
export function studyKey(config: SimulationConfig, shard: Shard | null, jobGames: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ config, shard, jobGames }))
    .digest('hex')
    .slice(0, 16);
}

/** The queue's id of the job of games `[start, end)` of a run (no `:`, which BullMQ refuses). */
export function jobId(study: string, start: number, end: number): string {
  return `${study}-${start}-${end}`;
}

/**
 * The games still to play cut into jobs on a fixed grid of `jobGames` games from game 0, so that
 * a run started again (with `--resume` or without) asks for jobs of the same ids.
 */
export function cutIntoJobs(missing: readonly GameRange[], jobGames: number): GameRange[] {
  const jobs: GameRange[] = [];
  for (const [from, to] of missing) {
    for (let start = from; start < to; ) {
      const end = Math.min(to, (Math.floor(start / jobGames) + 1) * jobGames);
      jobs.push([start, end]);
      start = end;
    }
  }
  return jobs;
}
