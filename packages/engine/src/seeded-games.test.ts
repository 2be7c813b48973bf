import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tryApplyMove } from './apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from './bots/random-bot.js';
import { legalMoves } from './legal-moves.js';
import { serializeGame } from './save/serialize.js';
import { newGame } from './setup/new-game.js';
import { RULE_OPTIONS, type RuleOptions } from './state/rule-options.js';
import { stateHash } from './state-hash.js';

/**
 * A digest of seeded games played by the random bots: every list of legal moves in order, every
 * event, and each final state. Studies and recorded games rely on a seed giving the same game in
 * every version, and the bots choose by a move's place in the list, so the order of the list is
 * part of it. A change of the rules or of the order shows here; update the digest only for a
 * change meant to alter games (and say so in its changeset).
 */
function digestOfGames(count: number): string {
  const hash = createHash('sha256');
  const readings = Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>;
  for (let game = 0; game < count; game++) {
    const rules: Partial<Record<keyof RuleOptions, string>> = {};
    readings.forEach((reading, index) => {
      const values = RULE_OPTIONS[reading] as readonly string[];
      rules[reading] = values[(game >> index) % values.length] as string;
    });
    const bot =
      game % 5 === 0 ? uniformBot(botRandom(game + 7)) : weightedRandomBot(botRandom(game + 1));
    let state = newGame({
      players: (2 + (game % 3)) as 2 | 3 | 4,
      seed: `pinned-${game}`,
      rules: rules as Partial<RuleOptions>,
      shipPlacement: game % 2 === 1 ? 'free' : 'firstGame',
    });
    for (let move = 0; move < 3000; move++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      hash.update(JSON.stringify(legal));
      const result = tryApplyMove(state, bot(state, legal));
      if (!result.ok) throw result.error;
      hash.update(JSON.stringify(result.events));
      state = result.state;
    }
    hash.update(stateHash(state));
    hash.update(JSON.stringify(serializeGame(state)));
  }
  return hash.digest('hex');
}

describe('seeded games (the same seed and bots give the same game in every version)', () => {
  it('lists the same moves in the same order and plays the same 40 games as when pinned', () => {
    expect(digestOfGames(40)).toBe(
      '4b8d19f0260815ffdd8252a94ab67288ab9bbf2ec66f574ecb09c5b622cb803a',
    );
  });
});
