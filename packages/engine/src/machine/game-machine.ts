import { type AnyActorScope, assign, type Snapshot, type SnapshotFrom, setup } from 'xstate';
import { tryApplyMove } from '../apply-move.js';
import { currentDecision } from '../current-decision.js';
import { IllegalMoveError } from '../errors/illegal-move-error.js';
import type { GameEvent } from '../state/events.js';
import { ACTION_MOVES, CARD_MOVES, type Move, type MoveType } from '../state/moves.js';
import type { GameState } from '../state/state.js';
import { type GameMachineEvent, NOT_A_MOVE, type NotAMoveEvent } from './machine-events.js';
import { persistGame, restorePersistedGame } from './persisted-game.js';
import { type AwaitedDecision, R, ROUTES, type Route, routeOf, stateValueAt } from './routes.js';

/** What the game actor holds: the game itself, and the outcome of the last move sent. */
export interface GameContext {
  /** The game, as the headless API sees it. */
  game: GameState;
  /** What the last accepted move changed, step by step (`sunMoved` when the Sun moved on). */
  lastEvents: GameEvent[];
  /** Why the last move sent was refused, or null if it was accepted. */
  lastError: IllegalMoveError | null;
}

/** What a move sent to the actor does: refused with an error, or accepted into a new game. */
type Outcome =
  | { ok: true; game: GameState; events: GameEvent[]; route: Route }
  | { ok: false; error: IllegalMoveError };

// One outcome is remembered: the guards of a move's transition and its action all ask for the
// outcome of the same (game, event), and the engine is pure, so it is computed once.
let lastGame: GameState | null = null;
let lastEvent: unknown = null;
let lastOutcome: Outcome | null = null;

function outcomeOf(game: GameState, event: GameMachineEvent): Outcome {
  if (lastOutcome !== null && lastGame === game && lastEvent === event) return lastOutcome;
  let outcome: Outcome;
  if (event.type === NOT_A_MOVE) {
    outcome = {
      ok: false,
      error: new IllegalMoveError(
        'malformed',
        'a move is an object with a "type" (a string not starting with "xstate.")',
        (event as NotAMoveEvent).value,
        currentDecision(game),
      ),
    };
  } else {
    const result = tryApplyMove(game, event as Move);
    outcome = result.ok
      ? { ok: true, game: result.state, events: result.events, route: routeOf(result.state) }
      : { ok: false, error: result.error };
  }
  lastGame = game;
  lastEvent = event;
  lastOutcome = outcome;
  return outcome;
}

function acceptedContext(outcome: Outcome & { ok: true }): GameContext {
  return { game: outcome.game, lastEvents: outcome.events, lastError: null };
}

function refusedContext(game: GameState, outcome: Outcome & { ok: false }): GameContext {
  return { game, lastEvents: [], lastError: outcome.error };
}

/**
 * A move's transition: it applies the move and goes straight to the state awaiting the next
 * decision (the first candidate whose guard names it). A refused move matches none and falls to
 * the machine's `*` handler, which records the error.
 */
const moveTransitions = ROUTES.map((entry) => ({
  guard: { type: 'leadsTo' as const, params: entry.awaited },
  target: entry.target,
  actions: 'accept' as const,
}));

/** The moves a state accepts (each with {@link moveTransitions}). */
function accept(types: readonly MoveType[]) {
  return Object.fromEntries(types.map((type) => [type, moveTransitions]));
}

function waiting(route: Route, description: string, types: readonly MoveType[]) {
  // What the fast path below checks, read from the route itself rather than looked up by id.
  route.accepts = new Set(types);
  return { description, on: accept(types) };
}

/** The steps of a turn, the same for a normal turn and an Icebreaker turn. */
function turnStates(what: string, routes: { sailing: Route; choosing: Route; finishing: Route }) {
  const declinable = routes.sailing === R.icebreakerSailing;
  return {
    initial: 'sailing' as const,
    states: {
      sailing: waiting(
        routes.sailing,
        `${what}: the ship must sail to another area (a discard may come first, and a card with the reading cardTiming 'anyTime'${declinable ? '; the turn may be declined' : ''}).`,
        declinable
          ? ['sail', 'discard', ...CARD_MOVES, 'pass']
          : ['sail', 'discard', ...CARD_MOVES],
      ),
      choosingAction: waiting(
        routes.choosing,
        `${what}: one action (build, build a ship, recruit, research), a card, a discard, or the end of the turn.`,
        [...ACTION_MOVES, ...CARD_MOVES, 'discard', 'endTurn'],
      ),
      finishing: waiting(
        routes.finishing,
        `${what}: the action is done; a card, a discard, then the end of the turn.`,
        [...CARD_MOVES, 'discard', 'endTurn'],
      ),
    },
  };
}

const declared = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameMachineEvent,
    input: {} as { game: GameState },
  },
  guards: {
    /** The move sent is accepted and the game then awaits this decision. */
    leadsTo: ({ context, event }, awaited: AwaitedDecision) => {
      const outcome = outcomeOf(context.game, event);
      return outcome.ok && outcome.route.awaited === awaited;
    },
    /** The game awaits this decision (where a new or restored actor starts). */
    awaits: ({ context }, awaited: AwaitedDecision) => routeOf(context.game).awaited === awaited,
  },
  actions: {
    accept: assign(({ context, event }) => {
      const outcome = outcomeOf(context.game, event);
      return outcome.ok ? acceptedContext(outcome) : context;
    }),
    refuse: assign(({ context, event }) => {
      const outcome = outcomeOf(context.game, event);
      return outcome.ok ? context : refusedContext(context.game, outcome);
    }),
  },
}).createMachine({
  id: 'antarctica',
  context: ({ input }) => ({ game: input.game, lastEvents: [], lastError: null }),
  initial: 'routing',
  on: { '*': { actions: 'refuse' } },
  states: {
    routing: {
      description:
        'The choice of the state that awaits the decision the game waits for: where a new or restored actor starts, and where every accepted move leads.',
      always: ROUTES.map((entry) => ({
        guard: { type: 'awaits' as const, params: entry.awaited },
        target: entry.target,
      })),
    },
    setup: {
      description:
        'Setting up: the opening cube of a 2-player game, then placing ships in later games.',
      initial: 'openingCube',
      states: {
        openingCube: waiting(R.openingCube, "Player B's opening cube on a track (2 players).", [
          'placeOpeningCube',
        ]),
        placingShips: waiting(R.placeShip, 'Players place ships one at a time.', ['placeShip']),
      },
    },
    playing: {
      description: 'The Sun moves from area to area; the first ship in line there takes a turn.',
      initial: 'turn',
      states: {
        turn: {
          description: "The turn of the first ship in line in the Sun's area.",
          ...turnStates('Turn', {
            sailing: R.sailing,
            choosing: R.choosingAction,
            finishing: R.finishing,
          }),
        },
        icebreakerTurn: {
          description: 'The extra turn an Icebreaker gives the owner of the second ship in line.',
          ...turnStates('Icebreaker turn', {
            sailing: R.icebreakerSailing,
            choosing: R.icebreakerChoosingAction,
            finishing: R.icebreakerFinishing,
          }),
        },
        resolving: {
          description: 'Effects that interrupt the turn, resolved player by player.',
          initial: 'trackAction',
          states: {
            trackAction: waiting(
              R.trackAction,
              'A Research Track action: move a ship, or advance three.',
              ['moveShip', 'advance', 'pass'],
            ),
            shipyardPick: waiting(
              R.shipyardPick,
              'Other players take a Shipyard Card after a ship was built (or decline, if the rule reading allows it).',
              ['takeShipyardCard', 'pass'],
            ),
            draftDraw: waiting(
              R.draftDraw,
              'A game set up from a table: the player who triggered the Shipyard draft says which cards were turned up.',
              ['drawDraftCards'],
            ),
            draft: waiting(R.draft, 'The Shipyard draft: each player picks a card.', ['draftPick']),
          },
        },
      },
    },
    gameOver: { description: 'The game has ended; score it with finalScores.', type: 'final' },
  },
});

type GameMachineSnapshot = SnapshotFrom<typeof declared>;

// The fast path. xstate's interpreter computes the same next snapshot generically: select the
// transitions (trying each guard), exit and enter states, run the assign. For a move this machine
// always does one thing (apply it with the engine, then rest in the state awaiting the next
// decision, or stay and record the error), so the snapshot is built directly from a template of
// that state. A test checks it against the interpreter on random games.

/** The fields of xstate's machine snapshot (5.x), in its order. */
const SNAPSHOT_KEYS = [
  'status',
  'output',
  'error',
  'machine',
  'context',
  '_nodes',
  'value',
  'tags',
  'children',
  'historyValue',
  'matches',
  'hasTag',
  'can',
  'getMeta',
  'toJSON',
].join();

/** Set once a template has other fields than {@link SNAPSHOT_KEYS} (checked as each is made). */
let spreadSnapshots = false;

const interpret = declared.transition.bind(declared);
const templates = new Map<Route, GameMachineSnapshot>();

function templateOf(entry: Route, context: GameContext): GameMachineSnapshot {
  let template = templates.get(entry);
  if (template === undefined) {
    template = declared.resolveState({
      value: stateValueAt(entry.target),
      context,
    }) as GameMachineSnapshot;
    templates.set(entry, template);
    if (Object.keys(template).join() !== SNAPSHOT_KEYS) spreadSnapshots = true;
  }
  return template;
}

/**
 * A template's snapshot with this move's context, children and history. A literal, because
 * spreading the template's 15 fields took about a tenth of a move through the actor; should
 * xstate's snapshot ever have other fields, the spread is used instead.
 */
function restingIn(
  template: GameMachineSnapshot,
  context: GameContext,
  children: GameMachineSnapshot['children'],
  historyValue: GameMachineSnapshot['historyValue'],
): GameMachineSnapshot {
  if (spreadSnapshots) return { ...template, context, children, historyValue };
  return {
    status: template.status,
    output: template.output,
    error: template.error,
    machine: template.machine,
    context,
    _nodes: template._nodes,
    value: template.value,
    tags: template.tags,
    children,
    historyValue,
    matches: template.matches,
    hasTag: template.hasTag,
    can: template.can,
    getMeta: template.getMeta,
    toJSON: template.toJSON,
  } as GameMachineSnapshot;
}

/** The route of each state node that awaits a decision (found by node, not by id: no strings). */
const routeByNode = new Map<unknown, Route>(
  ROUTES.map((entry) => [declared.getStateNodeById(entry.target.slice(1)), entry]),
);

/** The route of the state a snapshot rests in, if it rests in one that awaits a decision. */
function restingRoute(snapshot: GameMachineSnapshot): Route | undefined {
  const nodes = snapshot._nodes;
  for (let index = nodes.length - 1; index >= 0; index--) {
    const found = routeByNode.get(nodes[index]);
    if (found !== undefined) return found;
  }
  return undefined;
}

declared.transition = (
  snapshot: GameMachineSnapshot,
  event: GameMachineEvent,
  scope: AnyActorScope,
): GameMachineSnapshot => {
  const type = (event as { type?: unknown } | null)?.type;
  const current = snapshot.status === 'active' ? restingRoute(snapshot) : undefined;
  if (
    current === undefined ||
    typeof type !== 'string' ||
    type === '*' ||
    type.startsWith('xstate.')
  )
    return interpret(snapshot, event, scope) as GameMachineSnapshot;
  const { context } = snapshot;
  const outcome = outcomeOf(context.game, event);
  if (outcome.ok && current.accepts.has(type))
    return restingIn(
      templateOf(outcome.route, context),
      acceptedContext(outcome),
      snapshot.children,
      snapshot.historyValue,
    );
  if (outcome.ok) return interpret(snapshot, event, scope) as GameMachineSnapshot;
  return { ...snapshot, context: refusedContext(context.game, outcome) };
};

// A new actor starts in the state awaiting its game's decision, made from that state's template
// as a move's snapshot is. (xstate would enter the routing state and try its guards one by one:
// about a tenth of the time of a whole random game through the actor.) Anything unexpected in
// the input goes to xstate's own start, which reports it as an actor error.
const interpretStart = declared.getInitialSnapshot.bind(declared);
declared.getInitialSnapshot = (scope, input) => {
  try {
    const game = (input as { game: GameState }).game;
    const context: GameContext = { game, lastEvents: [], lastError: null };
    return restingIn(templateOf(routeOf(game), context), context, {}, {});
  } catch {
    return interpretStart(scope, input);
  }
};

// Persisted snapshots hold the game alone, its edition by id; a restored game is checked like a
// save, and the actor rests in the state awaiting its decision.
declared.getPersistedSnapshot = (snapshot) => persistGame(snapshot) as unknown as Snapshot<unknown>;
declared.restoreSnapshot = (persisted) => {
  const game = restorePersistedGame(persisted, []);
  return declared.resolveState({
    value: stateValueAt(routeOf(game).target),
    context: { game, lastEvents: [], lastError: null },
  }) as GameMachineSnapshot;
};

/**
 * The game flow of Antarctica as an xstate v5 statechart. Its states name the phases and steps
 * of the game; its events are the {@link Move}s. Each move is applied by the same headless
 * engine ({@link tryApplyMove}) in one transition, which goes straight to the state awaiting the
 * next decision, so the statechart and the headless API are one engine: the machine adds the
 * structure and the actor, not other rules. A refused move leaves the game unchanged and sets
 * `lastError`.
 */
export const gameMachine = declared;
