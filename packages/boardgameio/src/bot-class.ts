import { type Bot, sameMove } from '@antarctica-game/bots';
import { type Edition, legalMoves, type Move, playerView } from '@antarctica-game/engine';
import type { Game, State } from 'boardgame.io';
import type { Bot as BoardgameioBot } from 'boardgame.io/ai';
import { BotBase } from './boardgameio/ai.js';
import { type AntarcticaClientG, moveArguments, playerViewOf, seatOf } from './client-state.js';
import { type AntarcticaG, gameStateOf } from './stored-state.js';

/** A boardgame.io bot class, as `Local({ bots })` and boardgame.io's `Simulate` take them. */
export type BoardgameioBotClass = new (options: {
  enumerate: NonNullable<Game['ai']>['enumerate'];
  seed?: string | number;
}) => BoardgameioBot;

/** What {@link botClass} takes besides the bot. */
export interface BotClassOptions {
  /** Editions besides the default one (as given to `antarcticaGame`). */
  editions?: readonly Edition[];
}

/**
 * One of the project's bots (`heuristicBot`, `mctsBot`, or your own `Bot` from
 * `@antarctica-game/bots`) as a boardgame.io bot class. Its `play(state, playerID)` shows the bot
 * only that player's view and legal moves, whether `state.G` is the whole game (boardgame.io's
 * `Local` master, `Simulate`) or a client's {@link AntarcticaClientG}.
 *
 * `makeBot` receives the seed boardgame.io passes to bots (the game's `seed`), or `undefined`.
 *
 * @example
 * ```ts
 * import { heuristicBot } from '@antarctica-game/bots';
 * import { Local } from 'boardgame.io/multiplayer';
 * const multiplayer = Local({ bots: { '1': botClass((seed) => heuristicBot({ seed: Number(seed ?? 1) })) } });
 * ```
 */
export function botClass(
  makeBot: (seed: string | number | undefined) => Bot,
  options: BotClassOptions = {},
): BoardgameioBotClass {
  const editions = options.editions ?? [];
  return class AntarcticaBot extends BotBase {
    readonly bot: Bot;
    constructor(init: ConstructorParameters<BoardgameioBotClass>[0]) {
      super(init);
      this.bot = makeBot(init.seed);
    }
    async play(state: State, playerID: string) {
      const move = await chooseMove(
        this.bot,
        state.G as AntarcticaG | AntarcticaClientG,
        playerID,
        editions,
      );
      return {
        action: {
          type: 'MAKE_MOVE' as const,
          payload: { type: move.type, args: [moveArguments(move)], playerID },
        },
      };
    }
  } as unknown as BoardgameioBotClass;
}

/**
 * Asks `bot` for the move of `playerID`, showing it only that player's view and legal moves.
 * `G` is the whole game or a client's {@link AntarcticaClientG}.
 *
 * @throws `Error` when that player has no move to make now, or the bot answers with a move that
 * is not one of them.
 */
export async function chooseMove(
  bot: Bot,
  G: AntarcticaG | AntarcticaClientG,
  playerID: string,
  editions: readonly Edition[] = [],
): Promise<Move> {
  let view: ReturnType<typeof playerView>;
  let legal: Move[];
  if ('legalMoves' in G) {
    view = playerViewOf(G, editions);
    legal = G.legalMoves;
  } else {
    const seat = seatOf(playerID, G.players.length);
    if (seat === null) throw new Error(`${playerID} is no seat of this game`);
    const state = gameStateOf(G, editions);
    view = playerView(state, seat);
    legal = legalMoves(state).filter((move) => move.seat === seat);
  }
  if (legal.length === 0) throw new Error(`player ${playerID} has no move to make now`);
  const answer = await bot.chooseMove(view, legal);
  if (!legal.includes(answer) && !legal.some((move) => sameMove(move, answer))) {
    throw new Error(`bot ${bot.name} chose a move that is not legal: ${JSON.stringify(answer)}`);
  }
  return answer;
}
