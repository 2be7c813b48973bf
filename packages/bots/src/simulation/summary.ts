import {
  type Aggregate,
  CATEGORIES,
  type Category,
  FAILURE_KINDS,
  type FailureCount,
  type FailureRecord,
  type Standing,
} from './aggregate.js';
import type { SimulationResult } from './run-simulation.js';
import { type Proportion, proportion, type Spread, spreadOf } from './stats.js';

/** A bot's or a seat's results: win rate with its 95 % interval, points and categories. */
export interface StandingSummary {
  /** Player-games played. */
  played: number;
  /** Wins (shared wins count for each winner) out of `played`, with the Wilson 95 % interval. */
  winRate: Proportion;
  /** Wins shared with another player. */
  sharedWins: number;
  /** Final Victory Points. */
  points: Spread;
  /** Victory Points by scoring category. */
  categories: Record<Category, Spread>;
}

/** What a result says, in rates, means and spreads. */
export interface Summary {
  /** Games counted. */
  games: number;
  /** By bot label. */
  bots: Record<string, StandingSummary>;
  /** By seat letter (A is the start player). */
  seats: Record<string, StandingSummary>;
  /** How games ended, each as a share of the games with its 95 % interval. */
  ends: Record<string, Proportion>;
  /** What decided the winner, as shares. */
  decidedBy: Record<string, Proportion>;
  /** Moves per game. */
  moves: Spread;
  /** Turns per game. */
  turns: Spread;
  /** The winner's lead over the second. */
  margin: Spread;
  /**
   * By bot label, how often a program or module bot failed and its first failures in full (only
   * bots that did; absent when none did).
   */
  failures?: Record<string, FailureCount>;
}

/** Summarises an aggregate. */
export function summarize(aggregate: Aggregate): Summary {
  const shares = (record: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, count]) => [key, proportion(count, aggregate.games)]),
    );
  return {
    games: aggregate.games,
    bots: Object.fromEntries(
      Object.entries(aggregate.bots).map(([label, standing]) => [label, standingSummary(standing)]),
    ),
    seats: Object.fromEntries(
      aggregate.seats.map((standing, seat) => [
        'ABCD'[seat] ?? String(seat),
        standingSummary(standing),
      ]),
    ),
    ends: shares(aggregate.ends),
    decidedBy: shares(aggregate.decidedBy),
    moves: spreadOf(aggregate.moves),
    turns: spreadOf(aggregate.turns),
    margin: spreadOf(aggregate.margin),
    ...(aggregate.failures === undefined || Object.keys(aggregate.failures).length === 0
      ? {}
      : { failures: aggregate.failures }),
  };
}

/**
 * One line for people per bot that failed: in how many of its games, of which kinds, and which
 * bot then played its seat; then, indented, its first failures (see {@link failureText}).
 */
export function failureLines(aggregate: Aggregate): string[] {
  return Object.entries(aggregate.failures ?? {}).flatMap(([label, count]) => {
    const kinds = FAILURE_KINDS.filter((kind) => count.kinds[kind] > 0)
      .map((kind) => `${count.kinds[kind]} ${kind}`)
      .join(', ');
    const played = aggregate.bots[label]?.played ?? count.failedGames;
    return [
      `${label}: failed in ${count.failedGames} of ${played} games (${kinds}); its seat was then played by ${count.fallback}`,
      ...(count.first ?? []).map((record) => `  ${failureText(record)}`),
    ];
  });
}

/**
 * A failure on one line: `game 3 (seat B, move 12): crash: <message>; stderr: <last lines>`, the
 * game numbered from 1 as in `--records` (`[Round]`), line breaks shown as ` / `.
 */
export function failureText(record: FailureRecord): string {
  const text = `game ${record.game + 1} (seat ${'ABCD'[record.seat] ?? record.seat}, move ${record.move}): ${record.kind}: ${record.message}${record.stderr === undefined ? '' : `; stderr: ${record.stderr}`}`;
  return text.replace(/\s*[\r\n]+\s*/g, ' / ');
}

function standingSummary(standing: Standing): StandingSummary {
  return {
    played: standing.played,
    winRate: proportion(standing.wins, standing.played),
    sharedWins: standing.sharedWins,
    points: spreadOf(standing.points),
    categories: Object.fromEntries(
      CATEGORIES.map((category) => [category, spreadOf(standing.categories[category])]),
    ) as Record<Category, Spread>,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const fixed = (value: number) => value.toFixed(1);

/** The result as a table for people. */
export function formatText(result: SimulationResult): string {
  const { config } = result;
  const summary = summarize(result.aggregate);
  const lines: string[] = [];
  const rules = Object.entries(config.rules)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  lines.push(
    `${summary.games.toLocaleString('en')} games of ${config.players} players${result.interrupted ? ` (interrupted: ${summary.games} of ${result.gamesPlanned} finished)` : ''}, seed ${config.seed}${result.shard ? `, shard ${result.shard.index}/${result.shard.count}` : ''}`,
  );
  lines.push(
    `bots by seat: ${config.bots.join('; ')}${config.rotate ? ' (rotated every game)' : ''}; ships ${config.shipPlacement}; rules: ${rules || 'defaults'}`,
  );
  lines.push('');
  // The name column fits the longest label, so that a long one does not push its row out of line.
  const width = Math.max(14, ...Object.keys(summary.bots).map((label) => label.length + 2));
  const header = (title: string) =>
    `${title.padEnd(width)}${'played'.padStart(9)}${'win rate'.padStart(10)}${'95% CI'.padStart(17)}${'points'.padStart(8)}${'sd'.padStart(6)}  ${['areas', 'tracks', 'asterisk', 'discards'].map((name) => name.padStart(10)).join('')}`;
  const row = (name: string, standing: StandingSummary) =>
    `${name.padEnd(width)}${String(standing.played).padStart(9)}${percent(standing.winRate.rate).padStart(10)}${`${percent(standing.winRate.low)}-${percent(standing.winRate.high)}`.padStart(17)}${fixed(standing.points.mean).padStart(8)}${fixed(standing.points.sd).padStart(6)}  ${CATEGORIES.map((category) => fixed(standing.categories[category].mean).padStart(10)).join('')}`;
  lines.push(header('by bot'));
  for (const [label, standing] of Object.entries(summary.bots)) lines.push(row(label, standing));
  lines.push('');
  lines.push(header('by seat'));
  for (const [seat, standing] of Object.entries(summary.seats)) lines.push(row(seat, standing));
  lines.push('');
  lines.push(
    `game length: ${fixed(summary.moves.mean)} moves (sd ${fixed(summary.moves.sd)}, ${summary.moves.min}-${summary.moves.max}), ${fixed(summary.turns.mean)} turns (sd ${fixed(summary.turns.sd)})`,
  );
  lines.push(
    `winning margin: ${fixed(summary.margin.mean)} VP (sd ${fixed(summary.margin.sd)}, ${summary.margin.min}-${summary.margin.max})`,
  );
  lines.push(
    `ended by: ${Object.entries(summary.ends)
      .map(
        ([end, share]) =>
          `${end} ${percent(share.rate)} (${percent(share.low)}-${percent(share.high)})`,
      )
      .join(', ')}`,
  );
  lines.push(
    `winner decided by: ${Object.entries(summary.decidedBy)
      .map(([how, share]) => `${how} ${percent(share.rate)}`)
      .join(', ')}`,
  );
  const failures = failureLines(result.aggregate);
  if (failures.length > 0) lines.push('', 'bot failures:', ...failures.map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}

/** The result as CSV: one row per bot and per seat, then one per end condition. */
export function formatCsv(result: SimulationResult): string {
  const summary = summarize(result.aggregate);
  const columns = [
    'group',
    'name',
    'played',
    'wins',
    'win_rate',
    'ci95_low',
    'ci95_high',
    'points_mean',
    'points_sd',
    ...CATEGORIES.flatMap((category) => [`${category}_mean`, `${category}_sd`]),
    'failed_games',
    ...FAILURE_KINDS.map((kind) => `failed_${kind}`),
    'first_failure',
  ];
  const rows = [columns.join(',')];
  const add = (group: string, name: string, standing: StandingSummary) => {
    // Failures are counted by bot, not by seat.
    const failed = group === 'bot' ? (summary.failures?.[name] ?? null) : undefined;
    const first = failed?.first?.[0];
    rows.push(
      [
        group,
        csvField(name),
        standing.played,
        standing.winRate.count,
        standing.winRate.rate,
        standing.winRate.low,
        standing.winRate.high,
        standing.points.mean,
        standing.points.sd,
        ...CATEGORIES.flatMap((category) => [
          standing.categories[category].mean,
          standing.categories[category].sd,
        ]),
        ...(failed === undefined
          ? Array.from({ length: FAILURE_KINDS.length + 1 }, () => '')
          : [failed?.failedGames ?? 0, ...FAILURE_KINDS.map((kind) => failed?.kinds[kind] ?? 0)]),
        first === undefined ? '' : csvField(failureText(first)),
      ].join(','),
    );
  };
  for (const [label, standing] of Object.entries(summary.bots)) add('bot', label, standing);
  for (const [seat, standing] of Object.entries(summary.seats)) add('seat', seat, standing);
  for (const [end, share] of Object.entries(summary.ends))
    rows.push(
      ['end', csvField(end), share.of, share.count, share.rate, share.low, share.high].join(','),
    );
  return `${rows.join('\n')}\n`;
}

/** A CSV field, quoted when it holds a comma, a quote, a space or a line break. */
export function csvField(text: string): string {
  return /[",\s]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
