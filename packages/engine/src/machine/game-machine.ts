import { assign, setup } from 'xstate';
import { tryApplyMove } from '../apply-move.js';
import { currentDecision, type Decision } from '../decision.js';
import type { GameEvent } from '../events.js';
import type { IllegalMoveError } from '../illegal-move-error.js';
import type { Move, MoveType } from '../moves.js';
import type { GameState } from '../state.js';

/** What the game actor holds: the game itself, and the outcome of the last move sent. */
export interface GameContext {
  /** The game, as the headless API sees it. */
  game: GameState;
  /** What the last accepted move changed, step by step. */
  lastEvents: GameEvent[];
  /** Why the last move sent was refused, or null if it was accepted. */
  lastError: IllegalMoveError | null;
}

/** Moves that answer each kind of decision; the states of the machine accept exactly these. */
const TURN_MOVES = [
  'build',
  'buildShip',
  'recruit',
  'research',
  'playIcebreaker',
  'playPlaceScientist',
  'playPlusTwoScientists',
  'playFastResearch',
  'discard',
  'endTurn',
] as const satisfies readonly MoveType[];

/** A transition that applies a move (or records why it was refused) and routes to the new decision. */
const step = { actions: 'applyMove', target: '#antarctica.routing' } as const;

function accept<const T extends readonly MoveType[]>(types: T): Record<T[number], typeof step> {
  return Object.fromEntries(types.map((type) => [type, step])) as Record<T[number], typeof step>;
}

/** Routing from a decision kind to the state that awaits it. */
const ROUTES: ReadonlyArray<readonly [Decision['kind'], string]> = [
  ['gameOver', '#antarctica.gameOver'],
  ['openingCube', '#antarctica.setup.openingCube'],
  ['placeShip', '#antarctica.setup.placingShips'],
  ['sail', '#antarctica.playing.turn.sailing'],
  ['turn', '#antarctica.playing.turn.acting'],
  ['trackAction', '#antarctica.playing.resolving.trackAction'],
  ['shipyardPick', '#antarctica.playing.resolving.shipyardPick'],
  ['draft', '#antarctica.playing.resolving.draft'],
];

/**
 * The game flow of Antarctica as an xstate v5 statechart. Its states name the phases and steps
 * of the game; its events are the {@link Move}s. Each move is applied by the same headless
 * engine ({@link tryApplyMove}), so the statechart and the headless API are one engine: the
 * machine adds the structure and the actor, not other rules. A refused move leaves the game
 * unchanged and sets `lastError`.
 */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as Move,
    input: {} as { game: GameState },
  },
  guards: {
    awaits: ({ context }, params: { kind: Decision['kind'] }) =>
      currentDecision(context.game).kind === params.kind,
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      const result = tryApplyMove(context.game, event);
      return result.ok
        ? { game: result.state, lastEvents: result.events, lastError: null }
        : { lastError: result.error, lastEvents: [] };
    }),
    refuse: assign(({ context, event }) => {
      const result = tryApplyMove(context.game, event);
      return { lastError: result.ok ? null : result.error, lastEvents: [] };
    }),
  },
}).createMachine({
  id: 'antarctica',
  context: ({ input }) => ({ game: input.game, lastEvents: [], lastError: null }),
  initial: 'routing',
  on: { '*': { actions: 'refuse' } },
  states: {
    routing: {
      description: 'Goes to the state that awaits the decision the game now waits for.',
      always: ROUTES.map(([kind, target]) => ({
        guard: { type: 'awaits', params: { kind } },
        target,
      })),
    },
    setup: {
      description:
        'Setting up: the opening cube of a 2-player game, then placing ships in later games.',
      initial: 'openingCube',
      states: {
        openingCube: {
          description: "Player B's opening cube on a track (2 players).",
          on: accept(['placeOpeningCube']),
        },
        placingShips: {
          description: 'Players place ships one at a time.',
          on: accept(['placeShip']),
        },
      },
    },
    playing: {
      description: 'The Sun moves from area to area; the first ship in line there takes a turn.',
      initial: 'turn',
      states: {
        turn: {
          description: 'A turn, or an Icebreaker turn.',
          initial: 'sailing',
          states: {
            sailing: {
              description:
                'The first ship in line must sail to another area (a discard may come first; an Icebreaker turn may be declined).',
              on: accept(['sail', 'discard', 'pass']),
            },
            acting: {
              description: 'One action, one card, one discard, in any order; then the turn ends.',
              on: accept(TURN_MOVES),
            },
          },
        },
        resolving: {
          description: 'Effects that interrupt the turn, resolved player by player.',
          initial: 'trackAction',
          states: {
            trackAction: {
              description: 'A Research Track action: move a ship, or advance three.',
              on: accept(['moveShip', 'advance', 'pass']),
            },
            shipyardPick: {
              description: 'Other players take a Shipyard Card after a ship was built.',
              on: accept(['takeShipyardCard']),
            },
            draft: {
              description: 'The Shipyard draft: each player picks a card.',
              on: accept(['draftPick']),
            },
          },
        },
      },
    },
    gameOver: { description: 'The game has ended; score it with finalScores.', type: 'final' },
  },
});
