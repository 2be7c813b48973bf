import {
  currentDecision,
  finalScores,
  type GameState,
  type Move,
  newGame,
  type RuleOptions,
} from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { actionSpace } from '../environment/action-space.js';
import { encodeObservation } from '../environment/observation.js';
import { type MctsBotOptions, mctsBot } from '../mcts/mcts-bot.js';
import { BotError } from '../play/bot-error.js';
import { playGameSync } from '../play/play-game.js';
import { createRandom, deriveSeed } from '../random.js';

/** Options of {@link selfPlay}. */
export interface SelfPlayOptions {
  /** Games to play. */
  games: number;
  /** Players per game. */
  players: 2 | 3 | 4;
  /** The seed: game `i` is set up from `<seed>/<i>` and its bots seeded from the seed, `i` and the seat. */
  seed: string;
  /** The index of the first game (default 0), to split an export into parts. */
  start?: number;
  /** Search iterations per move of every seat's MCTS bot (default 200). */
  iterations?: number;
  /** Other options of the MCTS bots (an evaluator, a rollout policy, …). */
  mcts?: Omit<MctsBotOptions, 'budget' | 'seed' | 'onSearch'>;
  /** Rule readings that differ from the engine's defaults. */
  rules?: Partial<RuleOptions>;
  /** A game still running after this many moves is stopped and scored as it stands (default 3,000). */
  maxMoves?: number;
}

/** One decision of a self-play game, as a training example (one JSON line of the export). */
export interface SelfPlayDecision {
  /** The game's index. */
  game: number;
  /** How many moves the game had had before this decision. */
  move: number;
  /** The deciding seat. */
  player: number;
  /** The seat's observation (see `observationLayout`). */
  observation: number[];
  /** The legal actions (see `actionSpace`), in the order of the engine's legal moves. */
  legal: number[];
  /** The share of the search's visits of each legal action, in the order of `legal`. */
  policy: number[];
  /** The search's value of the position for the deciding seat, in [0, 1]. */
  value: number;
  /** The action played (the most visited). */
  action: number;
  /** The reward of every seat at the end (the win share: 1 shared among the winners). */
  outcome: number[];
}

/** A finished self-play game: its decisions, and how it ended. */
export interface SelfPlayGame {
  /** The game's index. */
  game: number;
  /** The engine seed it was set up with. */
  seed: string;
  /** Every decision with more than one legal move, first first (forced moves are left out). */
  decisions: SelfPlayDecision[];
  /** The reward of every seat at the end. */
  outcome: number[];
  /** Moves played. */
  moves: number;
}

/**
 * Plays games between MCTS bots and gives, game after game, every decision as a training
 * example: the observation, the legal actions, the search's visit distribution and value, the
 * action and the final outcome. The same options always give the same games (iteration
 * budgets), whatever part of them is asked for.
 *
 * @example
 * ```ts
 * for (const game of selfPlay({ games: 2, players: 2, seed: 'sp', iterations: 20 }))
 *   for (const decision of game.decisions) console.log(JSON.stringify(decision));
 * ```
 *
 * @throws {@link BotError} `invalid-options` for a bad number of games or players.
 */
export function* selfPlay(options: SelfPlayOptions): Generator<SelfPlayGame> {
  const start = options.start ?? 0;
  if (!Number.isInteger(options.games) || options.games < 0)
    throw new BotError('invalid-options', `games must be a whole number, not ${options.games}`);
  if (!Number.isInteger(start) || start < 0)
    throw new BotError('invalid-options', `start must be a whole number, not ${start}`);
  if (![2, 3, 4].includes(options.players))
    throw new BotError('invalid-options', `players must be 2, 3 or 4, not ${options.players}`);
  for (let game = start; game < start + options.games; game++) yield playOne(options, game);
}

function playOne(options: SelfPlayOptions, game: number): SelfPlayGame {
  const seed = `${options.seed}/${game}`;
  let state: GameState = newGame({
    players: options.players,
    seed,
    ...(options.rules ? { rules: options.rules } : {}),
  });
  const space = actionSpace(state.edition);
  const bots = Array.from({ length: options.players }, (_, seat) =>
    mctsBot({
      ...options.mcts,
      budget: { iterations: options.iterations ?? 200 },
      seed: deriveSeed(options.seed, game, seat),
    }),
  );
  const chance = createRandom(deriveSeed(options.seed, game, 'chance'));
  const maxMoves = options.maxMoves ?? 3000;
  const decisions: Array<Omit<SelfPlayDecision, 'outcome'>> = [];
  // Each bot records its decision with the search that chose it; `state` follows the game.
  const recording: Bot[] = bots.map((bot) => ({
    name: bot.name,
    chooseMove(view, legal) {
      const move = bot.chooseMove(view, legal) as Move;
      const search = bot.lastSearch;
      if (search !== null && legal.length > 1 && view.moves < maxMoves) {
        const total = search.children.reduce((sum, child) => sum + child.visits, 0);
        decisions.push({
          game,
          move: view.moves,
          player: view.viewer,
          observation: encodeObservation(view, currentDecision(state)),
          legal: legal.map((legalMove) => space.encode(legalMove)),
          policy: search.children.map((child) => (total > 0 ? child.visits / total : 0)),
          value: search.value,
          action: space.encode(move),
        });
      }
      return move;
    },
  }));
  let moves = 0;
  try {
    playGameSync(state, recording, {
      maxMoves,
      chance: (_, legal) => legal[chance.below(legal.length)] as Move,
      onMove: (_, next) => {
        state = next;
        moves++;
      },
    });
  } catch (error) {
    // A game over the move limit is scored as it stands.
    if (!(error instanceof BotError && error.code === 'too-many-moves')) throw error;
  }
  const result = finalScores(state);
  const colors = state.players.map((player) => player.color);
  const winners = result.winners.map((color) => colors.indexOf(color));
  const outcome = colors.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
  return {
    game,
    seed,
    decisions: decisions.map((decision) => ({ ...decision, outcome })),
    outcome,
    moves,
  };
}
