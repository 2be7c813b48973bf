// The bots' thread: the page posts a BotRequest, the worker answers the bot's move, so that the
// page never freezes while MCTS thinks. One request at a time, answered by its id.
import { DEFAULT_EDITION } from '@antarctica-game/engine';
import { chooseBotMove } from '../session/choose-bot-move.js';
import type { WorkerAnswer, WorkerQuestion } from './worker-messages.js';

self.addEventListener('message', async (event: MessageEvent<WorkerQuestion>) => {
  const { id, request } = event.data;
  let answer: WorkerAnswer;
  try {
    // The view came as a copy: the default edition is put back as the engine's own (frozen,
    // known) object, which the bots' caches are keyed by.
    const view =
      request.view.edition.id === DEFAULT_EDITION.id
        ? { ...request.view, edition: DEFAULT_EDITION }
        : request.view;
    answer = { id, move: await chooseBotMove({ ...request, view }) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
});
