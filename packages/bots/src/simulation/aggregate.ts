import type { BotFailure } from '../bot.js';
import { addValue, emptyTally, mergeTally, type Tally } from './stats.js';

/** The scoring categories of the engine's final scores. */
export const CATEGORIES = ['area', 'track', 'asterisk-cards', 'discarded-resources'] as const;

/** A scoring category. */
export type Category = (typeof CATEGORIES)[number];

/** Results of one bot label or one seat, summed over games. */
export interface Standing {
  /** Player-games played (a bot in two seats of a game counts twice). */
  played: number;
  /** Player-games won, a shared win counting as a win for each winner. */
  wins: number;
  /** Wins shared with another player. */
  sharedWins: number;
  /** Final Victory Points. */
  points: Tally;
  /** Victory Points by scoring category. */
  categories: Record<Category, Tally>;
}

/**
 * Everything a simulation counts, as whole-number sums: two aggregates of disjoint games add up
 * to exactly the aggregate of all of them, in any order.
 */
export interface Aggregate {
  /** Games finished. */
  games: number;
  /** By bot label. */
  bots: Record<string, Standing>;
  /** By seat (0 is A). */
  seats: Standing[];
  /** How games ended: `lastScientist`, `lastBuilding`, `noShips`, or `moveLimit`. */
  ends: Record<string, number>;
  /** What decided the winner: `points`, `first-places`, `building-cards`, `shared`. */
  decidedBy: Record<string, number>;
  /** Moves per game. */
  moves: Tally;
  /** Turns per game (ships that sailed, Icebreaker turns included). */
  turns: Tally;
  /** The winner's lead over the second, in Victory Points. */
  margin: Tally;
  /**
   * By bot label, the games in which a program or module bot failed (absent when none did, and in
   * files written before it was added).
   */
  failures?: Record<string, FailureCount>;
}

/** The kinds of {@link BotFailure}, in the order summaries list them. */
export const FAILURE_KINDS = ['start', 'crash', 'garbage', 'illegal', 'timeout'] as const;

/** How often one bot label failed, summed over games. */
export interface FailureCount {
  /** Player-games in which it failed at least once (its seat then fell back). */
  failedGames: number;
  /** Failures of each kind. */
  kinds: Record<(typeof FAILURE_KINDS)[number], number>;
  /** The label of the bot that played its seat after a failure. */
  fallback: string;
  /**
   * The first failures (at most 5, by game, seat and move), each with its
   * game, seat, move, kind, message and the program's last lines of standard error (absent in
   * files written before it was added).
   */
  first?: FailureRecord[];
}

/** How many failures of each bot label a result keeps in full. */
export const FIRST_FAILURES = 5;

/** One failure in full: where it happened and what the program said. */
export interface FailureRecord {
  /** The game's index in the study (0 is the first game; records number it from 1). */
  game: number;
  /** The seat (0 is A). */
  seat: number;
  /** How many moves the game had had. */
  move: number;
  /** What went wrong. */
  kind: BotFailure['kind'];
  /** What happened, for people. */
  message: string;
  /** The last lines of the program's standard error, when it wrote any. */
  stderr?: string;
}

/** A failure of the bot of one seat in one game, as {@link GameOutcome} lists it. */
export interface SeatFailure extends BotFailure {
  /** The seat whose bot failed (0 is A). */
  seat: number;
  /** The game's index in the study. */
  game?: number;
  /** The label of the bot that then played the seat (default `random`). */
  fallback?: string;
}

/** One game's result, as {@link addGame} reads it. */
export interface GameOutcome {
  /** Bot label by seat. */
  bots: string[];
  /** Final points by seat. */
  points: number[];
  /** Points by category, by seat. */
  categories: Array<Record<Category, number>>;
  /** Winning seats. */
  winners: number[];
  /** What decided the winner (the scorer's `decidedBy`). */
  decidedBy: string;
  /** How the game ended: the engine's `ended`, or `moveLimit`. */
  ended: string;
  /** Moves played. */
  moves: number;
  /** Turns taken (ships that sailed). */
  turns: number;
  /** What went wrong with program or module bots (absent when nothing did). */
  failures?: SeatFailure[];
}

/** An empty aggregate for a player count. */
export function emptyAggregate(players: number): Aggregate {
  return {
    games: 0,
    bots: {},
    seats: Array.from({ length: players }, emptyStanding),
    ends: {},
    decidedBy: {},
    moves: emptyTally(),
    turns: emptyTally(),
    margin: emptyTally(),
  };
}

function standingOf(standings: Record<string, Standing>, label: string): Standing {
  let standing = standings[label];
  if (standing === undefined) {
    standing = emptyStanding();
    standings[label] = standing;
  }
  return standing;
}

function emptyStanding(): Standing {
  return {
    played: 0,
    wins: 0,
    sharedWins: 0,
    points: emptyTally(),
    categories: {
      area: emptyTally(),
      track: emptyTally(),
      'asterisk-cards': emptyTally(),
      'discarded-resources': emptyTally(),
    },
  };
}

/** Counts one game. */
export function addGame(aggregate: Aggregate, game: GameOutcome): void {
  aggregate.games++;
  game.bots.forEach((label, seat) => {
    const won = game.winners.includes(seat);
    const shared = won && game.winners.length > 1;
    const standings = [standingOf(aggregate.bots, label), aggregate.seats[seat]];
    for (const standing of standings) {
      if (standing === undefined) continue;
      standing.played++;
      if (won) standing.wins++;
      if (shared) standing.sharedWins++;
      addValue(standing.points, game.points[seat] ?? 0);
      const categories = game.categories[seat];
      for (const category of CATEGORIES)
        addValue(standing.categories[category], categories?.[category] ?? 0);
    }
  });
  aggregate.ends[game.ended] = (aggregate.ends[game.ended] ?? 0) + 1;
  aggregate.decidedBy[game.decidedBy] = (aggregate.decidedBy[game.decidedBy] ?? 0) + 1;
  addValue(aggregate.moves, game.moves);
  addValue(aggregate.turns, game.turns);
  const sorted = game.points.slice().sort((a, b) => b - a);
  addValue(aggregate.margin, (sorted[0] ?? 0) - (sorted[1] ?? 0));
  const failedSeats = new Set<number>();
  for (const failure of game.failures ?? []) {
    const label = game.bots[failure.seat] ?? String(failure.seat);
    const count = failureCountOf(aggregate, label, failure.fallback ?? 'random');
    count.kinds[failure.kind]++;
    if (!failedSeats.has(failure.seat)) count.failedGames++;
    failedSeats.add(failure.seat);
    count.first = firstOf([
      ...(count.first ?? []),
      {
        game: failure.game ?? -1,
        seat: failure.seat,
        move: failure.move,
        kind: failure.kind,
        message: failure.message,
        ...(failure.stderr === undefined ? {} : { stderr: failure.stderr }),
      },
    ]);
  }
}

/** The first {@link FIRST_FAILURES} of some failures, by game, seat and move, whatever their order. */
function firstOf(records: FailureRecord[]): FailureRecord[] {
  return records
    .sort((a, b) => a.game - b.game || a.seat - b.seat || a.move - b.move)
    .slice(0, FIRST_FAILURES);
}

function failureCountOf(aggregate: Aggregate, label: string, fallback: string): FailureCount {
  aggregate.failures ??= {};
  let count = aggregate.failures[label];
  if (count === undefined) {
    count = emptyFailureCount(fallback);
    aggregate.failures[label] = count;
  }
  return count;
}

function emptyFailureCount(fallback: string): FailureCount {
  return {
    failedGames: 0,
    kinds: Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, 0])) as FailureCount['kinds'],
    fallback,
  };
}

/** Adds `from` into `into` (aggregates of the same player count). */
export function mergeAggregate(into: Aggregate, from: Aggregate): void {
  into.games += from.games;
  for (const [label, standing] of Object.entries(from.bots))
    mergeStanding(standingOf(into.bots, label), standing);
  from.seats.forEach((standing, seat) => {
    if (into.seats[seat] === undefined) into.seats[seat] = emptyStanding();
    mergeStanding(into.seats[seat] as Standing, standing);
  });
  for (const [key, count] of Object.entries(from.ends))
    into.ends[key] = (into.ends[key] ?? 0) + count;
  for (const [key, count] of Object.entries(from.decidedBy))
    into.decidedBy[key] = (into.decidedBy[key] ?? 0) + count;
  mergeTally(into.moves, from.moves);
  mergeTally(into.turns, from.turns);
  mergeTally(into.margin, from.margin);
  for (const [label, count] of Object.entries(from.failures ?? {})) {
    const target = failureCountOf(into, label, count.fallback);
    target.failedGames += count.failedGames;
    for (const kind of FAILURE_KINDS) target.kinds[kind] += count.kinds[kind] ?? 0;
    if (count.first !== undefined)
      target.first = firstOf([
        ...(target.first ?? []),
        ...count.first.map((record) => ({ ...record })),
      ]);
  }
}

function mergeStanding(into: Standing, from: Standing): void {
  into.played += from.played;
  into.wins += from.wins;
  into.sharedWins += from.sharedWins;
  mergeTally(into.points, from.points);
  for (const category of CATEGORIES)
    mergeTally(into.categories[category], from.categories[category]);
}

/** The aggregate with its keys in a fixed order, so that equal aggregates print the same. */
export function canonicalAggregate(aggregate: Aggregate, botOrder: readonly string[]): Aggregate {
  const labels = [...new Set([...botOrder, ...Object.keys(aggregate.bots).sort()])].filter(
    (label) => aggregate.bots[label] !== undefined,
  );
  const sortKeys = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    games: aggregate.games,
    bots: Object.fromEntries(labels.map((label) => [label, aggregate.bots[label] as Standing])),
    seats: aggregate.seats,
    ends: sortKeys(aggregate.ends),
    decidedBy: sortKeys(aggregate.decidedBy),
    moves: aggregate.moves,
    turns: aggregate.turns,
    margin: aggregate.margin,
    ...(aggregate.failures === undefined
      ? {}
      : {
          failures: Object.fromEntries(
            [...new Set([...botOrder, ...Object.keys(aggregate.failures).sort()])]
              .filter((label) => aggregate.failures?.[label] !== undefined)
              .map((label) => [label, aggregate.failures?.[label] as FailureCount]),
          ),
        }),
  };
}
