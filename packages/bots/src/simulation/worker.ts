import {
  type Batch,
  type BatchResult,
  type GameRecorder,
  notationRecorder,
  playBatch,
} from './play-batch.js';

let recorder: GameRecorder | undefined;

/** The worker-pool task: plays one batch of games. */
export default async function runBatch(batch: Batch): Promise<BatchResult> {
  if (batch.records) recorder ??= await notationRecorder();
  return playBatch(batch, () => false, recorder);
}
