// A BotRunner that thinks in a module Web Worker (built by Vite from bot-worker.ts).
import type { Move } from '@antarctica-game/engine';
import type { BotRequest, BotRunner } from '../session/game-session.js';
import type { WorkerAnswer, WorkerQuestion } from './worker-messages.js';

/** A bot runner backed by one worker; `stop` ends the worker and refuses what was waiting. */
export interface WorkerBotRunner {
  run: BotRunner;
  stop(): void;
}

/** Starts the bot worker. */
export function workerBotRunner(): WorkerBotRunner {
  const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), {
    type: 'module',
    name: 'antarctica-bots',
  });
  const waiting = new Map<
    number,
    { resolve: (move: Move) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (pending === undefined) return;
    waiting.delete(answer.id);
    if ('move' in answer) pending.resolve(answer.move);
    else pending.reject(new Error(`the bot failed: ${answer.error}`));
  });
  worker.addEventListener('error', (event) => {
    for (const pending of waiting.values())
      pending.reject(new Error(`the bot worker failed: ${event.message || 'it did not start'}`));
    waiting.clear();
  });
  return {
    run: (request: BotRequest) =>
      new Promise<Move>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        const question: WorkerQuestion = { id, request };
        worker.postMessage(question);
      }),
    stop() {
      worker.terminate();
      for (const pending of waiting.values()) pending.reject(new Error('the bot worker stopped'));
      waiting.clear();
    },
  };
}
