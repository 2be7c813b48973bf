import { createRandom, type Random } from '../random.js';

/** The games of one table of a tournament: which bots sat there and how often each won. */
export interface TableOutcome {
  /** Indices (into the list of bots) of the bots at the table. */
  bots: number[];
  /** Games played at the table. */
  games: number;
  /** Wins of each bot of `bots`, in the same order (a win shared by two counts half to each). */
  wins: number[];
}

/** A bot's rating with its 95 % interval, on the Elo scale. */
export interface Rating {
  /** `400 log10 γ`, shifted so that the ratings of the tournament average 0. */
  elo: number;
  /** Lower end of the 95 % bootstrap interval. */
  low: number;
  /** Upper end of the 95 % bootstrap interval. */
  high: number;
}

/**
 * Fits the strengths γ of Luce's choice model to the tables' outcomes: a game at a table is won
 * by bot `i` with probability `γ_i / Σ γ_j` over the bots at the table (Bradley-Terry when two
 * play). Maximum likelihood by Hunter's MM algorithm (2004): `γ_i ← W_i / Σ_t n_t / Γ_t`, with
 * `W_i` the wins of `i`, `n_t` the games of table `t` and `Γ_t` the sum of γ at it. Every table
 * counts one more game, won by each of its bots in equal parts, so that a bot that never won
 * (or never lost) keeps a finite rating. Returns Elo-scale ratings averaging 0.
 */
export function fitRatings(bots: number, tables: readonly TableOutcome[]): number[] {
  const wins = new Array<number>(bots).fill(0);
  for (const table of tables)
    table.bots.forEach((bot, seat) => {
      wins[bot] = (wins[bot] ?? 0) + (table.wins[seat] ?? 0) + 1 / table.bots.length;
    });
  let gamma = new Array<number>(bots).fill(1);
  for (let iteration = 0; iteration < 10_000; iteration++) {
    const denominators = new Array<number>(bots).fill(0);
    for (const table of tables) {
      const total = table.bots.reduce((sum, bot) => sum + (gamma[bot] ?? 0), 0);
      for (const bot of table.bots)
        denominators[bot] = (denominators[bot] ?? 0) + (table.games + 1) / total;
    }
    const next = gamma.map((value, bot) =>
      (denominators[bot] ?? 0) > 0 ? (wins[bot] ?? 0) / (denominators[bot] ?? 1) : value,
    );
    // γ is defined up to a factor: keep the geometric mean at 1.
    const logMean = next.reduce((sum, value) => sum + Math.log(value), 0) / bots;
    const scaled = next.map((value) => value / Math.exp(logMean));
    const change = Math.max(...scaled.map((value, bot) => Math.abs(value - (gamma[bot] ?? 0))));
    gamma = scaled;
    if (change < 1e-10) break;
  }
  return gamma.map((value) => (400 * Math.log(value)) / Math.LN10);
}

/** A draw of `games` games with the win shares of `wins` (a multinomial draw). */
function resample(random: Random, games: number, wins: readonly number[]): number[] {
  const total = wins.reduce((sum, value) => sum + value, 0);
  const drawn = wins.map(() => 0);
  if (total <= 0) return drawn;
  for (let game = 0; game < games; game++) {
    let pick = random.next() * total;
    let seat = 0;
    while (seat < wins.length - 1 && pick >= (wins[seat] ?? 0)) {
      pick -= wins[seat] ?? 0;
      seat++;
    }
    drawn[seat] = (drawn[seat] ?? 0) + 1;
  }
  return drawn;
}

/**
 * Ratings with 95 % intervals: the fit of {@link fitRatings}, and the 2.5 and 97.5 percentiles
 * of the fits of `samples` bootstrap tournaments, each table's games drawn again with
 * replacement from its own games (seeded by `seed`: the same seed gives the same intervals).
 */
export function ratingsWithIntervals(
  bots: number,
  tables: readonly TableOutcome[],
  samples: number,
  seed: string,
): Rating[] {
  const fitted = fitRatings(bots, tables);
  const random = createRandom(`${seed}/bootstrap`);
  const draws: number[][] = fitted.map(() => []);
  for (let sample = 0; sample < samples; sample++) {
    const resampled = tables.map((table) => ({
      ...table,
      wins: resample(random, table.games, table.wins),
    }));
    fitRatings(bots, resampled).forEach((elo, bot) => {
      draws[bot]?.push(elo);
    });
  }
  return fitted.map((elo, bot) => {
    const sorted = (draws[bot] ?? []).sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.round(share * (sorted.length - 1))] ?? elo;
    return { elo, low: samples > 0 ? at(0.025) : elo, high: samples > 0 ? at(0.975) : elo };
  });
}
