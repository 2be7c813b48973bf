import { emptyAggregate, mergeAggregate } from '../simulation/aggregate.js';
import { parseBotSpec } from '../simulation/bot-spec.js';
import { failureLines } from '../simulation/summary.js';
import { type Rating, ratingsWithIntervals, type TableOutcome } from './ratings.js';
import type { TournamentResult } from './tournament.js';

/** One bot's line of a tournament's report. */
export interface BotStanding {
  /** The bot's label. */
  bot: string;
  /** Its rating with the 95 % interval. */
  rating: Rating;
  /** Games it played. */
  games: number;
  /** Its wins (a win shared by two counting half). */
  wins: number;
}

/** What a tournament says: ratings, and the cross table. */
export interface TournamentReport {
  /** Games counted. */
  games: number;
  /** The bots, strongest first. */
  standings: BotStanding[];
  /**
   * `cross[row][column]`: the row bot's share of wins in the games where the column bot sat at
   * the table too (head to head at two players), or `null` where they never met.
   */
  cross: Record<string, Record<string, number | null>>;
  /** Bootstrap samples behind the intervals. */
  samples: number;
}

/** The table outcomes the ratings are fitted to, bots as indices into `labels`. */
export function tableOutcomes(result: TournamentResult, labels: readonly string[]): TableOutcome[] {
  return result.tables.map((table) => {
    // A table's config holds the bots' specs; its counts and `labels` their labels (`label=`).
    const tableLabels = table.config.bots.map((spec) => parseBotSpec(spec).label);
    const bots = tableLabels.map((label) => labels.indexOf(label));
    const wins = tableLabels.map((label) => {
      const standing = table.aggregate.bots[label];
      return standing === undefined ? 0 : standing.wins - standing.sharedWins / 2;
    });
    return { bots, games: table.aggregate.games, wins };
  });
}

/**
 * Rates the bots of a tournament (see {@link ratingsWithIntervals}; the bootstrap is seeded
 * by the tournament's seed) and builds the cross table.
 */
export function reportTournament(result: TournamentResult, samples = 1000): TournamentReport {
  const labels = result.config.bots.map((spec) => parseBotSpec(spec).label);
  const outcomes = tableOutcomes(result, labels);
  const ratings = ratingsWithIntervals(labels.length, outcomes, samples, result.config.seed);
  const games = labels.map(() => 0);
  const wins = labels.map(() => 0);
  const met = labels.map(() => labels.map(() => ({ games: 0, wins: 0 })));
  for (const table of outcomes)
    table.bots.forEach((bot, seat) => {
      games[bot] = (games[bot] ?? 0) + table.games;
      wins[bot] = (wins[bot] ?? 0) + (table.wins[seat] ?? 0);
      for (const other of table.bots) {
        const cell = met[bot]?.[other];
        if (cell === undefined || other === bot) continue;
        cell.games += table.games;
        cell.wins += table.wins[seat] ?? 0;
      }
    });
  const standings = labels
    .map((bot, index) => ({
      bot,
      rating: ratings[index] as Rating,
      games: games[index] ?? 0,
      wins: wins[index] ?? 0,
    }))
    .sort((a, b) => b.rating.elo - a.rating.elo);
  const cross = Object.fromEntries(
    labels.map((row, i) => [
      row,
      Object.fromEntries(
        labels.map((column, j) => {
          const cell = met[i]?.[j];
          return [column, cell === undefined || cell.games === 0 ? null : cell.wins / cell.games];
        }),
      ),
    ]),
  );
  return {
    games: result.tables.reduce((sum, table) => sum + table.aggregate.games, 0),
    standings,
    cross,
    samples,
  };
}

const signed = (value: number) => `${value >= 0 ? '+' : '-'}${Math.abs(Math.round(value))}`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The report as a table for people. */
export function formatTournamentText(result: TournamentResult, report: TournamentReport): string {
  const { config } = result;
  const width = Math.max(10, ...report.standings.map((standing) => standing.bot.length + 2));
  const lines = [
    `tournament of ${config.bots.length} bots at ${config.players} players: ${result.tables.length} table${result.tables.length === 1 ? '' : 's'} of ${config.gamesPerTable} game${config.gamesPerTable === 1 ? '' : 's'}, ${report.games.toLocaleString('en')} games${result.interrupted ? ' (interrupted)' : ''}, seed ${config.seed}${result.shard ? `, shard ${result.shard.index}/${result.shard.count}` : ''}`,
    `ratings: Elo scale, averaging 0; Luce's choice model (Bradley-Terry at 2 players) by MM; 95% intervals from ${report.samples} bootstrap samples`,
    '',
    `${'bot'.padEnd(width)}${'rating'.padStart(7)}${'95% CI'.padStart(14)}${'games'.padStart(8)}${'wins'.padStart(9)}${'win rate'.padStart(10)}`,
  ];
  for (const standing of report.standings)
    lines.push(
      `${standing.bot.padEnd(width)}${signed(standing.rating.elo).padStart(7)}${`${signed(standing.rating.low)}..${signed(standing.rating.high)}`.padStart(14)}${String(standing.games).padStart(8)}${String(standing.wins).padStart(9)}${percent(standing.games > 0 ? standing.wins / standing.games : 0).padStart(10)}`,
    );
  lines.push('');
  lines.push(
    config.players === 2
      ? "cross table: the row bot's win rate against the column bot"
      : "cross table: the row bot's win rate in the games where the column bot sat at the table too",
  );
  const order = report.standings.map((standing) => standing.bot);
  const cell = Math.max(9, ...order.map((bot) => bot.length + 1));
  lines.push(`${''.padEnd(width)}${order.map((bot) => bot.padStart(cell)).join('')}`);
  for (const row of order)
    lines.push(
      `${row.padEnd(width)}${order
        .map((column) => {
          const value = report.cross[row]?.[column];
          return (value === null || value === undefined ? '-' : percent(value)).padStart(cell);
        })
        .join('')}`,
    );
  // Failures of program and module bots, over all tables, as a study reports them.
  const all = emptyAggregate(config.players);
  for (const table of result.tables) mergeAggregate(all, table.aggregate);
  const failures = failureLines(all);
  if (failures.length > 0) lines.push('', 'bot failures:', ...failures.map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}

/** The ratings as CSV, one row per bot, strongest first. */
export function formatTournamentCsv(report: TournamentReport): string {
  const rows = ['bot,rating,ci95_low,ci95_high,games,wins,win_rate'];
  for (const standing of report.standings)
    rows.push(
      [
        /[",\n]/.test(standing.bot) ? `"${standing.bot.replaceAll('"', '""')}"` : standing.bot,
        standing.rating.elo.toFixed(1),
        standing.rating.low.toFixed(1),
        standing.rating.high.toFixed(1),
        standing.games,
        standing.wins,
        standing.games > 0 ? (standing.wins / standing.games).toFixed(4) : 0,
      ].join(','),
    );
  return `${rows.join('\n')}\n`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The ratings as an SVG chart: one row per bot, a dot at its rating, a bar for its interval. */
export function tournamentSvg(result: TournamentResult, report: TournamentReport): string {
  const rowHeight = 28;
  // Room for the longest label (about 7.5 pixels a character at 13 px), so that none is cut off.
  const longest = Math.max(0, ...report.standings.map((standing) => standing.bot.length));
  const left = Math.max(170, 20 + Math.ceil(7.5 * longest));
  const plot = 420;
  const top = 46;
  const height = top + rowHeight * report.standings.length + 40;
  const values = report.standings.flatMap((standing) => [
    standing.rating.low,
    standing.rating.high,
  ]);
  const step = 100;
  const low = Math.floor(Math.min(0, ...values) / step) * step;
  const high = Math.ceil(Math.max(0, ...values) / step) * step;
  const x = (value: number) => left + ((value - low) / Math.max(1, high - low)) * plot;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + plot + 30}" height="${height}" viewBox="0 0 ${left + plot + 30} ${height}" font-family="sans-serif" font-size="13">`,
    `<title>Ratings of ${escapeXml(result.config.bots.join(', '))} at ${result.config.players} players</title>`,
    `<text x="10" y="20" font-weight="bold">Ratings (Elo scale) with 95% intervals, ${report.games.toLocaleString('en')} games at ${result.config.players} players</text>`,
  ];
  for (let tick = low; tick <= high; tick += step)
    parts.push(
      `<line x1="${x(tick)}" y1="${top - 8}" x2="${x(tick)}" y2="${height - 32}" stroke="${tick === 0 ? '#888' : '#ddd'}"/>`,
      `<text x="${x(tick)}" y="${height - 14}" text-anchor="middle" fill="#555">${tick > 0 ? '+' : ''}${tick}</text>`,
    );
  report.standings.forEach((standing, row) => {
    const y = top + row * rowHeight + rowHeight / 2;
    parts.push(
      `<text x="${left - 10}" y="${y + 4}" text-anchor="end">${escapeXml(standing.bot)}</text>`,
      `<line x1="${x(standing.rating.low)}" y1="${y}" x2="${x(standing.rating.high)}" y2="${y}" stroke="#2b6cb0" stroke-width="3"/>`,
      `<circle cx="${x(standing.rating.elo)}" cy="${y}" r="5" fill="#1a365d"/>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
