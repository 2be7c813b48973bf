// Sheets scored per second on 4-player sheets, through the built package, against the scorer as
// it was before issue 9 (built from git in the same run), so that the ratio is measured on the
// same machine, input and load. Every result is read (each entry's points and rank, each
// standing) into a checksum printed for both, so that no figure comes from work left undone.
// The last line is a reference, not a scorer: reading the sheets and building results of as many
// objects with no scoring. Run with `pnpm bench` (builds first). Prints figures; asserts
// nothing. BENCH_SECONDS sets the time of each measured round (default 0.5); BENCH_BASELINE the
// commit to compare with.
import os from 'node:os';
import path from 'node:path';
import { buildFromGit } from '../../../scripts/build-from-git.mjs';
import * as current from '../dist/index.js';

/**
 * The last commit of the scorer before issue 9: the baseline every figure is compared with.
 * BENCH_BASELINE sets another commit, to measure a change against the build before it.
 */
const BASELINE_COMMIT = process.env.BENCH_BASELINE ?? '4191b9ccfa14de035f6d63c12b2eee5d1c4f3ba4';
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 0.5);
const ROUNDS = 9;
const SHEETS = 1000;

const COLORS = ['red', 'blue', 'green', 'yellow'];

/** mulberry32: a small deterministic generator, so that every run scores the same sheets. */
function random(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * below;
  };
}

/**
 * A valid 4-player sheet as a real game leaves it: scientists within 12 per colour, at least as
 * many scientists in an area as buildings built there, one cube per player per track with
 * values falling from front to back, Building Cards matching the buildings built.
 */
function makeSheet(seed) {
  const draw = random(seed);
  const next = (below) => Math.floor(draw(below));
  const left = Object.fromEntries(COLORS.map((color) => [color, 12]));
  let built = 0;
  const areas = Array.from({ length: 8 }, () => {
    const scientists = {};
    let here = 0;
    for (const color of COLORS) {
      const count = Math.min(next(4), left[color]);
      left[color] -= count;
      here += count;
      if (count > 0) scientists[color] = count;
    }
    const extra = Math.min(next(5), here);
    built += extra;
    return { buildings: 1 + extra, scientists };
  });
  const tracks = Array.from({ length: 5 }, () => {
    const order = COLORS.filter(() => next(3) > 0).sort(() => draw(1) - 0.5);
    let value = 6 + next(7);
    const cubes = order.map((player) => {
      value = Math.max(0, value - next(4));
      return { player, value };
    });
    return { cubes };
  });
  const cards = [0, 0, 0, 0];
  for (let card = 0; card < built; card++) cards[next(4)]++;
  const players = COLORS.map((color, seat) => ({
    color,
    name: `Player ${seat + 1}`,
    buildingCards: cards[seat],
    asteriskCards: next(cards[seat] + 1),
    discardedResources: next(4),
  }));
  return { players, sun: next(8), areas, tracks };
}

/** Builds the scorer at BASELINE_COMMIT into a temporary folder; undefined without git history. */
async function loadBaseline() {
  const dist = await buildFromGit({
    commit: BASELINE_COMMIT,
    sources: ['packages/scoring/src'],
    entry: 'packages/scoring/src/index.ts',
    folder: path.join(os.tmpdir(), `antarctica-scoring-baseline-${BASELINE_COMMIT.slice(0, 12)}`),
  });
  return dist === undefined ? undefined : import(path.join(dist, 'index.js'));
}

/**
 * Adds up every player's rank and points in every category and every standing's points, first
 * places and place: the bench reads all the scoring work of a result, so that no figure comes
 * from work left undone. The same sum for `now` and `before` also shows that they agree.
 */
function checksumOf(result) {
  let sum = result.winners.length;
  for (const category of result.categories) {
    for (const entry of category.players) sum += entry.points * 8 + (entry.rank ?? 0);
  }
  for (const standing of result.standings) {
    sum += standing.points * 16 + standing.firstPlaces * 4 + standing.place;
  }
  return sum;
}

/** Sums of {@link checksumOf} by task, printed after the figures. */
const checksums = new Map();

/** Sheets per second of `work` over one round through every input; `work` returns a number. */
function round(inputs, work, name) {
  const deadline = performance.now() + ROUND_SECONDS * 1000;
  let done = 0;
  let sum = 0;
  const start = performance.now();
  do {
    for (const input of inputs) sum += work(input);
    done += inputs.length;
  } while (performance.now() < deadline);
  const perSecond = done / ((performance.now() - start) / 1000);
  // The sum of one pass over the inputs, the same in every round.
  checksums.set(name, sum / (done / inputs.length));
  return perSecond;
}

const format = (perSecond) => Math.round(perSecond).toLocaleString('en-US').padStart(10);

/**
 * Measures each task of the pairs in turn, round after round (so that both meet the same load),
 * after a warm-up; prints min, median and max sheets per second and the ratio of the medians.
 */
function compare(title, inputs, now, before) {
  round(inputs, now, `${title}: now`);
  if (before) round(inputs, before, `${title}: before`);
  const figures = { now: [], before: [] };
  for (let index = 0; index < ROUNDS; index++) {
    figures.now.push(round(inputs, now, `${title}: now`));
    if (before) figures.before.push(round(inputs, before, `${title}: before`));
  }
  const summary = (list) => {
    list.sort((a, b) => a - b);
    return { min: list[0], median: list[list.length >> 1], max: list[list.length - 1] };
  };
  const a = summary(figures.now);
  const line = (label, s) =>
    `  ${label.padEnd(8)} min ${format(s.min)}  median ${format(s.median)}  max ${format(s.max)} sheets/s  (${(1e6 / s.median).toFixed(2)} µs each)`;
  console.log(title);
  console.log(line('now', a));
  if (before) {
    const b = summary(figures.before);
    console.log(line('before', b));
    console.log(`  ratio    ${(a.median / b.median).toFixed(2)}× the speed of before (medians)`);
  }
  const sums = [checksums.get(`${title}: now`), checksums.get(`${title}: before`)];
  console.log(
    `  checksum now ${sums[0]}${before ? `, before ${sums[1]}${sums[0] === sums[1] ? ' (equal)' : ' (DIFFERENT)'}` : ''}`,
  );
}

/**
 * Not a scorer: reads every field of a sheet and builds a result of as many objects as a real
 * one (an entry per player and category, the lists, categories, standings and players), with
 * no ranking and no sums. Its speed bounds what any scorer giving this result can reach on this
 * machine, with these sheets.
 */
function readAndBuildOnly(sheet) {
  const { players, areas, tracks } = sheet;
  const seats = players.length;
  const counts = [];
  let cards = 0;
  for (const player of players)
    cards += player.buildingCards + player.asteriskCards + player.discardedResources;
  for (const area of areas) {
    if (area.closed === true) continue;
    let here = area.buildings;
    for (const color in area.scientists) here += area.scientists[color];
    counts.push(here);
  }
  for (const track of tracks) {
    if (track.closed === true) continue;
    let here = 0;
    for (const cube of track.cubes ?? []) here += cube.value + (cube.player === 'red' ? 1 : 0);
    counts.push(here);
  }
  counts.push(cards, cards);
  const categories = new Array(counts.length);
  for (let index = 0; index < counts.length; index++) {
    const entries = new Array(seats);
    for (let seat = 0; seat < seats; seat++) {
      const player = players[seat].color;
      const measure = counts[index];
      entries[seat] = { player, measure, rank: 1, points: measure, reason: 'none' };
    }
    categories[index] = { kind: 'area', index, label: 'Area', players: entries };
  }
  const standings = new Array(seats);
  const copies = new Array(seats);
  for (let seat = 0; seat < seats; seat++) {
    const { color, name, buildingCards, asteriskCards, discardedResources } = players[seat];
    standings[seat] = {
      player: color,
      points: seat,
      firstPlaces: 0,
      buildingCards,
      name,
      place: 1,
    };
    copies[seat] = { color, buildingCards, asteriskCards, discardedResources, name };
  }
  return checksumOf({
    players: copies,
    categories,
    standings,
    winners: [players[0].color],
    decidedBy: 'points',
    firstPlaceRankings: 'allRankings',
    warnings: [],
  });
}

/** What a validation gives back, read: whether it passed, and the sheet's Sun and players. */
function validationSum(checked) {
  return checked.ok ? 1 + checked.sheet.sun + checked.sheet.players.length : 0;
}

const sheets = Array.from({ length: SHEETS }, (_, seed) => makeSheet(seed + 1));
const texts = sheets.map((sheet) => JSON.stringify(sheet, null, 2));
for (const sheet of sheets) {
  const result = current.scoreSheet(sheet); // every generated sheet must be valid
  if (result.warnings.length > 0)
    throw new Error(`a bench sheet has warnings: ${result.warnings[0].message}`);
}
const baseline = await loadBaseline();

console.log(
  `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${SHEETS} distinct 4-player sheets; ${ROUNDS} rounds of ${ROUND_SECONDS} s after a warm-up; "before" is ${
    baseline
      ? `the scorer at ${BASELINE_COMMIT.slice(0, 7)}, built from git`
      : 'not available (no git history)'
  }\n`,
);
compare(
  'Score a sheet known to be valid: scoreValidSheet now, scoreSheet before (what the engine called)',
  sheets,
  (sheet) => checksumOf(current.scoreValidSheet(sheet)),
  baseline && ((sheet) => checksumOf(baseline.scoreSheet(sheet))),
);
compare(
  'Validate and score: scoreSheet',
  sheets,
  (sheet) => checksumOf(current.scoreSheet(sheet)),
  baseline && ((sheet) => checksumOf(baseline.scoreSheet(sheet))),
);
compare(
  'Validate only: validateScoreSheet',
  sheets,
  (sheet) => validationSum(current.validateScoreSheet(sheet)),
  baseline && ((sheet) => validationSum(baseline.validateScoreSheet(sheet))),
);
compare(
  'From JSON text: parseScoreSheet, then score the parsed sheet',
  texts,
  (text) => {
    const parsed = current.parseScoreSheet(text);
    return parsed.ok ? checksumOf(current.scoreValidSheet(parsed.sheet)) : -1;
  },
  baseline &&
    ((text) => {
      const parsed = baseline.parseScoreSheet(text);
      return parsed.ok ? checksumOf(baseline.scoreSheet(parsed.sheet)) : -1;
    }),
);
compare(
  'Reference, not a scorer: read every field of a sheet and build a result of as many objects, with no scoring',
  sheets,
  readAndBuildOnly,
  undefined,
);
