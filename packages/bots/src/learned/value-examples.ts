import { finalScores, type GameState, type Move, newGame } from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { gameLeft } from '../heuristic/evaluate.js';
import { heuristicBot } from '../heuristic/heuristic-bot.js';
import { playGameSync } from '../play/play-game.js';
import { createRandom, deriveSeed } from '../random.js';
import { VALUE_FEATURES, writeValueFeatures } from './value-features.js';

/** Options of {@link playExampleGame}. */
export interface ExampleGameOptions {
  /** The run's seed: game `i` is set up from `<seed>/<i>`, its bots and sampling seeded from it. */
  seed: string;
  /** The game's index. */
  game: number;
  /** Players a game. */
  players: 2 | 3 | 4;
  /** The share of a seat's decisions played at random instead of by the heuristic (diversity). */
  explore: number;
  /** The share of the game's positions kept as examples. */
  sample: number;
}

/** The examples of one game: rows of features (a row a seat a position) and the outcome. */
export interface ExampleGame {
  /** How many positions were kept. */
  positions: number;
  /** `positions * players` rows of `VALUE_FEATURES.length` numbers, position after position. */
  features: number[];
  /** Every seat's win share at the end (1 shared among the winners). */
  outcome: number[];
  /** Moves played. */
  moves: number;
}

/**
 * Plays one self-play game between heuristic bots (the policy of the search's rollouts) that
 * play a random legal move at `explore` of their decisions, through the package's headless
 * driver, and keeps the features of a random `sample` of its unfinished positions (read as the
 * evaluator reads them) with the game's outcome. The same options give the same game.
 */
export function playExampleGame(options: ExampleGameOptions): ExampleGame {
  const { seed, game, players } = options;
  const width = VALUE_FEATURES.length;
  const random = createRandom(deriveSeed(seed, game, 'examples'));
  const bots: Bot[] = Array.from({ length: players }, (_, seat) => {
    const heuristic = heuristicBot({ seed: deriveSeed(seed, game, seat) });
    return {
      name: 'explore',
      chooseMove(view, legal) {
        if (legal.length > 1 && random.next() < options.explore)
          return legal[random.below(legal.length)] as Move;
        return heuristic.chooseMove(view, legal) as Move;
      },
    };
  });
  const row = new Float64Array(players * width);
  const features: number[] = [];
  let positions = 0;
  const keep = (state: GameState) => {
    if (state.phase === 'over' || random.next() >= options.sample) return;
    writeValueFeatures(state, gameLeft(state), row);
    for (let index = 0; index < row.length; index++) features.push(row[index] as number);
    positions++;
  };
  const { state, moves } = playGameSync(newGame({ players, seed: `${seed}/${game}` }), bots, {
    maxMoves: 3000,
    onMove: (_, next) => keep(next),
  });
  const colors = state.players.map((player) => player.color);
  const winners = finalScores(state).winners.map((color) => colors.indexOf(color));
  const outcome = colors.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
  return { positions, features, outcome, moves: moves.length };
}
