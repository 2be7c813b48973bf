import {
  applyMove,
  currentDecision,
  type Decision,
  type GameState,
  legalMoves,
  type Move,
  type PlayerView,
  shipsLeft,
} from '@antarctica-game/engine';
import type { Bot } from '../bot.js';
import { gameLeft } from '../heuristic/evaluate.js';
import { BotError } from '../play/bot-error.js';
import { sameMove } from '../play/decide.js';
import { ownBot } from '../play/own-bots.js';
import { determinizer } from '../view/determinize.js';
import type { MctsBotOptions, MctsMoveStatistics, MctsSearch } from './mcts-options.js';
import { cachedKeyOf, keyOf } from './move-key.js';
import { marginsOf, rate } from './rate.js';
import { type Child, type Node, newSearch, type Search } from './search-state.js';

export type {
  Evaluator,
  EvaluatorChoice,
  MctsBotOptions,
  MctsBudget,
  MctsMoveStatistics,
  MctsSearch,
  RolloutPolicy,
} from './mcts-options.js';
export { keyOf } from './move-key.js';

/** An {@link mctsBot}: a bot whose last search can be read. */
export interface MctsBot extends Bot {
  /** The statistics of the last search (null before the first, or when only one move was legal). */
  readonly lastSearch: MctsSearch | null;
}

/**
 * A Monte Carlo tree search bot for a game with hidden information: single-observer
 * information-set MCTS. Each iteration draws what the player cannot see at random, consistent
 * with its view ({@link determinize}), and walks one shared tree of moves by UCB1 over the moves
 * legal in that draw. The tree holds the searching player's own decisions of the turn; a move
 * enters it with the heuristic evaluation of every seat after it (after the best action, for a
 * sailing move), turned into a win chance, as a prior. At the first move not visited before, the
 * others' replies are played by the rollout policy (by default the heuristic bot's own choices)
 * until the searching player decides again, the position is rated, and the rating is backed up
 * the path. The move played is the most visited one, and its subtree is kept for the player's
 * next decision of the same turn.
 *
 * With `budget: { iterations }` the bot is deterministic for a given seed; with `{ ms }` it thinks
 * for about that long (it starts no iteration that would likely end after the time is up).
 *
 * @example
 * ```ts
 * const bot = mctsBot({ budget: { iterations: 500 }, seed: 7 });
 * ```
 */
export function mctsBot(options: MctsBotOptions): MctsBot {
  const budget = options.budget;
  const iterations = 'iterations' in budget ? budget.iterations : Number.POSITIVE_INFINITY;
  const ms = 'ms' in budget ? budget.ms : Number.POSITIVE_INFINITY;
  if (
    !(
      iterations === Number.POSITIVE_INFINITY ||
      (Number.isInteger(iterations) && iterations > 0)
    ) ||
    !(ms === Number.POSITIVE_INFINITY || (Number.isFinite(ms) && ms > 0)) ||
    (iterations === Number.POSITIVE_INFINITY && ms === Number.POSITIVE_INFINITY)
  ) {
    throw new BotError(
      'invalid-options',
      'mctsBot needs a budget of a positive whole number of iterations or a positive number of ms',
    );
  }
  const search = newSearch(options);
  let lastSearch: MctsSearch | null = null;
  return ownBot({
    name:
      options.name ??
      `mcts:${'iterations' in budget ? `${budget.iterations}it` : `${budget.ms}ms`}`,
    get lastSearch() {
      return lastSearch;
    },
    chooseMove(view, legal) {
      if (legal.length === 1) {
        search.kept = null;
        lastSearch = null;
        return legal[0] as Move;
      }
      lastSearch = think(search, view, legal, iterations, ms);
      options.onSearch?.(lastSearch);
      return lastSearch.chosen;
    },
    gameOver() {
      // A subtree belongs to its game: none is carried into the bot's next one.
      search.kept = null;
    },
  });
}

/** Runs the search from a view; its statistics name the most visited legal move. */
export function think(
  search: Search,
  view: PlayerView,
  legal: readonly Move[],
  iterations: number,
  ms: number,
): MctsSearch {
  const deadline = ms === Number.POSITIVE_INFINITY ? 0 : performance.now() + ms;
  const kept = search.kept;
  search.kept = null;
  const root: Node =
    search.reuse &&
    kept !== null &&
    kept.seat === view.viewer &&
    kept.moves === view.moves &&
    kept.players === view.players.length
      ? kept.node
      : { seat: view.viewer, children: new Map() };
  search.evaluator = search.evaluatorFor(view.players.length);
  const draw = determinizer(view);
  const left = gameLeft(draw(search.random));
  const started = performance.now();
  let done = 0;
  while (done < iterations) {
    // With a time budget, no iteration starts that would likely end after the deadline (the
    // first one always runs).
    if (deadline !== 0 && done > 0) {
      const now = performance.now();
      if (now + (now - started) / done > deadline) break;
    }
    iterate(search, root, draw(search.random), left);
    done++;
  }
  const seat = view.viewer;
  let best: Child | undefined;
  let visits = 0;
  let reward = 0;
  const children: MctsMoveStatistics[] = [];
  for (const move of legal) {
    const child = root.children.get(keyOf(move));
    if (child !== undefined && (best === undefined || child.visits > best.visits)) best = child;
    const childVisits = child?.visits ?? 0;
    const childReward = child?.reward[seat] ?? 0;
    visits += childVisits;
    reward += childReward;
    children.push({
      move,
      visits: childVisits,
      value: childVisits > 0 ? childReward / childVisits : Number.NaN,
      prior: child?.prior[seat] ?? Number.NaN,
      ...(search.margins && {
        margin: childVisits > 0 ? (child?.margin?.[seat] ?? 0) / childVisits : Number.NaN,
      }),
    });
  }
  const chosen = best;
  if (chosen?.node != null && chosen.node.seat === seat)
    search.kept = { seat, moves: view.moves + 1, players: view.players.length, node: chosen.node };
  return {
    seat,
    moves: view.moves,
    iterations: done,
    value: visits > 0 ? reward / visits : Number.NaN,
    chosen: (chosen && legal.find((move) => sameMove(move, chosen.move))) ?? (legal[0] as Move),
    children,
  };
}

// The moves legal at a node in this iteration's draw, and the states after those met first now.
const availableChildren: Child[] = [];
const availableStates: Array<GameState | undefined> = [];

/**
 * One iteration: walk down the tree by UCB1 over the moves legal in this draw (a move met for the
 * first time enters with its heuristic rating as a prior worth `prior` visits), stop at the first
 * move not yet visited, roll out if asked, rate, and back the ratings up the path.
 */
function iterate(search: Search, root: Node, start: GameState, left: number): void {
  const path: Child[] = [];
  let state = start;
  let node: Node | null = root;
  let leaf: number[] | null = null;
  while (node !== null) {
    const legal = playerMoves(search, state);
    if (legal === null) break;
    state = legal.state;
    const seat = node.seat;
    let chosen: Child | undefined;
    let chosenState: GameState | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    let total = 0;
    let count = 0;
    const keepShips = shipsLeft(state.ships, seat) <= search.weights.keepShips;
    for (const move of legal.moves) {
      const given = node === root && search.only !== null;
      // Moves given to searchRoot are searched even where the bot's keepShips rule skips them.
      if (keepShips && !given && move.type === 'discard' && move.resource !== 'cube') continue;
      const key = cachedKeyOf(move);
      if (given && !search.only?.has(key)) continue;
      let child = node.children.get(key);
      let after: GameState | undefined;
      if (child === undefined) {
        after = applyMove(state, move);
        child = newChild(search, move, after, seat, left, search.priorDepth);
        node.children.set(key, child);
      }
      child.available++;
      total += child.visits;
      availableChildren[count] = child;
      availableStates[count] = after;
      count++;
    }
    const logTotal = Math.log(total + 1);
    for (let index = 0; index < count; index++) {
      const child = availableChildren[index] as Child;
      const after = availableStates[index];
      const weight = search.prior;
      const mean =
        ((child.reward[seat] ?? 0) + weight * (child.prior[seat] ?? 0)) / (child.visits + weight);
      const score = mean + search.exploration * Math.sqrt(logTotal / (child.visits + 1));
      if (score > bestScore) {
        bestScore = score;
        chosen = child;
        chosenState = after;
      }
    }
    availableStates.fill(undefined, 0, count);
    if (chosen === undefined) break;
    state = chosenState ?? applyMove(state, chosen.move);
    path.push(chosen);
    const next = currentDecision(state);
    const nextSeat = 'seat' in next ? next.seat : -1;
    // The tree holds the searching player's own decisions; the others' are rolled out.
    if (nextSeat !== root.seat) break;
    // A move met for the first time ends the walk: the tree grows by one level at most per
    // iteration. (Walking on through new nodes grew it to the end of the game whenever the
    // searcher took many turns in a row, as against a player far ahead: gigabytes, no answer.)
    if (chosen.visits === 0) {
      if (search.rolloutDepth === 0) leaf = chosen.prior;
      break;
    }
    chosen.node ??= { seat: nextSeat, children: new Map() };
    node = chosen.node;
  }
  if (leaf === null) {
    // Play on until the searching player decides again (or the game ends), at most rolloutDepth
    // moves; with rolloutTurns, the policy also plays that many more turns of the searcher.
    let turns = search.rolloutTurns;
    let previous = root.seat;
    let plan: Plan | null = null;
    for (let step = 0; step < search.rolloutDepth; step++) {
      // The planned follow-up of the heuristic, with the state after it that the heuristic made
      // while rating it: played at once when its seat decides in the state it was planned for
      // (the same move the listing would find, the same state playing it would make).
      const ready: boolean = plan !== null && plan.after !== undefined && plan.base === state;
      const decided: Decision | null = ready ? currentDecision(state) : null;
      let legal: { state: GameState; moves: Move[] } | null = null;
      let seat: number;
      if (
        decided !== null &&
        decided.kind !== 'draftDraw' &&
        'seat' in decided &&
        decided.seat === plan?.seat
      )
        seat = decided.seat;
      else {
        legal = playerMoves(search, state);
        if (legal === null) break;
        const decision = currentDecision(legal.state);
        seat = 'seat' in decision ? decision.seat : 0;
      }
      if (step > 0 && seat === root.seat && previous !== root.seat) {
        if (turns === 0) break;
        turns--;
      }
      previous = seat;
      let move: Move | undefined;
      let after: GameState | undefined;
      if (legal === null) {
        move = plan?.move;
        after = plan?.after;
      } else if (plan !== null && plan.seat === seat) {
        const planned = plan.move;
        move = legal.moves.find((candidate) => sameMove(candidate, planned));
      }
      plan = null;
      if (move === undefined && legal !== null) {
        const choice = search.rollout(legal.state, seat, legal.moves);
        move = choice.move;
        // The heuristic played the move already when it rated it (the same state).
        after = choice.after;
        if (choice.followUp !== undefined)
          plan = {
            seat,
            move: choice.followUp,
            base: after,
            after: after === undefined ? undefined : choice.followUpAfter,
          };
      }
      if (after !== undefined) state = after;
      else if (legal !== null && move !== undefined) state = applyMove(legal.state, move);
      else break;
    }
    leaf = rate(search, state, left);
  }
  const margin = search.margins ? marginsOf(state) : null;
  for (const child of path) {
    child.visits++;
    for (let seat = 0; seat < leaf.length; seat++)
      child.reward[seat] = (child.reward[seat] ?? 0) + (leaf[seat] ?? 0);
    if (margin !== null && child.margin !== null)
      for (let seat = 0; seat < margin.length; seat++)
        child.margin[seat] = (child.margin[seat] ?? 0) + (margin[seat] ?? 0);
  }
}

/** The rollout's planned follow-up: its seat, its move, the state it is for and the state after. */
interface Plan {
  seat: number;
  move: Move;
  base: GameState | undefined;
  after: GameState | undefined;
}

/**
 * A move entering the tree, with its prior: the rating of the position after it, or, when the same
 * player decides again right after it (the action after sailing), the rating after the best of
 * those next moves (looking `depth` decisions ahead), whose node is then built at once.
 */
function newChild(
  search: Search,
  move: Move,
  after: GameState,
  seat: number,
  left: number,
  depth: number,
): Child {
  const child: Child = {
    move,
    visits: 0,
    available: 0,
    reward: new Array<number>(after.players.length).fill(0),
    prior: [],
    margin: search.margins ? new Array<number>(after.players.length).fill(0) : null,
    node: null,
  };
  const next = depth > 0 ? currentDecision(after) : null;
  if (next === null || !('seat' in next) || next.seat !== seat || next.kind === 'draftDraw') {
    child.prior = rate(search, after, left);
    return child;
  }
  const node: Node = { seat, children: new Map() };
  const keepShips = shipsLeft(after.ships, seat) <= search.weights.keepShips;
  let best: number[] | null = null;
  for (const follow of legalMoves(after)) {
    if (keepShips && follow.type === 'discard' && follow.resource !== 'cube') continue;
    const grandchild = newChild(search, follow, applyMove(after, follow), seat, left, depth - 1);
    node.children.set(cachedKeyOf(follow), grandchild);
    if (best === null || (grandchild.prior[seat] ?? 0) > (best[seat] ?? 0)) best = grandchild.prior;
  }
  child.node = node;
  child.prior = best ?? rate(search, after, left);
  return child;
}

/**
 * The moves of the player deciding now, after playing any chance outcome at random (a Shipyard
 * draft at a table); `null` once the game is over.
 */
function playerMoves(search: Search, state: GameState): { state: GameState; moves: Move[] } | null {
  let current = state;
  for (;;) {
    const moves = legalMoves(current);
    if (moves.length === 0) return null;
    if ((currentDecision(current).kind as string) !== 'draftDraw') return { state: current, moves };
    current = applyMove(current, moves[search.random.below(moves.length)] as Move);
  }
}
