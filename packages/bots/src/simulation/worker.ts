import { loadBotModules } from '../protocol/module-bot.js';
import {
  type Batch,
  type BatchResult,
  type GameRecorder,
  notationRecorder,
  playBatch,
} from './play-batch.js';

let recorder: GameRecorder | undefined;

/**
 * The worker-pool task: plays one batch of games. Bot modules of the study are loaded first
 * (once per thread); the programs of `cmd:` bots are started at their first game and kept for the
 * thread's following games.
 */
export default async function runBatch(batch: Batch): Promise<BatchResult> {
  await loadBotModules(batch.config.bots);
  if (batch.records) recorder ??= await notationRecorder();
  return playBatch(batch, () => false, recorder);
}
