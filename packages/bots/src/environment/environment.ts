import {
  applyMove,
  currentDecision,
  DEFAULT_EDITION,
  finalScores,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
  type RuleOptions,
} from '@antarctica-game/engine';
import type { Bot, BotFactory } from '../bot.js';
import { BotError } from '../play/bot-error.js';
import { botTurn, checkAnswer, isPromise, legalForBot } from '../play/decide.js';
import { deriveSeed } from '../random.js';
import { type ActionSpace, actionSpace } from './action-space.js';
import {
  encodeObservation,
  type ObservationLayout,
  observationLayout,
  zeroArray,
} from './observation.js';
import { createStateEncoder } from './state-observation.js';

/** Options of {@link createEnvironment}. */
export interface EnvironmentOptions {
  /** Players per game. */
  players: 2 | 3 | 4;
  /** Rule readings that differ from the engine's defaults. */
  rules?: Partial<RuleOptions>;
  /** How the ships start (default the first-game layout). */
  shipPlacement?: 'firstGame' | 'free';
  /**
   * The reward given at the end of a game, to each seat: `'winShare'` (default) 1 shared among
   * the winners (1 for a lone winner, 1/2 each for two, …) and 0 for the others; `'margin'` the
   * seat's Victory Points less the best other seat's. Every reward before the end is 0.
   */
  reward?: 'winShare' | 'margin';
  /** A game still running after this many moves is stopped and scored as it stands (default 3,000). */
  maxMoves?: number;
  /**
   * Bots for the seats the agent does not play, by seat (`null` for the agent's seats): `step`
   * plays their moves itself and returns at the agent's next decision. Each is made afresh at
   * every `reset` from a seed derived from the game's seed and the seat. Default: the agent plays
   * every seat.
   */
  opponents?: ReadonlyArray<BotFactory | null>;
  /**
   * When true, every time step's `observation` and `mask` are the same two arrays, filled in again
   * by the next `reset` or `step` (copy them to keep them): no new 1,000 numbers or so at each
   * step, for an agent that reads them before stepping again. Default false: each time step has
   * arrays of its own.
   */
  reuseArrays?: boolean;
}

/** What the environment shows after `reset` and each `step`. */
export interface TimeStep {
  /** The seat that must decide now (-1 once the game is over). */
  player: number;
  /**
   * That seat's observation (see {@link observationLayout}); the last seat's at the end. With
   * `reuseArrays`, one array filled in again at each step.
   */
  observation: number[];
  /** The legal actions of that seat, increasing (empty at the end). */
  legal: number[];
  /**
   * 1 for each legal action, 0 for the others: `actionSpace.size` numbers. With `reuseArrays`, one
   * array filled in again at each step.
   */
  mask: number[];
  /** The reward of each seat for the last step: 0 until the game is over. */
  rewards: number[];
  /** Whether the game is over (`terminated` or `truncated`, as Gymnasium's `done` was). */
  done: boolean;
  /** Whether the game ended by the rules (Gymnasium's `terminated`). */
  terminated: boolean;
  /** Whether the game was stopped at the move limit rather than ended by the rules. */
  truncated: boolean;
  /** Moves played so far. */
  moves: number;
}

/**
 * A learning environment in the manner of OpenSpiel's `rl_environment` and Gymnasium: `reset`,
 * then `step` with an action number until `done`.
 */
export interface Environment {
  /** The numbering of actions. */
  readonly actionSpace: ActionSpace;
  /** Where each part of a view sits in an observation. */
  readonly observationLayout: ObservationLayout;
  /**
   * The game as it stands (the whole state: for checking, not for an agent's eyes). Read it, never
   * change it in place: each step writes a seat's observation again only where a move changed
   * the state (the engine's moves copy what they change).
   */
  readonly state: GameState;
  /** Every move of the game so far, first first. */
  readonly moves: readonly Move[];
  /** Starts a new game set up from `seed`. */
  reset(seed: number | string): TimeStep;
  /**
   * Plays an action of the seat that must decide (then the opponents' moves, if any).
   *
   * @throws {@link BotError} `no-decision` if the game is over or was never started,
   * `illegal-move` for an action that is not legal now, `invalid-options` for an action that is
   * not a whole number.
   */
  step(action: number): TimeStep;
  /** A seat's observation now (any seat: it holds only what that seat may see). */
  observe(seat: number): number[];
}

/**
 * Creates a learning environment.
 *
 * @example
 * ```ts
 * const env = createEnvironment({ players: 2 });
 * let step = env.reset(1);
 * while (!step.done) step = env.step(step.legal[0]!);
 * step.rewards; // e.g. [1, 0]
 * ```
 */
export function createEnvironment(options: EnvironmentOptions): Environment {
  const players = options.players;
  if (![2, 3, 4].includes(players))
    throw new BotError('invalid-options', `players must be 2, 3 or 4, not ${String(players)}`);
  const maxMoves = options.maxMoves ?? 3000;
  if (!Number.isInteger(maxMoves) || maxMoves < 1)
    throw new BotError(
      'invalid-options',
      `maxMoves must be a positive whole number, not ${maxMoves}`,
    );
  const opponents = options.opponents ?? [];
  const reward = options.reward ?? 'winShare';
  // Each seat's observation written again only where the state changed since its last one.
  const encode = createStateEncoder();
  // With reuseArrays: the one observation and mask handed out, and the actions set in the mask.
  const reuse = options.reuseArrays === true;
  let observationOut: number[] | null = null;
  let maskOut: number[] | null = null;
  let maskSet: readonly number[] = [];
  let edition = DEFAULT_EDITION;
  let state: GameState | null = null;
  let moves: Move[] = [];
  let bots: Array<Bot | null> = [];
  // Whether any seat is played by an opponent bot (without one, a step has no opponents' moves).
  let anyOpponent = false;
  let truncated = false;
  // The action numbers of the moves listed so far, for the action space they were made with.
  let numbered: { space: ActionSpace | null; actions: WeakMap<Move, number> } = {
    space: null,
    actions: new WeakMap(),
  };
  // The legal moves of the last time step, with their action numbers, for `step` to look up.
  let listed: { state: GameState | null; moves: readonly Move[]; actions: number[] } = {
    state: null,
    moves: [],
    actions: [],
  };

  const current = (): GameState => {
    if (state === null)
      throw new BotError('no-decision', 'call reset(seed) before step or observe');
    return state;
  };
  const apply = (move: Move): void => {
    state = applyMove(current(), move);
    moves.push(move);
    if (moves.length >= maxMoves && state.phase !== 'over') truncated = true;
  };
  const finished = (): boolean => truncated || current().phase === 'over';
  const playOpponents = (): void => {
    if (!anyOpponent) return;
    for (;;) {
      if (finished()) return;
      // A seat the agent plays needs no view: look at whose decision it is first.
      const decision = currentDecision(current());
      if (
        decision.kind !== 'draftDraw' &&
        'seat' in decision &&
        (bots[decision.seat] ?? null) === null
      )
        return;
      const turn = botTurn(current());
      if (turn === null) {
        // Chance outcomes never wait for a move in a seeded game; stop rather than loop.
        throw new BotError('no-decision', 'the game waits for a chance outcome');
      }
      const bot = bots[turn.seat];
      if (bot === null || bot === undefined) return;
      const given = legalForBot(turn.legal, bot);
      const answer = bot.chooseMove(turn.view, given);
      if (isPromise(answer))
        throw new BotError('async-bot', `opponent ${bot.name} answered with a promise`);
      apply(checkAnswer(bot, turn, answer as Move, given));
    }
  };
  const timeStep = (rewards: number[]): TimeStep => {
    const game = current();
    const space = actionSpace(game.edition);
    const done = finished();
    const decision = currentDecision(game);
    const player = done || !('seat' in decision) ? -1 : decision.seat;
    // The moves listed here, with their numbers, are those `step` looks the action up in.
    const listedMoves = done ? [] : legalMoves(game);
    // Built by push (packed arrays): `new Array(n)` makes a holey one, slower to read and copy.
    const actions: number[] = [];
    if (space !== numbered.space) numbered = { space, actions: new WeakMap() };
    for (let index = 0; index < listedMoves.length; index++) {
      const move = listedMoves[index] as Move;
      // The engine lists the same frozen object for the same move every time: numbered once.
      let action = numbered.actions.get(move);
      if (action === undefined) {
        action = space.encode(move);
        if (Object.isFrozen(move)) numbered.actions.set(move, action);
      }
      actions.push(action);
    }
    listed = { state: game, moves: listedMoves, actions };
    // Sorted by insertion: a handful of numbers, where a sort with a comparator costs more.
    const legal = actions.slice();
    for (let index = 1; index < legal.length; index++) {
      const action = legal[index] as number;
      let at = index - 1;
      while (at >= 0 && (legal[at] as number) > action) {
        legal[at + 1] = legal[at] as number;
        at--;
      }
      legal[at + 1] = action;
    }
    let mask: number[];
    if (!reuse) mask = zeroArray(space.size);
    else if (maskOut === null || maskOut.length !== space.size)
      mask = maskOut = zeroArray(space.size);
    else {
      // Only the ones of the last mask are put back to 0.
      mask = maskOut;
      for (let index = 0; index < maskSet.length; index++) mask[maskSet[index] as number] = 0;
    }
    for (let index = 0; index < legal.length; index++) mask[legal[index] as number] = 1;
    maskSet = actions;
    const seen = player >= 0 ? player : lastSeat(moves);
    let observation: number[];
    if (!reuse) observation = encode(game, seen, decision);
    else {
      const size = observationLayout(game.edition).size;
      if (observationOut === null || observationOut.length !== size)
        observationOut = zeroArray(size);
      observation = encode(game, seen, decision, observationOut);
    }
    return {
      player,
      observation,
      legal,
      mask,
      rewards,
      done,
      terminated: done && !truncated,
      truncated,
      moves: moves.length,
    };
  };
  const endRewards = (): number[] => {
    const game = current();
    const result = finalScores(game);
    if (reward === 'margin') {
      const points = result.standings.map((standing) => standing.points);
      return points.map(
        (mine, seat) => mine - Math.max(...points.filter((_, other) => other !== seat)),
      );
    }
    const colors = game.players.map((player) => player.color);
    const winners = result.winners.map((color) => colors.indexOf(color));
    return colors.map((_, seat) => (winners.includes(seat) ? 1 / winners.length : 0));
  };

  return {
    get actionSpace() {
      return actionSpace(edition);
    },
    get observationLayout() {
      return observationLayout(edition);
    },
    get state() {
      return current();
    },
    get moves() {
      return moves;
    },
    reset(seed) {
      // A reset that fails (a bad seed or rules, an opponent that fails) keeps the game before it.
      const before = { state, edition, moves, truncated, bots, anyOpponent };
      try {
        state = newGame({
          players,
          seed,
          ...(options.rules ? { rules: options.rules } : {}),
          ...(options.shipPlacement ? { shipPlacement: options.shipPlacement } : {}),
        });
        edition = state.edition;
        moves = [];
        truncated = false;
        bots = Array.from({ length: players }, (_, seat) => {
          const factory = opponents[seat];
          return factory ? factory(deriveSeed(String(seed), 'opponent', seat)) : null;
        });
        anyOpponent = bots.some((bot) => bot !== null);
        playOpponents();
        return timeStep(finished() ? endRewards() : zeros(players));
      } catch (error) {
        ({ state, edition, moves, truncated, bots, anyOpponent } = before);
        throw error;
      }
    },
    step(action) {
      const game = current();
      if (finished()) throw new BotError('no-decision', 'the game is over: call reset(seed)');
      if (typeof action !== 'number' || !Number.isInteger(action))
        throw new BotError(
          'invalid-options',
          `an action is a whole number from 0 to ${actionSpace(game.edition).size - 1}, not ${JSON.stringify(action) ?? String(action)}`,
        );
      let match: Move | undefined;
      if (listed.state === game) {
        const at = listed.actions.indexOf(action);
        match = at < 0 ? undefined : listed.moves[at];
      } else {
        const space = actionSpace(game.edition);
        match = legalMoves(game).find((candidate) => space.encode(candidate) === action);
      }
      if (match === undefined)
        throw new BotError('illegal-move', `action ${String(action)} is not legal now`);
      apply(match);
      playOpponents();
      return timeStep(finished() ? endRewards() : zeros(players));
    },
    observe(seat) {
      const game = current();
      // The engine's view checks the seat (an error with its code for a seat not in the game).
      return encodeObservation(playerView(game, seat), currentDecision(game));
    },
  };
}

function zeros(count: number): number[] {
  const rewards: number[] = [];
  for (let seat = 0; seat < count; seat++) rewards.push(0);
  return rewards;
}

function lastSeat(moves: readonly Move[]): number {
  return moves[moves.length - 1]?.seat ?? 0;
}
