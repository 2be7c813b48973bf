import type { GameState } from '@antarctica-game/engine';
import type { GameActor } from '@antarctica-game/engine/machine';
import type { Bot } from '../bot.js';
import { botTurn, checkAnswer } from './decide.js';

/** Options of {@link attachBot}. */
export interface AttachBotOptions {
  /** Called when the bot fails or answers with an illegal move; the game then waits. */
  onError?: (error: unknown) => void;
}

/**
 * Lets a bot play one seat of a statechart game actor (`createGameActor` of the engine): each
 * time the actor waits on that seat, the bot is shown the seat's view and the legal moves, and
 * its answer is sent to the actor. An answer that arrives after the game has moved on (an undo,
 * a restored snapshot) is dropped. Returns a function that detaches the bot.
 *
 * @example
 * ```ts
 * const actor = createGameActor({ players: 2, seed: 1 });
 * const detach = attachBot(actor, 1, heuristicBot({ seed: 1 }));
 * ```
 */
export function attachBot(
  actor: GameActor,
  seat: number,
  bot: Bot,
  options: AttachBotOptions = {},
): () => void {
  let asked: GameState | null = null;
  let detached = false;
  const consider = (game: GameState): void => {
    if (detached || game === asked) return;
    const turn = botTurn(game);
    if (turn === null || turn.seat !== seat) return;
    asked = game;
    Promise.resolve()
      .then(() => bot.chooseMove(turn.view, turn.legal))
      .then((answer) => {
        if (detached || actor.getSnapshot().context.game !== game) return;
        actor.send(checkAnswer(bot, turn, answer));
      })
      .catch((error: unknown) => {
        if (options.onError) options.onError(error);
      });
  };
  const subscription = actor.subscribe((snapshot) => consider(snapshot.context.game));
  consider(actor.getSnapshot().context.game);
  return () => {
    detached = true;
    subscription.unsubscribe();
  };
}
