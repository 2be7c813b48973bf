import { type Move, randomMoveWeight } from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { ownBot } from '../play/own-bots.js';
import { createRandom } from '../random.js';

/** Options of {@link randomBot}. */
export interface RandomBotOptions {
  /** Seed of the bot's own generator (default 0). */
  seed?: number;
  /**
   * `true` (default): prefer building, then the other actions, play cards now and then, rarely
   * discard and never throw away a ship on the board or one of its last three (the engine's
   * `randomMoveWeight`, on the view). `false`: every legal move alike; such games may not end.
   */
  weighted?: boolean;
}

/** A bot that plays at random: the baseline of every tournament. */
export function randomBot(options: RandomBotOptions = {}): Bot {
  const random = createRandom(options.seed ?? 0);
  if (options.weighted === false) {
    return ownBot({
      name: 'uniform',
      chooseMove: (_, legal) => legal[random.below(legal.length)] as Move,
    });
  }
  return ownBot({
    name: 'random',
    chooseMove(view, legal) {
      let total = 0;
      const weights = legal.map((move) => {
        const weight = randomMoveWeight(view.ships, move);
        total += weight;
        return weight;
      });
      if (total <= 0) return legal[random.below(legal.length)] as Move;
      let roll = random.next() * total;
      for (let index = 0; index < legal.length; index++) {
        roll -= weights[index] ?? 0;
        if (roll < 0) return legal[index] as Move;
      }
      return legal[legal.length - 1] as Move;
    },
  });
}
