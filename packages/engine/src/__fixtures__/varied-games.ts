import { applyMove } from '../apply-move.js';
import { botRandom, uniformBot, weightedRandomBot } from '../bots/random-bot.js';
import { legalMoves } from '../legal-moves.js';
import { type NewGameOptions, newGame } from '../setup/new-game.js';
import { tableSetupOf } from '../setup/table-setup.js';
import { RULE_OPTIONS, type RuleOptions } from '../state/rule-options.js';
import type { GameState } from '../state/state.js';

/** Game options of every kind: player counts, placements, rule readings, seeded and table games. */
export function variedOptions(index: number): NewGameOptions {
  const players = ([2, 3, 4] as const)[index % 3] ?? 4;
  const rules = Object.fromEntries(
    Object.entries(RULE_OPTIONS).map(([key, values], position) => [
      key,
      values[(index >> position) % values.length],
    ]),
  ) as unknown as RuleOptions;
  const seeded = {
    players,
    seed: index,
    rules,
    shipPlacement: index % 4 === 0 ? 'free' : 'firstGame',
  } as const;
  return index % 5 === 0 ? { ...seeded, setup: tableSetupOf(newGame(seeded)) } : seeded;
}

/** Plays a random game, calling `visit` on each state (every `every` moves). */
export function visitGame(
  index: number,
  every: number,
  visit: (state: GameState) => void,
  maxMoves = 600,
): void {
  const bot = index % 2 === 0 ? weightedRandomBot(botRandom(index)) : uniformBot(botRandom(index));
  let state = newGame(variedOptions(index));
  visit(state);
  for (let step = 1; step <= maxMoves && state.phase !== 'over'; step++) {
    state = applyMove(state, bot(state, legalMoves(state)));
    if (step % every === 0 || state.phase === 'over') visit(state);
  }
}
