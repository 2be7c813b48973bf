import { parentPort, workerData } from 'node:worker_threads';
import { parseRecords } from '@antarctica-game/notation';
import { analyseStep, prepareGame } from '../game-steps.js';
import type { WorkerTask } from './parallel.js';

// One worker of `antarctica-analyse --workers`: replays its record and analyses the steps it is
// given, posting each result as it is done.

const task = workerData as WorkerTask;
const record = parseRecords(task.text).records[0];
if (record === undefined) throw new Error('no record in the text');
const game = prepareGame(record, task.options);
for (const index of task.steps) parentPort?.postMessage(analyseStep(game, index));
