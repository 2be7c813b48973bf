import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { queueCommand } from '@antarctica-game/foundation/queue-processes';

// `antarctica-sim` built, run as separate processes: submitters and workers talk only through
// Redis. The kit is the foundation's (shared with the analysis's queue tests); the bots here are
// this package's own.
export const cli = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));
export const countingBot = fileURLToPath(
  new URL('../../cli/__fixtures__/counting-bot.mjs', import.meta.url),
);
export const failingBot = fileURLToPath(new URL('./failing-bot.mjs', import.meta.url));

export const { run, start, startWorkers, jobCounts } = queueCommand(cli);
export {
  exited,
  killLeftovers,
  queueDataKeys,
  quickCounts,
  stopWorkers,
  until,
} from '@antarctica-game/foundation/queue-processes';

/** Games the counting bot saw end (one line each in its file). */
export const gamesSeen = (log: string): number =>
  existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line !== '').length
    : 0;
