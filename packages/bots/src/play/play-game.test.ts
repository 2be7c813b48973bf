import { type Move, newGame } from '@antarctica-game/engine';
import { createGameActor } from '@antarctica-game/engine/machine';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../bot.js';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { randomBot } from '../random-bot/random-bot.js';
import { attachBot } from './attach-bot.js';
import { BotError } from './bot-error.js';
import { askBot, askBotSync, sameMove } from './decide.js';
import { playGame, playGameSync } from './play-game.js';

/** A bot that thinks for a moment before answering, as a bot behind a network call would. */
const slowBot = (bot: Bot): Bot => ({
  name: `slow ${bot.name}`,
  chooseMove: (view, legal) =>
    new Promise<Move>((resolve) =>
      setTimeout(() => resolve(bot.chooseMove(view, legal) as Move), 0),
    ),
});

describe('playing with bots', () => {
  it('plays a game with bots that answer with promises, the same as with their answers at once', async () => {
    const start = newGame({ players: 2, seed: 'async' });
    const atOnce = playGameSync(start, [heuristicBot({ seed: 1 }), randomBot({ seed: 2 })]);
    const later = await playGame(start, [
      slowBot(heuristicBot({ seed: 1 })),
      randomBot({ seed: 2 }),
    ]);
    expect(later.moves).toEqual(atOnce.moves);
    expect(later.state.phase).toBe('over');
  });

  it('refuses an illegal answer with a BotError', async () => {
    const cheat: Bot = { name: 'cheat', chooseMove: () => ({ type: 'endTurn', seat: 1 }) };
    const state = newGame({ players: 2, seed: 1 });
    expect(() => playGameSync(state, [cheat, cheat])).toThrow(
      expect.objectContaining({ code: 'illegal-move' }),
    );
    await expect(askBot(cheat, state)).rejects.toBeInstanceOf(BotError);
    expect(() => askBotSync(slowBot(cheat), state)).toThrow(
      expect.objectContaining({ code: 'async-bot' }),
    );
  });

  it('stops a game that runs over the move limit', () => {
    const state = newGame({ players: 2, seed: 1 });
    expect(() =>
      playGameSync(state, [randomBot({ seed: 1 }), randomBot({ seed: 2 })], { maxMoves: 10 }),
    ).toThrow(expect.objectContaining({ code: 'too-many-moves' }));
  });

  it('lets bots play every seat of a statechart actor, with the same moves as headless', async () => {
    const start = newGame({ players: 3, seed: 'actor' });
    const headless = playGameSync(
      start,
      [0, 1, 2].map((seat) => heuristicBot({ seed: seat })),
    );
    const actor = createGameActor({ state: start });
    const done = new Promise<void>((resolve) =>
      actor.subscribe((snapshot) => {
        if (snapshot.context.game.phase === 'over') resolve();
      }),
    );
    const detach = [0, 1, 2].map((seat) =>
      attachBot(actor, seat, slowBot(heuristicBot({ seed: seat }))),
    );
    await done;
    for (const stop of detach) stop();
    expect(actor.getSnapshot().context.game).toEqual(headless.state);
  });

  it('compares moves field by field', () => {
    expect(sameMove({ type: 'sail', seat: 0, to: 2 }, { type: 'sail', seat: 0, to: 2 })).toBe(true);
    expect(sameMove({ type: 'sail', seat: 0, to: 2 }, { type: 'sail', seat: 0, to: 3 })).toBe(
      false,
    );
    expect(
      sameMove({ type: 'build', seat: 0, deck: 'basic', track: 1 }, {
        type: 'build',
        seat: 0,
        deck: 'basic',
        track: 1,
        resourceCard: undefined,
      } as unknown as Move),
    ).toBe(true);
  });
});
