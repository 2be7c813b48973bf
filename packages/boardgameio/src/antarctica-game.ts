import {
  type Edition,
  finalScores,
  type GameState,
  MOVE_TYPES,
  type Move,
  type MoveType,
  newGame,
  tryApplyMove,
} from '@antarctica-game/engine';
import type { Ctx, Game, LongFormMove, Plugin } from 'boardgame.io';
import { INVALID_MOVE } from './boardgameio/core.js';
import { type AntarcticaClientG, clientStateOf, moveArguments, seatOf } from './client-state.js';
import { engineStates } from './engine-states.js';
import type { MoveRefusal } from './refusal.js';
import {
  type AntarcticaSetupData,
  checkSetupData,
  gameOptionsOf,
  secretSeed,
} from './setup-data.js';
import type { AntarcticaG } from './stored-state.js';

/** What {@link antarcticaGame} takes. */
export interface AntarcticaGameOptions {
  /** Editions besides the default one that matches may name in their setup data. */
  editions?: readonly Edition[];
  /** Called with each move the engine refuses (the server logs them). */
  onRefusal?: (refusal: MoveRefusal) => void;
  /** The game's name in boardgame.io's lobby and socket namespaces (default `antarctica`). */
  name?: string;
  /**
   * The setup data of a match created without any (boardgame.io's `Local` master, a lobby
   * request without `setupData`): by default `{}`, the default options with a secret seed.
   */
  defaultSetupData?: AntarcticaSetupData;
}

/** How a match ends: `ctx.gameover`, from the engine's final scores. */
export interface AntarcticaGameover {
  /** Why the game ended (the engine's `state.ended`). */
  ended: GameState['ended'];
  /** The engine's final scores (winners, standings, each category). */
  scores: ReturnType<typeof finalScores>;
}

/** The moves that put a card into a hand unseen by the others: their arguments are redacted in the others' logs. */
const HIDDEN_ARGUMENTS: ReadonlySet<MoveType> = new Set<MoveType>([
  'takeShipyardCard',
  'draftPick',
  'drawDraftCards',
]);

/**
 * The board game Antarctica as a boardgame.io game, with the engine as the judge:
 *
 * - `setup` starts the engine from the match's {@link AntarcticaSetupData} (`numPlayers` from the
 *   lobby); `G` is the engine's state with the edition by id ({@link AntarcticaG});
 * - each engine move is a boardgame.io move of the same name taking the move's arguments
 *   (`client.moves.build({ deck: 'basic', track: 2 })`); the engine refuses what is not legal
 *   (`INVALID_MOVE`, nothing changes, `onRefusal` hears the engine's code);
 * - `ctx.currentPlayer` is the player whose turn it is, `ctx.activePlayers` holds the one player
 *   the engine waits for (another player's Shipyard Card pick, a track action, an Icebreaker
 *   turn...), so only that player's moves are accepted;
 * - each client receives {@link AntarcticaClientG}: the engine's player view and its legal
 *   moves, never another player's hidden cards, the piles' order or the random state;
 * - the game ends with the engine's final scores in `ctx.gameover` ({@link AntarcticaGameover});
 * - `ai.enumerate` lists the engine's legal moves, for boardgame.io's bots and {@link botClass}.
 *
 * @example
 * ```ts
 * import { Server } from 'boardgame.io/server';
 * const server = Server({ games: [antarcticaGame()] });
 * ```
 */
export function antarcticaGame(
  options: AntarcticaGameOptions = {},
): Game<AntarcticaG, Record<string, unknown>, AntarcticaSetupDataInput> {
  const editions = options.editions ?? [];
  const onRefusal = options.onRefusal;
  const defaults = options.defaultSetupData ?? {};
  const engine = engineStates(editions);
  const stateOf = engine.stateOf;

  const moves: Record<string, LongFormMove<AntarcticaG>> = {};
  for (const type of MOVE_TYPES) {
    moves[type] = {
      move: (context, args?: unknown) => {
        const G = plainOf(context);
        const { playerID } = context;
        const refuse = (code: MoveRefusal['code'], reason: string) => {
          onRefusal?.({ playerID, type, args, code, reason });
          return INVALID_MOVE;
        };
        const seat = seatOf(playerID, G.players.length);
        if (seat === null) return refuse('not-your-decision', `${String(playerID)} is no seat`);
        if (
          args !== undefined &&
          (typeof args !== 'object' || args === null || Array.isArray(args))
        )
          return refuse('malformed', 'the arguments of a move are an object such as { "to": 3 }');
        const given = (args ?? {}) as Record<string, unknown>;
        if ('seat' in given && given.seat !== seat)
          return refuse(
            'not-your-decision',
            `player ${seat} cannot move for seat ${String(given.seat)}`,
          );
        if ('type' in given && given.type !== type)
          return refuse('malformed', `the move ${type} was sent with type ${String(given.type)}`);
        const result = tryApplyMove(stateOf(G), { ...given, type, seat } as Move);
        if (!result.ok) return refuse(result.error.code, result.error.reason);
        return engine.storedOf(result.state);
      },
      // The client holds only a view: every move runs on the server.
      client: false,
      redact: HIDDEN_ARGUMENTS.has(type),
    };
  }

  /** The seat whose turn it is (or who decides during setup); `null` once the game is over. */
  const turnSeat = (G: AntarcticaG): number | null => {
    if (G.phase === 'over') return null;
    if (G.phase === 'playing' && G.turn !== null) return G.turn.seat;
    return deciderOf(G);
  };
  const deciderOf = engine.deciderOf;
  const activate = (context: { G: AntarcticaG; ctx: Ctx; events: EventsLike }) => {
    const { ctx, events } = context;
    const decider = deciderOf(plainOf(context));
    const active = ctx.activePlayers;
    // Game over: nobody is waited for (boardgame.io would leave the last decider active).
    if (decider === null && (active === null || Object.keys(active).length === 0)) return;
    const id = String(decider);
    if (active !== null && Object.keys(active).length === 1 && id in active) return;
    // Stage.NULL (null): the player may make any of the game's moves, as the engine allows.
    // boardgame.io keeps an Error with each event for a message should the event be misplaced
    // (this one never is, from onBegin and onMove): without its stack trace, the call costs a
    // few microseconds instead of tens.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      events.setActivePlayers({
        value: decider === null ? {} : { [id]: null as unknown as string },
      });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  };

  return {
    name: options.name ?? 'antarctica',
    minPlayers: 2,
    maxPlayers: 4,
    // An undo would take back a move that showed a card; the engine keeps undo to itself.
    disableUndo: true,
    // No client may end turns, stages or the game: only the engine's moves move it on.
    events: {
      endGame: false,
      endPhase: false,
      endStage: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      setPhase: false,
      setStage: false,
    },
    validateSetupData: (setupData, numPlayers) =>
      checkSetupData(setupData ?? defaults, numPlayers, editions),
    setup: ({ ctx }, setupData) => {
      const gameOptions = gameOptionsOf(
        setupData ?? defaults,
        ctx.numPlayers,
        editions,
        secretSeed,
      );
      if (typeof gameOptions === 'string') throw new Error(gameOptions);
      return engine.storedOf(newGame(gameOptions));
    },
    moves,
    plugins: [PLAIN_STATE_PLUGIN],
    turn: {
      order: {
        first: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(String(turnSeat(G) ?? 0))),
        next: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(String(turnSeat(G) ?? 0))),
      },
      onBegin: (context) => activate(context as unknown as Parameters<typeof activate>[0]),
      onMove: (context) => activate(context as unknown as Parameters<typeof activate>[0]),
      endIf: ({ G, ctx }) => {
        const seat = turnSeat(G);
        return seat !== null && String(seat) !== ctx.currentPlayer ? { next: String(seat) } : false;
      },
    },
    // Over once the engine says so and nobody is active any more: boardgame.io ignores events
    // once the game is over, so the hook's event that clears the active players comes first.
    endIf: ({ G, ctx }): AntarcticaGameover | undefined =>
      G.phase === 'over' && ctx.activePlayers === null
        ? { ended: G.ended, scores: finalScores(stateOf(G)) }
        : undefined,
    playerView: ({ G, playerID }): AntarcticaClientG => clientStateOf(G, playerID, engine),
    ai: {
      enumerate: (G, _ctx, playerID) => {
        const seat = seatOf(playerID, G.players.length);
        return engine
          .legalOf(G)
          .filter((move) => move.seat === seat)
          .map((move) => ({ move: move.type, args: [moveArguments(move)] }));
      },
    },
  } as Game<AntarcticaG, Record<string, unknown>, AntarcticaSetupDataInput>;
}

/** The setup data a match accepts (see {@link AntarcticaSetupData}); checked by the game. */
export type AntarcticaSetupDataInput = AntarcticaSetupData;

interface EventsLike {
  setActivePlayers(arg: { value: Record<string, string> }): void;
}

/**
 * boardgame.io runs moves and hooks on an Immer draft of `G`. The engine never changes a state,
 * so it should read the plain state rather than a proxy of it (much faster) and return a new
 * one. This plugin wraps moves and hooks outside Immer, where `G` is still plain, and passes it
 * on as `plainG`.
 */
const PLAIN_STATE_PLUGIN: Plugin = {
  name: 'antarctica-plain-state',
  fnWrap:
    (fn) =>
    (context, ...args) =>
      fn({ ...context, plainG: context.G } as typeof context, ...args),
};

/** The plain `G` of a move's or hook's context (see {@link PLAIN_STATE_PLUGIN}). */
function plainOf(context: { G: AntarcticaG }): AntarcticaG {
  return (context as { plainG?: AntarcticaG }).plainG ?? context.G;
}
