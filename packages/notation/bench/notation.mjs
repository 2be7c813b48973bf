// Benchmark of @antarctica-game/notation (run after a build: `pnpm bench`, or
// `node --expose-gc bench/notation.mjs` in packages/notation). Prints figures; asserts nothing.
//
//  1. Parsing throughput in MB/s, in the same run, of this package's parser (four-player
//     records), @mliebelt/pgn-parser (PGN) and @sabaki/sgf (SGF). What makes it fair:
//     - each parser reads its own format of corpora built alike (bench/corpora.mjs): many
//       distinct games, the same number of bytes (± one game), comments (some with clock
//       commands) and variations in about the same share of each; all three parse them whole;
//     - after a warm-up of each (a second, at least two parses), the parsers take turns in
//       slices of the same length for all: BENCH_SLICE seconds (default 0.25), or one parse of
//       the slowest if longer; several slices each in every round, so that a change in the
//       machine's load touches all of them alike; with --expose-gc the heap is collected between slices,
//       untimed, so that no parser pays for the garbage another left; the ratios are taken
//       round by round, each round's bytes/s against the others' in the same round, by the wall
//       clock and by the process's CPU time (which leaves out time other work held the cores);
//     - every result is consumed: "parse" keeps each parser's result and reads its number of
//       games; "parse and read every move" also walks it, visiting every move (every node of
//       SGF), variations included. This package's records build the items of their move text
//       when `body` is first read (see src/syntax/body-ops.ts), so the first figure is the
//       reading of the text and the second what a program that uses every move pays in all.
//     BENCH_BEFORE=<older dist/index.js> adds an older build beside this one.
//  2. Replay: four-player records replayed through the engine per second.
//  3. Size: bytes per move of canonical records, and against the same moves as JSON.
//  4. Streaming a 100 MB collection: throughput and the heap held while reading (flat memory).
//
// BENCH_SECONDS (default 1.5) sets the length of one round for each parser.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import {
  formatMoveItem,
  formatRecord,
  formatRecords,
  parseRecordStream,
  parseRecords,
  recordGame,
  replayRecord,
} from '../dist/index.js';
import { notationCorpus, pgnCorpus, sgfCorpus, shares } from './corpora.mjs';

const require = createRequire(import.meta.url);
const pgnParser = require('@mliebelt/pgn-parser');
const sgf = require('@sabaki/sgf');

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const ROUNDS = 7;

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}

/** Runs `work` for warm-up, then ROUNDS rounds; returns units per second of each round. */
function measure(work, units) {
  const warmUntil = performance.now() + 1000 * Math.min(1, ROUND_SECONDS);
  while (performance.now() < warmUntil) work();
  const rates = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    let done = 0;
    while (performance.now() - start < ROUND_SECONDS * 1000) {
      work();
      done += units;
    }
    rates.push(done / ((performance.now() - start) / 1000));
  }
  return stats(rates);
}

const format = (value, digits = 1) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

// The corpora (bench/corpora.mjs): distinct games, the same number of bytes of each format,
// comments (some with clock commands) and variations in each, in about the same share.
const TARGET_BYTES = Number(process.env.BENCH_BYTES ?? 600_000);
const corpus = notationCorpus(TARGET_BYTES, { recordGame, formatRecords, formatMoveItem });
const notation = corpus.text;
const notationBytes = Buffer.byteLength(notation);
const GAMES = corpus.games;
const moves = corpus.moves;
const records = parseRecords(notation).records;
const pgnSource = pgnCorpus(notationBytes);
const pgn = pgnSource.text;
const pgnBytes = Buffer.byteLength(pgn);
const sgfSource = sgfCorpus(notationBytes);
const sgfText = sgfSource.text;
const sgfBytes = Buffer.byteLength(sgfText);
const jsonBytes = corpus.jsonBytes;

// Sanity: each parser reads its input.
if (parseRecords(notation).errors.length > 0) throw new Error('the corpus does not parse');
if (pgnParser.parse(pgn, { startRule: 'games' }).length !== pgnSource.games)
  throw new Error('PGN did not parse');
if (sgf.parse(sgfText).length !== sgfSource.games) throw new Error('SGF did not parse');

const share = (text, kind) => {
  const { comments, variations } = shares(text, kind);
  return `comments ${format(comments * 100, 0)}%, variations ${format(variations * 100, 0)}%`;
};
console.log(
  `Corpus: ${GAMES} four-player records, ${format(notationBytes / 1e6, 3)} MB (${share(notation, 'agn')}); PGN ${pgnSource.games} games, ${format(pgnBytes / 1e6, 3)} MB (${share(pgn, 'pgn')}); SGF ${sgfSource.games} games, ${format(sgfBytes / 1e6, 3)} MB (${share(sgfText, 'sgf')})`,
);
console.log(
  `Rounds: ${ROUNDS} of ${ROUND_SECONDS} s after a warm-up; figures are min / median / max`,
);
// Other work on the machine changes every figure: say how busy it was.
const load = () =>
  loadavg()
    .map((value) => format(value, 2))
    .join(' ');
console.log(`load average (1, 5, 15 min) at the start: ${load()}\n`);

// Each parser: its name, its parse, the bytes it reads, and how to read its result: the number
// of games, and every move (the walks are below).
const ourGames = (result) => result.records.length;
const parsers = [
  ['@antarctica-game/notation', () => parseRecords(notation), notationBytes, ourGames, ourMoves],
  [
    '@mliebelt/pgn-parser',
    () => pgnParser.parse(pgn, { startRule: 'games' }),
    pgnBytes,
    (games) => games.length,
    pgnMoves,
  ],
  ['@sabaki/sgf', () => sgf.parse(sgfText), sgfBytes, (roots) => roots.length, sgfMoves],
];
// BENCH_BEFORE=<an older build's dist/index.js>: that build too, on the corpus without
// variations and comment commands (which it cannot read), beside this one on the same text;
// both must give the same records (this build adds the commands of comments: left out).
const before = process.env.BENCH_BEFORE;
if (before !== undefined) {
  const older = await import(before);
  const flat = notation.replace(/ \([^(){}]*\)/g, '').replaceAll('[%', '[');
  if (flat.includes('(')) throw new Error('a variation is left in the flat corpus');
  const same = (result) =>
    JSON.stringify(result, (key, value) => (key === 'commands' ? undefined : value));
  if (same(older.parseRecords(flat)) !== same(parseRecords(flat)))
    throw new Error('this build parses the flat corpus otherwise than the older build');
  const flatBytes = Buffer.byteLength(flat);
  parsers.push(
    ['older build, no variations', () => older.parseRecords(flat), flatBytes, ourGames, ourMoves],
    ['this build, no variations', () => parseRecords(flat), flatBytes, ourGames, ourMoves],
  );
}
// The parsers take turns in slices within each round (see the header): a change in the
// machine's load touches all of them alike, and the ratios are taken round by round.
const SLICE = Number(process.env.BENCH_SLICE ?? 0.25);
const collect = () => globalThis.gc?.();
/** Units of results consumed, so that no result is left unused. */
let consumed = 0;
function compare(title, entries) {
  // Warm-up: each parser for at least a second (and two calls), timing its last call.
  const callMs = entries.map(([, work]) => {
    const warmUntil = performance.now() + 1000 * Math.min(1, ROUND_SECONDS);
    let calls = 0;
    let last = 0;
    while (calls < 2 || performance.now() < warmUntil) {
      const start = performance.now();
      consumed += work();
      last = performance.now() - start;
      calls++;
    }
    return last;
  });
  // Every parser gets the same time in a slice: at least SLICE, and at least one call of the
  // slowest (a slice runs whole calls, so a slow parser's slice would otherwise be longer than a
  // fast one's and see another stretch of the machine's load).
  const sliceMs = Math.max(SLICE * 1000, ...callMs);
  const slices = Math.max(1, Math.round((ROUND_SECONDS * 1000) / sliceMs));
  // Bytes/s by the wall clock, and by the process's CPU time (user and system, all threads, the
  // collector's included): on a shared machine the second leaves out the time other work held
  // the cores, alike for every parser.
  const rates = entries.map(() => []);
  const cpuRates = entries.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    const bytes = entries.map(() => 0);
    const seconds = entries.map(() => 0);
    const cpuSeconds = entries.map(() => 0);
    for (let slice = 0; slice < slices; slice++)
      entries.forEach(([, work, size], index) => {
        collect();
        const cpu = process.cpuUsage();
        const start = performance.now();
        do {
          consumed += work();
          bytes[index] += size;
        } while (performance.now() - start < sliceMs);
        seconds[index] += (performance.now() - start) / 1000;
        const used = process.cpuUsage(cpu);
        cpuSeconds[index] += (used.user + used.system) / 1e6;
      });
    entries.forEach((_, index) => {
      rates[index].push(bytes[index] / 1e6 / seconds[index]);
      cpuRates[index].push(bytes[index] / 1e6 / cpuSeconds[index]);
    });
  }
  console.log(
    `${title.padEnd(29)} MB/s (min / median / max), ${slices} slice(s) of ${format(sliceMs / 1000, 2)} s each a round`,
  );
  entries.forEach(([name], index) => {
    const rate = stats(rates[index]);
    console.log(
      `${name.padEnd(29)} ${format(rate.min, 2)} / ${format(rate.median, 2)} / ${format(rate.max, 2)}`,
    );
  });
  const ratio = (other, ours = 0, of = rates) =>
    of[ours].map((rate, round) => rate / of[other][round]);
  const line = (values) => values.map((value) => format(value)).join(' ');
  if (entries.length > 3) {
    const speedup = stats(ratio(3, 4));
    console.log(
      `this build against the older one, round by round (min / median / max): ${format(speedup.min, 2)} / ${format(speedup.median, 2)} / ${format(speedup.max, 2)}x`,
    );
  }
  for (const [clock, of] of [
    ['wall clock', rates],
    ['CPU time', cpuRates],
  ]) {
    const [pgnRatio, sgfRatio] = [ratio(1, 0, of), ratio(2, 0, of)];
    const [pgnStats, sgfStats] = [stats(pgnRatio), stats(sgfRatio)];
    console.log(
      `ratio of bytes/s (${clock}), round by round (min / median / max): ${format(pgnStats.min)} / ${format(pgnStats.median)} / ${format(pgnStats.max)}x pgn-parser; ${format(sgfStats.min)} / ${format(sgfStats.median)} / ${format(sgfStats.max)}x sabaki/sgf`,
    );
    console.log(`  each round, x pgn-parser: ${line(pgnRatio)}; x sabaki/sgf: ${line(sgfRatio)}`);
  }
  console.log('');
}

// The walks of "parse and read every move" (function declarations: hoisted, used above).
/** Visits every move of our records (variations included); returns how many. */
function ourMoves(result) {
  let count = 0;
  const walk = (body) => {
    for (const item of body) {
      if (item.kind === 'move') count++;
      else if (item.kind === 'variation') walk(item.body);
    }
  };
  for (const record of result.records) walk(record.body);
  return count;
}
/** Visits every move of pgn-parser's games (variations included); returns how many. */
function pgnMoves(games) {
  let count = 0;
  const walk = (moves) => {
    for (const move of moves) {
      if (move.notation !== undefined) count++;
      for (const variation of move.variations) walk(variation);
    }
  };
  for (const game of games) walk(game.moves);
  return count;
}
/** Visits every node of Sabaki's game trees; returns how many hold a move. */
function sgfMoves(roots) {
  let count = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.data.B !== undefined || node.data.W !== undefined) count++;
    for (const child of node.children) stack.push(child);
  }
  return count;
}

compare(
  'parse',
  parsers.map(([name, parse, bytes, games]) => [name, () => games(parse()), bytes]),
);
compare(
  'parse and read every move',
  parsers.map(([name, parse, bytes, , moves]) => [name, () => moves(parse()), bytes]),
);
// What the results held, read once more (and the sum of all the reads, so that none is unused).
console.log(
  `moves read in each result (variations included): ${parsers.map(([name, parse, , , moves]) => `${name} ${moves(parse()).toLocaleString('en-US')}`).join(', ')}; ${consumed.toLocaleString('en-US')} games and moves read in all\n`,
);
// The main lines: the corpus's variations are moves of the game played elsewhere, not legal
// alternatives, and a variation that does not replay stops the record's replay.
const mainLine = (body) => body.filter((item) => item.kind !== 'variation');
const parsed = parseRecords(notation).records.map((record) => ({
  ...record,
  body: mainLine(record.body),
}));
let next = 0;
const replay = measure(() => {
  const result = replayRecord(parsed[next++ % parsed.length]);
  if (!result.ok) throw new Error('a record did not replay');
}, 1);
console.log(
  `replay: four-player records/s ${format(replay.min, 0)} / ${format(replay.median, 0)} / ${format(replay.max, 0)} (${format(moves / GAMES, 0)} moves each)`,
);

// The size of the records as the recorder writes them: without the corpus's comments and variations.
const plain = (record) => ({
  ...record,
  body: record.body.filter((item) => item.kind !== 'comment' && item.kind !== 'variation'),
});
const canonicalBytes = records.reduce(
  (sum, record) => sum + Buffer.byteLength(formatRecord(plain(record), { seats: 'as-written' })),
  0,
);
console.log(
  `size: ${format(canonicalBytes / moves, 2)} bytes per move in canonical records (header included); the moves as JSON take ${format(jsonBytes / moves, 1)} bytes per move, ${format(jsonBytes / canonicalBytes)}x more\n`,
);

// Streaming a 100 MB collection built on the fly: only one record is held at a time.
const TARGET = 100 * 1024 * 1024;
const chunkText = `${notation}\n`;
async function* hundredMegabytes() {
  let sent = 0;
  while (sent < TARGET) {
    const chunk = Buffer.from(chunkText);
    for (let at = 0; at < chunk.length && sent < TARGET; at += 64 * 1024) {
      const piece = chunk.subarray(at, Math.min(chunk.length, at + 64 * 1024, at + TARGET - sent));
      sent += piece.length;
      yield piece;
    }
  }
}
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = 0;
let streamed = 0;
const streamStart = performance.now();
for await (const _entry of parseRecordStream(hundredMegabytes())) {
  streamed++;
  if (streamed % 5000 === 0) {
    // With --expose-gc (as `pnpm bench` runs it) this is the heap still in use, not garbage.
    globalThis.gc?.();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapBefore);
  }
}
const streamSeconds = (performance.now() - streamStart) / 1000;
console.log(`load average (1, 5, 15 min) at the end: ${load()}`);
console.log(
  `streaming 100 MB: ${streamed.toLocaleString('en-US')} records in ${format(streamSeconds)} s (${format(TARGET / 1e6 / streamSeconds, 2)} MB/s); heap above the start at most ${format(heapPeak / 1024 / 1024)} MB (${globalThis.gc ? 'in use, after a collection every 5,000 records' : 'sampled every 5,000 records, garbage included'}); resident set ${format(process.memoryUsage().rss / 1024 / 1024)} MB at the end`,
);
