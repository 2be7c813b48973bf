import {
  bestMove,
  createRandom,
  DEFAULT_WEIGHTS,
  deriveSeed,
  determinize,
  type Random,
  ratePosition,
  shuffleInPlace,
} from '@antarctica-game/bots/browser';
import {
  applyMove,
  currentDecision,
  type GameState,
  legalMoves,
  type Move,
  newGame,
  playerView,
  SHIPS_PER_SEAT,
} from '@antarctica-game/engine';

/** How luck is measured: outcomes drawn per chance outcome, states drawn per rating. */
export interface LuckSettings {
  /** Other outcomes drawn to estimate the expectation. */
  samples: number;
  /** States drawn from a player's view to rate a position. */
  draws: number;
}

/** Every seat's luck in one chance outcome, and how many other outcomes it was measured against. */
export interface LuckEstimate {
  /** Each seat's luck in win share. */
  luck: number[];
  /** How many other outcomes were drawn. */
  outcomes: number;
}

/**
 * A player's expected outcome in `state` judged from their own view: the mean rating (as the MCTS
 * bot rates its leaves) of `draws` states drawn from what the player sees, a waiting Shipyard
 * draft picked through first. The draws come from a
 * generator made from `seed` afresh, so that two positions are compared over the same draws.
 */
export function viewValue(state: GameState, seat: number, draws: number, seed: number): number {
  const view = playerView(state, seat);
  const random = createRandom(seed);
  let sum = 0;
  for (let draw = 0; draw < draws; draw++)
    sum += ratePosition(draftsPicked(determinize(view, random)))[seat] ?? 0;
  return sum / draws;
}

/**
 * The state after a Shipyard draft waiting in it is picked through, each pick the heuristic bot's:
 * the rating counts a Shipyard Card only in a hand, so cards still on the table would be worth
 * nothing to anyone.
 */
export function draftsPicked(state: GameState): GameState {
  let current = state;
  for (let step = 0; step < 16; step++) {
    const decision = currentDecision(current);
    if (decision.kind !== 'draft') break;
    current = applyMove(
      current,
      bestMove(current, decision.seat, legalMoves(current), DEFAULT_WEIGHTS),
    );
  }
  return current;
}

/**
 * The state with everything that no player sees drawn again: the Building Card piles below their
 * face-up tops, the Shipyard pile when no view shows it, the Resource Card Pile, and the game's
 * generator. (What is hidden from all is read off the engine's views, not written here again.)
 */
export function redrawUnseen(state: GameState, random: Random): GameState {
  return reorderUnseen(
    state,
    (items) => shuffleInPlace(random, items),
    Math.floor(random.next() * 2 ** 32) >>> 0,
  );
}

/** The state with what no player sees put in another order by `order`, and generator `rng`. */
function reorderUnseen(state: GameState, order: <T>(items: T[]) => T[], rng: number): GameState {
  const shown = state.players.some((_, seat) =>
    Array.isArray(playerView(state, seat).shipyardPile),
  );
  const below = (pile: number[]): number[] => {
    if (pile.length < 2) return pile.slice();
    return [...order(pile.slice(0, -1)), pile[pile.length - 1] as number];
  };
  return {
    ...state,
    piles: {
      basic: below(state.piles.basic),
      double: below(state.piles.double),
      advanced: below(state.piles.advanced),
    },
    shipyardPile: shown ? state.shipyardPile : order(state.shipyardPile.slice()),
    resourcePile: order(state.resourcePile.slice()),
    rng,
  };
}

/**
 * Whether `move` leaves something to chance: played after what no player sees is put in reverse
 * order (another card on top of each pile, other Shipyard Cards first, another generator), some
 * player sees something else than after the real outcome. (Random redraws alone may all happen
 * to turn up the same card.)
 */
function leavesToChance(
  before: GameState,
  move: Move,
  real: string,
  views: (state: GameState) => string,
): boolean {
  try {
    const reversed = reorderUnseen(
      before,
      (items) => items.reverse(),
      (before.rng ^ 0x9e3779b9) >>> 0,
    );
    return views(applyMove(reversed, move)) !== real;
  } catch {
    return false;
  }
}

/**
 * The other outcomes `move` played in `before` (giving `after`) could have had, or null when the
 * move left nothing to chance (no other draw gives any player another view): at a table's draft
 * draw, other legal draws; otherwise `move` played again after what no player sees was drawn
 * again ({@link redrawUnseen}), `samples` times.
 */
export function chanceOutcomes(
  before: GameState,
  move: Move,
  after: GameState,
  samples: number,
  seed: number,
): GameState[] | null {
  const tableDraw = currentDecision(before).kind === 'draftDraw';
  // A move that drew nothing unseen (most moves: a sail, a track step) is played the same after
  // any redraw, so no view can change: answered at once, without replaying it.
  if (!tableDraw && !touchesUnseen(before, after)) return null;
  const random = createRandom(deriveSeed(seed, 'outcomes'));
  const draws = tableDraw ? legalMoves(before) : [];
  const others: GameState[] = [];
  for (let sample = 0; sample < samples; sample++) {
    try {
      others.push(
        tableDraw
          ? applyMove(before, draws[random.below(draws.length)] as Move)
          : applyMove(redrawUnseen(before, random), move),
      );
    } catch {
      // A move the engine refuses after a redraw (it should not happen) is left out.
    }
  }
  const views = (state: GameState): string =>
    JSON.stringify(after.players.map((_, seat) => playerView(state, seat)));
  const real = views(after);
  if (
    others.length === 0 ||
    (others.every((other) => views(other) === real) &&
      (tableDraw || !leavesToChance(before, move, real, views)))
  )
    return null;
  return others;
}

/**
 * Whether `after` differs from `before` in what {@link redrawUnseen} draws again (the piles, the
 * Shipyard pile, the Resource Card Pile, the generator): a move that leaves all of them as they
 * were took nothing from them, so its outcome cannot depend on their order.
 */
export function touchesUnseen(before: GameState, after: GameState): boolean {
  const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
    a.length === b.length && a.every((value, at) => value === b[at]);
  return !(
    before.rng === after.rng &&
    same(before.piles.basic, after.piles.basic) &&
    same(before.piles.double, after.piles.double) &&
    same(before.piles.advanced, after.piles.advanced) &&
    same(before.shipyardPile, after.shipyardPile) &&
    same(before.resourcePile, after.resourcePile)
  );
}

/**
 * Each seat's luck in the outcome of `move` played in `before` (giving `after`), or null when the
 * move left nothing to chance (`chanceOutcomes`). Luck is the seat's {@link viewValue}
 * after the real outcome less its mean over the others (GNU Backgammon's luck of a roll).
 */
export function moveLuck(
  before: GameState,
  move: Move,
  after: GameState,
  settings: LuckSettings,
  seed: number,
  others: GameState[] | null = chanceOutcomes(before, move, after, settings.samples, seed),
): LuckEstimate | null {
  if (others === null) return null;
  return {
    luck: luckOf(after, others, after.players.length, settings.draws, seed),
    outcomes: others.length,
  };
}

/**
 * Each seat's luck in the set-up: its {@link viewValue} at the start less the mean over other
 * set-ups of the same players, edition, rules and ship placement, drawn from other seeds.
 */
export function setupLuck(
  start: GameState,
  settings: LuckSettings,
  seed: number,
  others: readonly GameState[] = otherSetups(start, settings.samples, seed),
): LuckEstimate {
  return {
    luck: luckOf(start, others, start.players.length, settings.draws, seed),
    outcomes: others.length,
  };
}

/**
 * `samples` other set-ups of the same players, edition, rules and ship placement as `start`,
 * drawn from seeds made from `seed`.
 */
export function otherSetups(start: GameState, samples: number, seed: number): GameState[] {
  const free = !start.ships.some(
    (place, ship) => place >= 0 && ship < start.players.length * SHIPS_PER_SEAT,
  );
  const others: GameState[] = [];
  for (let sample = 0; sample < samples; sample++)
    others.push(
      newGame({
        players: start.players.map((player) => ({ color: player.color })),
        seed: deriveSeed(seed, 'setup', sample),
        rules: start.rules,
        edition: start.edition,
        shipPlacement: free ? 'free' : 'firstGame',
      }),
    );
  return others;
}

function luckOf(
  real: GameState,
  others: readonly GameState[],
  seats: number,
  draws: number,
  seed: number,
): number[] {
  const luck: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const drawSeed = deriveSeed(seed, 'draws', seat);
    let sum = 0;
    for (const other of others) sum += viewValue(other, seat, draws, drawSeed);
    luck.push(viewValue(real, seat, draws, drawSeed) - sum / others.length);
  }
  return luck;
}
