import {
  formatRecord,
  type GameRecord,
  parseRecord,
  parseRecords,
} from '@antarctica-game/notation';
import { AnalysisError } from '../analysis-error.js';
import { analyseStep, finishGame, type PreparedGame, prepareGame, stepsOf } from '../game-steps.js';
import { analysedRecord } from '../record/analysed-record.js';
import type { AnalyseRequest, WorkerReply, WorkerRequest } from './worker-protocol.js';

// An analysis worker's work, apart from the worker's globals so that tests run it in Node.

/** Answers a worker's requests through `post`; keeps the game between `analyse` and `finish`. */
export function workerHandler(
  post: (reply: WorkerReply) => void,
): (request: WorkerRequest) => void {
  let prepared: { record: GameRecord; game: PreparedGame } | null = null;
  const done = (
    record: GameRecord,
    game: PreparedGame,
    results: Parameters<typeof finishGame>[1],
  ) => {
    const analysis = finishGame(game, results);
    post({ type: 'done', text: formatRecord(analysedRecord(record, analysis)), analysis });
  };
  const analyse = (request: AnalyseRequest): void => {
    const parsed = parseRecords(request.text);
    const record = parsed.records[request.record];
    // A text without a record gets the notation's own error for it, as the command line does.
    const errors =
      parsed.records.length === 0 && parsed.errors.length === 0
        ? parseRecord('').errors
        : parsed.errors.filter(
            (error) =>
              error.severity === 'error' && (error.record ?? request.record) === request.record,
          );
    if (record === undefined || errors.length > 0) {
      post({
        type: 'failed',
        code: 'invalid-record',
        message:
          parsed.records.length === 0
            ? 'the text holds no record'
            : record === undefined
              ? `no record ${request.record + 1} in the text`
              : 'the record does not parse',
        errors,
      });
      return;
    }
    const game = prepareGame(record, request.options);
    if (game.start === null) {
      post({
        type: 'failed',
        code: 'invalid-record',
        message: 'the record does not replay',
        errors: game.replay.errors,
      });
      return;
    }
    prepared = { record, game };
    const steps = stepsOf(game);
    post({ type: 'ready', steps: steps.length });
    const { index, of } = request.share;
    const results = [];
    for (const [position, step] of steps.entries()) {
      if (position % of !== index) continue;
      const result = analyseStep(game, step);
      results.push(result);
      post({ type: 'step', result });
    }
    if (of === 1) done(record, game, results);
    else post({ type: 'share-done' });
  };
  return (request) => {
    try {
      if (request.type === 'analyse') analyse(request);
      else if (prepared === null)
        post({
          type: 'failed',
          code: 'worker-failed',
          message: 'finish before analyse',
          errors: [],
        });
      else done(prepared.record, prepared.game, request.results);
    } catch (error) {
      post({
        type: 'failed',
        code: error instanceof AnalysisError ? error.code : 'worker-failed',
        message: error instanceof Error ? error.message : String(error),
        errors: [],
      });
    }
  };
}
