import { fileURLToPath } from 'node:url';
import { queueCommand } from '@antarctica-game/foundation/queue-processes';

// `antarctica-analyse` built, run as separate processes: the submitter and workers talk only
// through Redis. The kit is the foundation's, shared with the bots' queue tests.
const cli = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

export const { run, start, startWorkers, jobCounts } = queueCommand(cli);
export {
  exited,
  killLeftovers,
  queueDataKeys,
  quickCounts,
  stopWorkers,
  until,
} from '@antarctica-game/foundation/queue-processes';
