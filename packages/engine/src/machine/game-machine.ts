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
  /** Whether the last move moved the Sun (the machine then passes through `playing.sunMoving`). */
  sunMoved: boolean;
}

/** The main actions of a turn: one per turn. */
const ACTION_MOVES = [
  'build',
  'buildShip',
  'recruit',
  'research',
] as const satisfies readonly MoveType[];

/** The cards a player may play during a turn: one per Sun move. */
const CARD_MOVES = [
  'playIcebreaker',
  'playPlaceScientist',
  'playPlusTwoScientists',
  'playFastResearch',
] as const satisfies readonly MoveType[];

/** A transition that applies a move (or records why it was refused) and routes to the new decision. */
const step = { actions: 'applyMove', target: '#antarctica.routing' } as const;

function accept<const T extends readonly MoveType[]>(types: T): Record<T[number], typeof step> {
  return Object.fromEntries(types.map((type) => [type, step])) as Record<T[number], typeof step>;
}

/** What a state of the machine awaits: the kind of decision, and for turns which step. */
export interface AwaitedDecision {
  kind: Decision['kind'];
  icebreaker?: boolean;
  acted?: boolean;
}

/** Routing from a decision to the state that awaits it. */
const ROUTES: ReadonlyArray<readonly [AwaitedDecision, string]> = [
  [{ kind: 'gameOver' }, '#antarctica.gameOver'],
  [{ kind: 'openingCube' }, '#antarctica.setup.openingCube'],
  [{ kind: 'placeShip' }, '#antarctica.setup.placingShips'],
  [{ kind: 'sail', icebreaker: false }, '#antarctica.playing.turn.sailing'],
  [{ kind: 'turn', icebreaker: false, acted: false }, '#antarctica.playing.turn.choosingAction'],
  [{ kind: 'turn', icebreaker: false, acted: true }, '#antarctica.playing.turn.finishing'],
  [{ kind: 'sail', icebreaker: true }, '#antarctica.playing.icebreakerTurn.sailing'],
  [
    { kind: 'turn', icebreaker: true, acted: false },
    '#antarctica.playing.icebreakerTurn.choosingAction',
  ],
  [{ kind: 'turn', icebreaker: true, acted: true }, '#antarctica.playing.icebreakerTurn.finishing'],
  [{ kind: 'trackAction' }, '#antarctica.playing.resolving.trackAction'],
  [{ kind: 'shipyardPick' }, '#antarctica.playing.resolving.shipyardPick'],
  [{ kind: 'draft' }, '#antarctica.playing.resolving.draft'],
];

/** The steps of a turn, the same for a normal turn and an Icebreaker turn. */
function turnStates(what: string, declinable: boolean) {
  return {
    initial: 'sailing' as const,
    states: {
      sailing: {
        description: `${what}: the ship must sail to another area (a discard may come first${declinable ? '; the turn may be declined' : ''}).`,
        on: declinable ? accept(['sail', 'discard', 'pass']) : accept(['sail', 'discard']),
      },
      choosingAction: {
        description: `${what}: one action (build, build a ship, recruit, research), a card, a discard, or the end of the turn.`,
        on: accept([...ACTION_MOVES, ...CARD_MOVES, 'discard', 'endTurn']),
      },
      finishing: {
        description: `${what}: the action is done; a card, a discard, then the end of the turn.`,
        on: accept([...CARD_MOVES, 'discard', 'endTurn']),
      },
    },
  };
}

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
    awaits: ({ context }, params: AwaitedDecision) => {
      const decision = currentDecision(context.game);
      if (decision.kind !== params.kind) return false;
      if (
        params.icebreaker !== undefined &&
        'icebreaker' in decision &&
        decision.icebreaker !== params.icebreaker
      )
        return false;
      return params.acted === undefined || ('acted' in decision && decision.acted === params.acted);
    },
    sunMoved: ({ context }) => context.sunMoved,
  },
  actions: {
    applyMove: assign(({ context, event }) => {
      const result = tryApplyMove(context.game, event);
      return result.ok
        ? {
            game: result.state,
            lastEvents: result.events,
            lastError: null,
            sunMoved: result.events.some((entry) => entry.type === 'sunMoved'),
          }
        : { lastError: result.error, lastEvents: [] };
    }),
    refuse: assign(({ context, event }) => {
      const result = tryApplyMove(context.game, event);
      return { lastError: result.ok ? null : result.error, lastEvents: [] };
    }),
    sunHasMoved: assign({ sunMoved: false }),
  },
}).createMachine({
  id: 'antarctica',
  context: ({ input }) => ({ game: input.game, lastEvents: [], lastError: null, sunMoved: false }),
  initial: 'routing',
  on: { '*': { actions: 'refuse' } },
  states: {
    routing: {
      description: 'Goes to the state that awaits the decision the game now waits for.',
      always: [
        { guard: 'sunMoved', target: '#antarctica.playing.sunMoving' },
        ...ROUTES.map(([awaited, target]) => ({
          guard: { type: 'awaits' as const, params: awaited },
          target,
        })),
      ],
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
        sunMoving: {
          description:
            'The Sun has moved on to the next area with ships (passed through after a turn ends).',
          entry: 'sunHasMoved',
          always: { target: '#antarctica.routing' },
        },
        turn: {
          description: "The turn of the first ship in line in the Sun's area.",
          ...turnStates('Turn', false),
        },
        icebreakerTurn: {
          description: 'The extra turn an Icebreaker gives the owner of the second ship in line.',
          ...turnStates('Icebreaker turn', true),
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
