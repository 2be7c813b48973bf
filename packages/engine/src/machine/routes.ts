// The states of the game machine that await a decision, and which one a game's decision leads
// to: plain data and a switch, kept apart from the machine's definition.
import type { StateValue } from 'xstate';
import { checkGameStateArgument } from '../errors/argument-guards.js';
import { type Decision, decisionOf } from '../state/decision.js';
import type { GameState } from '../state/state.js';

/** What a state of the machine awaits: the kind of decision, and for turns which step. */
export interface AwaitedDecision {
  /** The kind of decision the machine state waits for. */
  kind: Decision['kind'];
  /** For `sail` and `turn`: whether it is an Icebreaker's extra turn (absent for other kinds). */
  icebreaker?: boolean;
  /** For `turn`: whether the main action is done (absent for other kinds). */
  acted?: boolean;
}

/**
 * A state of the machine that awaits a decision: the decision, the state's id, and the move
 * types it accepts (filled in once, where the state is declared: see `waiting`).
 */
export interface Route {
  readonly awaited: AwaitedDecision;
  readonly target: string;
  accepts: ReadonlySet<string>;
}

const route = (awaited: AwaitedDecision, path: string): Route => ({
  awaited,
  target: `#antarctica.${path}`,
  accepts: new Set(),
});

/** Every state that awaits a decision, in the order the diagram lists them. */
export const R = {
  gameOver: route({ kind: 'gameOver' }, 'gameOver'),
  openingCube: route({ kind: 'openingCube' }, 'setup.openingCube'),
  placeShip: route({ kind: 'placeShip' }, 'setup.placingShips'),
  sailing: route({ kind: 'sail', icebreaker: false }, 'playing.turn.sailing'),
  choosingAction: route(
    { kind: 'turn', icebreaker: false, acted: false },
    'playing.turn.choosingAction',
  ),
  finishing: route({ kind: 'turn', icebreaker: false, acted: true }, 'playing.turn.finishing'),
  icebreakerSailing: route({ kind: 'sail', icebreaker: true }, 'playing.icebreakerTurn.sailing'),
  icebreakerChoosingAction: route(
    { kind: 'turn', icebreaker: true, acted: false },
    'playing.icebreakerTurn.choosingAction',
  ),
  icebreakerFinishing: route(
    { kind: 'turn', icebreaker: true, acted: true },
    'playing.icebreakerTurn.finishing',
  ),
  trackAction: route({ kind: 'trackAction' }, 'playing.resolving.trackAction'),
  shipyardPick: route({ kind: 'shipyardPick' }, 'playing.resolving.shipyardPick'),
  draftDraw: route({ kind: 'draftDraw' }, 'playing.resolving.draftDraw'),
  draft: route({ kind: 'draft' }, 'playing.resolving.draft'),
} as const;

/** The states of {@link R} as a list. */
export const ROUTES: readonly Route[] = Object.values(R);

/** The state awaiting the decision a game waits for: a cheap switch, no search. */
export function routeOf(game: GameState): Route {
  // Nearly every move leaves a turn going on: read it from the turn, as decisionOf would (after
  // the same argument check as currentDecision's, for games given to createActor directly).
  checkGameStateArgument(game, 'currentDecision');
  const turn = game.turn;
  if (game.phase === 'playing' && game.pending.length === 0 && turn !== null)
    return turnRoute(turn.to < 0, turn.icebreaker, turn.acted);
  const decision = decisionOf(game);
  switch (decision.kind) {
    case 'gameOver':
      return R.gameOver;
    case 'openingCube':
      return R.openingCube;
    case 'placeShip':
      return R.placeShip;
    case 'sail':
      return turnRoute(true, decision.icebreaker, false);
    case 'turn':
      return turnRoute(false, decision.icebreaker, decision.acted);
    case 'trackAction':
      return R.trackAction;
    case 'shipyardPick':
      return R.shipyardPick;
    case 'draftDraw':
      return R.draftDraw;
    case 'draft':
      return R.draft;
  }
}

/** The state of a turn (or an Icebreaker turn): sailing, choosing an action, or finishing. */
function turnRoute(sailing: boolean, icebreaker: boolean, acted: boolean): Route {
  if (sailing) return icebreaker ? R.icebreakerSailing : R.sailing;
  if (icebreaker) return acted ? R.icebreakerFinishing : R.icebreakerChoosingAction;
  return acted ? R.finishing : R.choosingAction;
}

/** The state value of a route: `playing.turn.sailing` → `{ playing: { turn: 'sailing' } }`. */
export function stateValueAt(target: string): StateValue {
  const path = target.replace('#antarctica.', '').split('.');
  let value: StateValue = path.pop() as string;
  while (path.length > 0) value = { [path.pop() as string]: value };
  return value;
}
