import { setImmediate as nextTurn } from 'node:timers/promises';
import { loadBotModules } from '../protocol/module-bot.js';
import { type Aggregate, emptyAggregate, mergeAggregate } from '../simulation/aggregate.js';
import { playBatch } from '../simulation/play-batch.js';
import type { StudyJob } from './job-plan.js';

/** What a worker returns for a job: the counts of its games (stored by the queue as JSON). */
export interface JobResult {
  start: number;
  end: number;
  aggregate: Aggregate;
}

/** How long a worker plays before it gives its event loop a turn (to renew the job's lock). */
const TURN_MS = 200;

/**
 * Plays the games of a job. Games are played a few at a time with a turn of the event loop in
 * between, so that the queue's lock on the job is renewed while a long job runs (a worker whose
 * lock lapses is taken for dead and its job handed to another).
 */
export async function playJob(job: StudyJob): Promise<JobResult> {
  await loadBotModules(job.config.bots);
  const aggregate = emptyAggregate(job.config.players);
  for (let start = job.start; start < job.end; ) {
    const played = playBatch({
      config: job.config,
      start,
      end: job.end,
      records: false,
      reportMs: TURN_MS,
    });
    mergeAggregate(aggregate, played.aggregate);
    start = played.end;
    await nextTurn();
  }
  return { start: job.start, end: job.end, aggregate };
}
