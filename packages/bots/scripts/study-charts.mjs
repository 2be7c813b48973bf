// Draws the charts of docs/simulation.md from the study's results (antarctica-sim --json output,
// whole runs or shards; the shards of one player count are added up):
//   node packages/bots/scripts/study-charts.mjs docs/simulation/*.json [--out docs/simulation]
// Writes seat-advantage.svg, end-conditions.svg, scoring-categories.svg and results.md (the figures
// as a Markdown table), and prints the figures.
// Needs the package built (it reads the counts with the package's own summary).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalAggregate, emptyAggregate, mergeAggregate, summarize } from '../dist/index.js';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : 'docs/simulation';
const files = args.filter((_arg, index) => index !== outIndex && index !== outIndex + 1);
const markdown = [];
if (files.length === 0) {
  console.error('usage: study-charts.mjs <result.json>... [--out DIR]');
  process.exit(2);
}
const byPlayers = new Map();
for (const file of files) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  if (result.interrupted) {
    console.error(`${file}: an interrupted run, left out`);
    continue;
  }
  const entry = byPlayers.get(result.config.players) ?? {
    config: result.config,
    aggregate: emptyAggregate(result.config.players),
    shards: [],
  };
  mergeAggregate(entry.aggregate, result.aggregate);
  entry.shards.push(result.shard ? `${result.shard.index}/${result.shard.count}` : 'whole');
  byPlayers.set(result.config.players, entry);
}
const results = [...byPlayers.values()]
  .map((entry) => ({
    ...entry,
    aggregate: canonicalAggregate(entry.aggregate, entry.config.bots),
  }))
  .sort((a, b) => a.config.players - b.config.players);
for (const result of results) result.summary = summarize(result.aggregate);

const COLORS = ['#c0392b', '#2471a3', '#229954', '#d4ac0d', '#7d3c98', '#7f8c8d'];
const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const pct = (value) => `${(value * 100).toFixed(1)}%`;

/** A grouped bar chart: groups along x, one bar per series, optional error bars and reference lines. */
function barChart({ title, subtitle, groups, series, max, format, references = [], ticks = 5 }) {
  const width = 720;
  const height = 400;
  const left = 64;
  const right = 20;
  const top = 64;
  const bottom = 70;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const y = (value) => top + plotHeight - (value / max) * plotHeight;
  const groupWidth = plotWidth / groups.length;
  const barWidth = Math.min(36, (groupWidth * 0.8) / series.length);
  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12" role="img" aria-label="${esc(title)}">`,
  );
  parts.push(`<title>${esc(title)}</title>`);
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<text x="${left}" y="24" font-size="16" font-weight="bold">${esc(title)}</text>`);
  parts.push(`<text x="${left}" y="44" fill="#555">${esc(subtitle)}</text>`);
  for (let tick = 0; tick <= ticks; tick++) {
    const value = (max * tick) / ticks;
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${y(value)}" y2="${y(value)}" stroke="#e5e5e5"/>`,
    );
    parts.push(
      `<text x="${left - 6}" y="${y(value) + 4}" text-anchor="end" fill="#555">${esc(format(value))}</text>`,
    );
  }
  groups.forEach((group, g) => {
    const x0 = left + g * groupWidth + (groupWidth - barWidth * series.length) / 2;
    series.forEach((item, s) => {
      const datum = item.values[g];
      if (datum === undefined || datum === null) return;
      const x = x0 + s * barWidth;
      const value = typeof datum === 'number' ? datum : datum.value;
      parts.push(
        `<rect x="${x + 2}" y="${y(value)}" width="${barWidth - 4}" height="${y(0) - y(value)}" fill="${item.color}"><title>${esc(`${group}, ${item.name}: ${format(value)}`)}</title></rect>`,
      );
      if (typeof datum === 'object' && datum.label !== undefined) {
        parts.push(
          `<text x="${x + barWidth / 2}" y="${y(datum.high ?? value) - 6}" text-anchor="middle" font-size="11">${esc(datum.label)}</text>`,
        );
      }
      if (typeof datum === 'object' && datum.low !== undefined) {
        const cx = x + barWidth / 2;
        parts.push(
          `<path d="M${cx} ${y(datum.low)}V${y(datum.high)}M${cx - 4} ${y(datum.low)}H${cx + 4}M${cx - 4} ${y(datum.high)}H${cx + 4}" stroke="#222" fill="none"/>`,
        );
      }
    });
    for (const reference of references) {
      const value = reference.values[g];
      if (value === undefined) continue;
      const xa = left + g * groupWidth + groupWidth * 0.06;
      const xb = left + (g + 1) * groupWidth - groupWidth * 0.06;
      parts.push(
        `<line x1="${xa}" x2="${xb}" y1="${y(value)}" y2="${y(value)}" stroke="#222" stroke-dasharray="5 4"/>`,
      );
    }
    parts.push(
      `<text x="${left + (g + 0.5) * groupWidth}" y="${height - bottom + 18}" text-anchor="middle">${esc(group)}</text>`,
    );
  });
  parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(0)}" y2="${y(0)}" stroke="#222"/>`);
  let legendX = left;
  for (const item of [
    ...series,
    ...references.map((reference) => ({ ...reference, dashed: true })),
  ]) {
    const legendY = height - 24;
    parts.push(
      item.dashed
        ? `<line x1="${legendX}" x2="${legendX + 16}" y1="${legendY - 4}" y2="${legendY - 4}" stroke="#222" stroke-dasharray="5 4"/>`
        : `<rect x="${legendX}" y="${legendY - 10}" width="12" height="12" fill="${item.color}"/>`,
    );
    parts.push(`<text x="${legendX + 20}" y="${legendY}">${esc(item.name)}</text>`);
    legendX += 28 + item.name.length * 7;
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const groups = results.map(
  (result) =>
    `${result.config.players} players (${result.aggregate.games.toLocaleString('en')} games)`,
);
const summaries = results.map((result) => result.summary);

// 1. Seat advantage: win rate by seat with 95 % intervals, against an even share.
const seats = ['A', 'B', 'C', 'D'];
writeFileSync(
  join(out, 'seat-advantage.svg'),
  barChart({
    title: 'Win rate by seat, heuristic bots in every seat',
    subtitle: 'A is the start player; bars show 95 % confidence intervals; dashed: an even share',
    groups,
    series: seats.map((seat, index) => ({
      name: `seat ${seat}`,
      color: COLORS[index],
      values: summaries.map((summary) => {
        const rate = summary.seats[seat]?.winRate;
        return rate ? { value: rate.rate, low: rate.low, high: rate.high } : null;
      }),
    })),
    references: [
      { name: 'even share', values: results.map((result) => 1 / result.config.players) },
    ],
    max: 0.6,
    ticks: 6,
    format: (value) => `${Math.round(value * 100)}%`,
  }),
);

// 2. End conditions.
const ends = [...new Set(summaries.flatMap((summary) => Object.keys(summary.ends)))].sort();
const endNames = {
  lastScientist: 'a player placed the last scientist',
  lastBuilding: 'the last Building was built',
  noShips: 'no ships left',
  moveLimit: 'move limit reached',
};
writeFileSync(
  join(out, 'end-conditions.svg'),
  barChart({
    title: 'How games end',
    subtitle: 'share of games ending by each condition, with 95 % confidence intervals',
    groups,
    series: ends.map((end, index) => ({
      name: endNames[end] ?? end,
      color: COLORS[index],
      values: summaries.map((summary) => {
        const share = summary.ends[end];
        return share
          ? {
              value: share.rate,
              low: share.low,
              high: share.high,
              label: `${share.count.toLocaleString('en')} game${share.count === 1 ? '' : 's'}`,
            }
          : { value: 0, label: '0 games' };
      }),
    })),
    max: 1.1,
    ticks: 11,
    format: (value) => (value > 1.0001 ? '' : `${Math.round(value * 100)}%`),
  }),
);

// 3. What each scoring category is worth: mean points per player, and for the winner's seat mix.
const categories = [
  ['area', 'area majorities'],
  ['track', 'Research Tracks'],
  ['asterisk-cards', 'asterisk cards'],
  ['discarded-resources', 'discarded resources'],
];
writeFileSync(
  join(out, 'scoring-categories.svg'),
  barChart({
    title: 'Victory Points per player by scoring category',
    subtitle: 'mean over every player of every game; the whisker spans one standard deviation',
    groups,
    series: categories.map(([key, name], index) => ({
      name,
      color: COLORS[index],
      values: summaries.map((summary) => {
        const spread = summary.bots.heuristic?.categories[key];
        return spread
          ? {
              value: spread.mean,
              low: Math.max(0, spread.mean - spread.sd),
              high: spread.mean + spread.sd,
            }
          : null;
      }),
    })),
    max: 80,
    format: (value) => value.toFixed(0),
  }),
);

const spread = (s) => `${s.mean.toFixed(1)} (sd ${s.sd.toFixed(1)})`;
const range = (share) => `${pct(share.rate)} [${pct(share.low)}, ${pct(share.high)}]`;
for (const [index, result] of results.entries()) {
  const summary = summaries[index];
  const { config } = result;
  console.log(
    `\n${config.players} players: ${result.aggregate.games} games (seed ${config.seed}, ${result.shards.length === 1 && result.shards[0] === 'whole' ? 'whole run' : `shards ${result.shards.join(', ')}`})`,
  );
  const seats = Object.entries(summary.seats).map(([seat, s]) => `${seat} ${range(s.winRate)}`);
  console.log(`  win rate by seat: ${seats.join(', ')}`);
  const ends = Object.entries(summary.ends).map(([end, share]) => `${end} ${range(share)}`);
  console.log(`  ended by: ${ends.join(', ')}`);
  const all = summary.bots.heuristic;
  if (all) {
    const parts = categories.map(([key, name]) => `${name} ${spread(all.categories[key])}`);
    console.log(`  points per player ${spread(all.points)}: ${parts.join('; ')}`);
  }
  const decided = Object.entries(summary.decidedBy).map(
    ([how, share]) => `${how} ${pct(share.rate)}`,
  );
  console.log(`  winner decided by: ${decided.join(', ')}`);
  console.log(
    `  length ${spread(summary.moves)} moves, ${spread(summary.turns)} turns; winning margin ${spread(summary.margin)} VP`,
  );
}
// The same figures as a Markdown table, for docs/simulation.md.
const row = (cells) => `| ${cells.join(' | ')} |`;
markdown.push(
  row([
    'heuristic bots in every seat',
    ...results.map((result) => `${result.config.players} players`),
  ]),
);
markdown.push(row(['---', ...results.map(() => '---')]));
markdown.push(
  row(['games', ...results.map((result) => result.aggregate.games.toLocaleString('en'))]),
);
for (const seat of ['A', 'B', 'C', 'D'])
  markdown.push(
    row([
      `seat ${seat} wins`,
      ...summaries.map((summary) => {
        const rate = summary.seats[seat]?.winRate;
        return rate ? `${pct(rate.rate)} (${pct(rate.low)}-${pct(rate.high)})` : '';
      }),
    ]),
  );
for (const end of ends)
  markdown.push(
    row([
      `ended: ${endNames[end] ?? end}`,
      ...summaries.map((summary) => {
        const share = summary.ends[end];
        return share ? `${share.count.toLocaleString('en')} (${pct(share.rate)})` : '0';
      }),
    ]),
  );
markdown.push(
  row(['points per player', ...summaries.map((summary) => spread(summary.bots.heuristic.points))]),
);
for (const [key, name] of categories)
  markdown.push(
    row([`${name}`, ...summaries.map((summary) => spread(summary.bots.heuristic.categories[key]))]),
  );
markdown.push(row(['winning margin (VP)', ...summaries.map((summary) => spread(summary.margin))]));
markdown.push(row(['moves per game', ...summaries.map((summary) => spread(summary.moves))]));
markdown.push(row(['turns per game', ...summaries.map((summary) => spread(summary.turns))]));
markdown.push(
  row([
    'winner decided by points / first places / Building Cards / shared',
    ...summaries.map((summary) =>
      ['points', 'first-places', 'building-cards', 'shared']
        .map((how) => pct(summary.decidedBy[how]?.rate ?? 0))
        .join(' / '),
    ),
  ]),
);
writeFileSync(join(out, 'results.md'), `${markdown.join('\n')}\n`);
console.log(
  `wrote ${join(out, 'seat-advantage.svg')}, end-conditions.svg, scoring-categories.svg, results.md`,
);
