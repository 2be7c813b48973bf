// Runs one bot's decision where it is called: in the page's Web Worker, or in Node tests. The
// bots' browser entry has no Node module, so the worker bundles without stubs.
import { heuristicBot, mctsBot } from '@antarctica-game/bots/browser';
import type { Move } from '@antarctica-game/engine';
import type { BotRequest } from './game-session.js';

/** Makes the bot the request names and asks it for its move. */
export async function chooseBotMove(request: BotRequest): Promise<Move> {
  const { choice, seed } = request;
  const bot =
    choice.bot === 'heuristic'
      ? heuristicBot({ seed })
      : mctsBot({ budget: { ms: choice.ms }, seed });
  return await bot.chooseMove(request.view, request.legal);
}
