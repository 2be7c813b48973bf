import type { Color } from '../box/colors.js';
import type { FirstPlaceRankings } from '../scoring/score-options.js';
import type {
  CategoryKind,
  CategoryScore,
  PlayerStanding,
  ScoreResult,
} from '../scoring/score-result.js';
import { ordinal } from './ordinal.js';
import { safeText } from './safe-text.js';

const SECTIONS: ReadonlyArray<readonly [CategoryKind, string]> = [
  ['area', "Areas (from the Sun's area, counter-clockwise)"],
  ['track', 'Research Tracks'],
  ['asterisk-cards', 'Building Cards'],
  ['discarded-resources', 'Resources'],
];

/** Options of {@link formatScoreTable}. */
export interface FormatOptions {
  /**
   * Add, below the table, each player's reason for every category and which rankings counted
   * as first places (the reading that breaks a tie on points).
   */
  explain?: boolean;
}

/** What each reading counts as first places, in words. */
const READINGS: Readonly<Record<FirstPlaceRankings, string>> = {
  allRankings:
    'every ranking a player was first in, ties included: areas, Research Tracks, asterisk cards and discards',
  areasAndTracks:
    'only the areas and Research Tracks a player was first in, ties included, as in the Polish rulebook',
};

/**
 * Renders a score result as a plain-text table: a row per area, track and category with each
 * player's points and rank, then totals, first places, Building Cards and the winner line.
 * Names are printed safely: control characters and bidirectional overrides appear as `\uXXXX`.
 */
export function formatScoreTable(result: ScoreResult, options: FormatOptions = {}): string {
  const headers = result.players.map((player) => playerLabel(player.color, player.name));
  const rows: string[][] = [];
  for (const [kind, title] of SECTIONS) {
    rows.push([title]);
    for (const category of result.categories.filter((entry) => entry.kind === kind)) {
      rows.push([
        `  ${category.label}`,
        ...category.players.map((entry) => cell(entry.points, entry.rank)),
      ]);
    }
  }
  rows.push([]);
  rows.push(['Total', ...result.standings.map((standing) => `${standing.points}`)]);
  rows.push(['First places', ...result.standings.map((standing) => `${standing.firstPlaces}`)]);
  rows.push(['Building Cards', ...result.standings.map((standing) => `${standing.buildingCards}`)]);
  rows.push(['Place', ...result.standings.map((standing) => ordinal(standing.place))]);

  const lines = [
    `Antarctica: final scores, ${result.players.length} players`,
    '',
    ...renderColumns([['', ...headers], ...rows]),
  ];
  lines.push('', winnerLine(result));
  if (options.explain) {
    lines.push('', ...explain(result.categories, headers), '', tieBreakLine(result));
  }
  for (const warning of result.warnings) lines.push(`Note: ${warning.path}: ${warning.message}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `Alice (red)`, or `Red` for a player without a name. Control characters and bidirectional
 * overrides in the name are written as `\uXXXX` escapes, so that they cannot garble a terminal.
 */
export function playerLabel(color: Color, name?: string): string {
  return name ? `${safeText(name)} (${color})` : color[0]?.toUpperCase() + color.slice(1);
}

/**
 * Which rankings counted as first places, and whether they decided the winner: the reading of
 * "first more often" (see {@link FirstPlaceRankings}).
 */
function tieBreakLine(result: ScoreResult): string {
  const reading = result.firstPlaceRankings ?? 'allRankings';
  const counted = `First places counted ${READINGS[reading]} (the reading ${reading}).`;
  if (result.decidedBy === 'points') return `${counted} They were not needed: the points decided.`;
  const other: FirstPlaceRankings = reading === 'allRankings' ? 'areasAndTracks' : 'allRankings';
  const otherWinners = winnersUnder(result, other);
  const same =
    otherWinners.length === result.winners.length &&
    otherWinners.every((color) => result.winners.includes(color));
  const label = (color: Color) => {
    const entry = result.standings.find((standing) => standing.player === color);
    return playerLabel(color, entry?.name);
  };
  const otherOutcome = same
    ? 'the winner would be the same'
    : otherWinners.length === 1
      ? `${label(otherWinners[0] as Color)} would win instead`
      : `${otherWinners.map(label).join(' and ')} would share the win`;
  const decided =
    result.decidedBy === 'first-places'
      ? 'This reading decided the tie on points'
      : result.decidedBy === 'building-cards'
        ? 'The players tied on points were also equal on first places; Building Cards decided'
        : 'The players tied on points were also equal on first places and Building Cards';
  return `${counted} ${decided}; with the reading ${other}, ${otherOutcome}.`;
}

/** The winners had first places been counted by `reading`, from the ranks in the categories. */
function winnersUnder(result: ScoreResult, reading: FirstPlaceRankings): Color[] {
  const best = Math.max(...result.standings.map((standing) => standing.points));
  const tied = result.standings
    .map((standing, seat) => ({ standing, seat }))
    .filter(({ standing }) => standing.points === best)
    .map(({ standing, seat }) => ({
      player: standing.player,
      buildingCards: standing.buildingCards,
      firstPlaces: result.categories.filter(
        (category) =>
          (reading === 'allRankings' || category.kind === 'area' || category.kind === 'track') &&
          category.players[seat]?.rank === 1,
      ).length,
    }));
  const most = Math.max(...tied.map((entry) => entry.firstPlaces));
  const ahead = tied.filter((entry) => entry.firstPlaces === most);
  const cards = Math.max(...ahead.map((entry) => entry.buildingCards));
  return ahead.filter((entry) => entry.buildingCards === cards).map((entry) => entry.player);
}

/**
 * One sentence naming the winner(s) and the comparison that decided, for example
 * `Winner: Alice (red) with 54 VP.`
 */
export function winnerLine(result: ScoreResult): string {
  const standing = (color: Color) => result.standings.find((entry) => entry.player === color);
  const label = (entry: PlayerStanding | undefined) =>
    entry ? playerLabel(entry.player, entry.name) : '?';
  const winners = result.winners.map(standing);
  const first = winners[0];
  if (first === undefined) return 'No winner.';
  const tied = result.standings.filter(
    (entry) => entry.points === first.points && !result.winners.includes(entry.player),
  );
  const runnerUp = (key: 'firstPlaces' | 'buildingCards') =>
    Math.max(...tied.map((entry) => entry[key]));
  const others = tied.map(label).join(' and ');
  switch (result.decidedBy) {
    case 'points':
      return `Winner: ${label(first)} with ${first.points} VP.`;
    case 'first-places': {
      const where = result.firstPlaceRankings === 'areasAndTracks' ? ' in areas and tracks' : '';
      return `Winner: ${label(first)}, tied on ${first.points} VP with ${others} but first more often${where} (${first.firstPlaces} first places against ${runnerUp('firstPlaces')}).`;
    }
    case 'building-cards': {
      const alsoTied = tied.filter((entry) => entry.firstPlaces === first.firstPlaces);
      return `Winner: ${label(first)}, tied on ${first.points} VP and ${first.firstPlaces} first places with ${alsoTied.map(label).join(' and ')} but with more Building Cards (${first.buildingCards} against ${Math.max(...alsoTied.map((entry) => entry.buildingCards))}).`;
    }
    case 'shared':
      return `Shared win: ${winners.map(label).join(' and ')}, tied on ${first.points} VP, ${first.firstPlaces} first places and ${first.buildingCards} Building Cards.`;
  }
}

function cell(points: number, rank: number | null): string {
  return rank === null ? '-' : `${points} (${ordinal(rank)})`;
}

function explain(categories: readonly CategoryScore[], headers: readonly string[]): string[] {
  const lines: string[] = ['Why:'];
  for (const category of categories) {
    lines.push(`  ${category.label}`);
    category.players.forEach((entry, seat) => {
      lines.push(`    ${headers[seat]}: ${entry.points} VP, ${entry.reason}`);
    });
  }
  return lines;
}

function renderColumns(rows: readonly string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    if (row.length === 1) continue;
    row.forEach((text, column) => {
      widths[column] = Math.max(widths[column] ?? 0, text.length);
    });
  }
  return rows.map((row) =>
    row
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('   ')
      .trimEnd(),
  );
}
