import {
  actionMoves,
  applyMove,
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  type PlayerView,
  shipsLeft,
} from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { sameMove } from '../play/decide.js';
import { ownBot } from '../play/own-bots.js';
import { createRandom } from '../random.js';
import { determinize } from '../view/determinize.js';
import { DEFAULT_WEIGHTS, evaluate, gameLeft, type HeuristicWeights } from './evaluate.js';

/** Options of {@link heuristicBot}. */
export interface HeuristicBotOptions {
  /** Seed of the bot's generator, which fills in what the player cannot see (default 0). */
  seed?: number;
  /** Weights of the evaluation, over {@link DEFAULT_WEIGHTS}. */
  weights?: Partial<HeuristicWeights>;
  /** A name for tables (default `heuristic`). */
  name?: string;
}

/**
 * A greedy bot: it tries each legal move on a copy of the game whose hidden parts are drawn at
 * random (see {@link determinize}) and plays the one after which {@link evaluate} rates the game
 * best for its player. Choosing where to sail, it rates each area by the best action it could
 * take there, and then takes that action. Fast enough for large simulations (about 13 ms of one
 * core for a 2-player game).
 *
 * @example
 * ```ts
 * const bot = heuristicBot({ seed: 1, weights: { majorityReach: 1 } });
 * ```
 */
export function heuristicBot(options: HeuristicBotOptions = {}): Bot {
  const weights = mergeWeights(options.weights);
  const random = createRandom(options.seed ?? 0);
  // The action chosen together with the sailing move, for the decision that follows it.
  let plan: { moves: number; seat: number; move: Move } | null = null;
  return ownBot({
    name: options.name ?? 'heuristic',
    chooseMove(view, legal) {
      if (legal.length === 1) return legal[0] as Move;
      if (plan !== null && plan.moves === view.moves && plan.seat === view.viewer) {
        const planned = plan.move;
        plan = null;
        const match = legal.find((move) => sameMove(move, planned));
        if (match !== undefined) return match;
      }
      plan = null;
      const state = determinize(view, random);
      const choice = choose(state, view, legal, weights);
      if (choice.followUp !== undefined)
        plan = { moves: view.moves + 1, seat: view.viewer, move: choice.followUp };
      return choice.move;
    },
  });
}

function choose(
  state: GameState,
  view: PlayerView,
  legal: readonly Move[],
  weights: HeuristicWeights,
): { move: Move; followUp?: Move } {
  return heuristicChoice(state, view.viewer, legal, weights);
}

/** The heuristic bot's choice: the move, the action after it, and the state after the move. */
export interface HeuristicChoice {
  /** The move chosen. */
  move: Move;
  /** At a sailing decision, the action chosen for the decision after it. */
  followUp?: Move;
  /**
   * `applyMove(state, move)` when the choice made it while rating the moves (the engine's moves
   * are pure: the same state), so that a rollout need not play the move again.
   */
  after?: GameState;
  /** `applyMove(after, followUp)`, when the choice made it while rating the actions. */
  followUpAfter?: GameState;
}

/**
 * The heuristic bot's choice for `seat` in a full state: at a sailing decision the destination
 * with the best action there (and that action as `followUp`, for the decision after it), else
 * {@link bestMove}.
 */
export function heuristicChoice(
  state: GameState,
  seat: number,
  legal: readonly Move[],
  weights: HeuristicWeights,
): HeuristicChoice {
  if (currentDecision(state).kind !== 'sail')
    return bestRated(state, seat, legal, weights, gameLeft(state));
  return bestSail(state, seat, legal, weights);
}

/**
 * The move after which the game is rated best for `seat`, among `legal` (moves legal in
 * `state`). Ship discards that would leave fewer than `weights.keepShips` ships are skipped.
 */
export function bestMove(
  state: GameState,
  seat: number,
  legal: readonly Move[],
  weights: HeuristicWeights,
  left: number = gameLeft(state),
): Move {
  return bestRated(state, seat, legal, weights, left).move;
}

/** A move rated in a state: the state after it and its value. */
interface Rated {
  move: Move;
  after: GameState;
  value: number;
}

/**
 * {@link bestMove}, with the state after the move when it rated one (none when every move was
 * skipped and the fallback was taken). `known`, a move of `legal` rated in `state` already, is
 * taken as rated.
 */
function bestRated(
  state: GameState,
  seat: number,
  legal: readonly Move[],
  weights: HeuristicWeights,
  left: number,
  known?: Rated,
): { move: Move; after?: GameState } {
  let best: Move | undefined;
  let after: GameState | undefined;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    if (isShipDiscard(move) && shipsLeft(state.ships, seat) <= weights.keepShips) continue;
    // A move already rated in this very state (the same listed move): its state and value as
    // they were made, not made again.
    const same = known !== undefined && known.move === move;
    const next = same ? known.after : applyMove(state, move);
    const value = same ? known.value : evaluate(next, seat, weights, left);
    if (value > bestValue) {
      bestValue = value;
      best = move;
      after = next;
    }
  }
  if (best !== undefined && after !== undefined) return { move: best, after };
  return { move: legal.find((move) => !isShipDiscard(move)) ?? (legal[0] as Move) };
}

/**
 * At a sailing decision: rates each destination by the best action there (a build rated with
 * its first track, then the chosen build's tracks compared), and other moves (a discard first,
 * declining an Icebreaker turn) by the state after them.
 */
function bestSail(
  state: GameState,
  seat: number,
  legal: readonly Move[],
  weights: HeuristicWeights,
): HeuristicChoice {
  const left = gameLeft(state);
  let best: {
    move: Move;
    followUp?: Move;
    value: number;
    after?: GameState;
    followUpAfter?: GameState | undefined;
  } = {
    move: legal.find((move) => move.type !== 'discard') ?? (legal[0] as Move),
    value: Number.NEGATIVE_INFINITY,
  };
  for (const move of legal) {
    // A discard can wait until after sailing, unless every destination is full without it.
    if (move.type === 'discard' && !(legal[0]?.type !== 'sail' && !isShipDiscard(move))) continue;
    const next = applyMove(state, move);
    let value = evaluate(next, seat, weights, left);
    let followUp: Move | undefined;
    let followUpAfter: GameState | undefined;
    if (move.type === 'sail') {
      // The pile and Resource Card of the last build rated (compared as they are: no key made).
      let lastDeck: string | undefined;
      let lastCard: number | undefined;
      // The actions only (build, build a ship, recruit, research): cards and discards wait.
      for (const action of actionMoves(next)) {
        if (action.type === 'build') {
          // One track per pile and Resource Card here; the tracks are compared once chosen.
          if (action.deck === lastDeck && action.resourceCard === lastCard) continue;
          lastDeck = action.deck;
          lastCard = action.resourceCard;
        }
        const played = applyMove(next, action);
        const rated = evaluate(played, seat, weights, left);
        if (rated > value) {
          value = rated;
          followUp = action;
          followUpAfter = played;
        }
      }
    }
    if (value > best.value)
      best =
        followUp === undefined
          ? { move, value, after: next }
          : { move, value, after: next, followUp, followUpAfter };
  }
  const { move, after } = best;
  let { followUp, followUpAfter } = best;
  if (followUp?.type === 'build' && after !== undefined) {
    const { deck, resourceCard } = followUp;
    const tracks = legalMoves(after).filter(
      (action) =>
        action.type === 'build' && action.deck === deck && action.resourceCard === resourceCard,
    );
    // The build already rated (with the first of its tracks) is one of them: rated as it was.
    const known =
      followUpAfter === undefined
        ? undefined
        : { move: followUp, after: followUpAfter, value: best.value };
    if (tracks.length > 1)
      ({ move: followUp, after: followUpAfter } = bestRated(
        after,
        seat,
        tracks,
        weights,
        left,
        known,
      ));
  }
  const choice: HeuristicChoice = { move };
  if (followUp !== undefined) choice.followUp = followUp;
  if (after !== undefined) choice.after = after;
  if (followUp !== undefined && followUpAfter !== undefined) choice.followUpAfter = followUpAfter;
  return choice;
}

function isShipDiscard(move: Move): boolean {
  return move.type === 'discard' && move.resource !== 'cube';
}

/**
 * {@link DEFAULT_WEIGHTS} with some weights replaced.
 *
 * @throws {@link BotError} `invalid-options` when a weight is not a finite number.
 */
export function mergeWeights(weights: Partial<HeuristicWeights> | undefined): HeuristicWeights {
  const merged: HeuristicWeights = {
    ...DEFAULT_WEIGHTS,
    ...weights,
    boardShips: (weights?.boardShips ?? DEFAULT_WEIGHTS.boardShips).slice(),
    shipyardCards: { ...DEFAULT_WEIGHTS.shipyardCards, ...weights?.shipyardCards },
  };
  const numbers = [
    ...Object.entries(merged).filter(([, value]) => typeof value !== 'object'),
    ...merged.boardShips.map((value, index) => [`boardShips[${index}]`, value] as const),
    ...Object.entries(merged.shipyardCards).map(
      ([key, value]) => [`shipyardCards.${key}`, value] as const,
    ),
  ];
  for (const [name, value] of numbers) {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new BotError('invalid-options', `heuristic weight ${name} must be a finite number`);
  }
  if (merged.boardShips.length === 0)
    throw new BotError('invalid-options', 'heuristic weight boardShips needs at least one value');
  return merged;
}
