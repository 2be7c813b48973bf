// Benchmark of @antarctica-game/notation (run after a build: `pnpm bench`, or
// `node --expose-gc bench/notation.mjs` in packages/notation). Prints figures; asserts nothing.
//
//  1. Parsing throughput in MB/s, in the same run and on inputs of about the same size, of this
//     package's parser (on canonical four-player records), @mliebelt/pgn-parser (on PGN text) and
//     @sabaki/sgf (on SGF text): warm-up, then rounds, with min / median / max.
//  2. Replay: four-player records replayed through the engine per second.
//  3. Size: bytes per move of canonical records, and against the same moves as JSON.
//  4. Streaming a 100 MB collection: throughput and the heap held while reading (flat memory).
//
// BENCH_SECONDS (default 1.5) sets the length of one round.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { applyMove, botRandom, newGame, playOut, weightedRandomBot } from '@antarctica-game/engine';
import {
  formatRecord,
  formatRecords,
  parseRecordStream,
  parseRecords,
  recordGame,
  replayRecord,
} from '../dist/index.js';

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

// The corpus: seeded four-player games of the engine's weighted random bots.
const GAMES = 400;
const records = [];
let moves = 0;
let jsonBytes = 0;
for (let index = 0; index < GAMES; index++) {
  const seed = `bench-${index}`;
  const initial = newGame({ players: 4, seed });
  const game = playOut(initial, weightedRandomBot(botRandom(index + 1)), applyMove);
  records.push(
    recordGame(
      { initial, moves: game.moves },
      {
        seed,
        tags: { Event: 'Benchmark', Site: 'Here', Date: '2026.11.26', Round: String(index + 1) },
      },
    ),
  );
  moves += game.moves.length;
  jsonBytes += JSON.stringify(game.moves).length;
}
const notation = formatRecords(records);
const notationBytes = Buffer.byteLength(notation);

// PGN of about the same size: tag pairs and 40-60 move games in plain SAN with some comments.
const SAN = [
  'e4',
  'e5',
  'Nf3',
  'Nc6',
  'Bb5',
  'a6',
  'Ba4',
  'Nf6',
  'O-O',
  'Be7',
  'Re1',
  'b5',
  'Bb3',
  'd6',
  'c3',
  'O-O',
  'h3',
  'Nb8',
  'd4',
  'Nbd7',
  'c4',
  'c6',
  'cxb5',
  'axb5',
  'Nc3',
  'Bb7',
  'Bg5',
  'b4',
  'Nb1',
  'h6',
  'Bh4',
  'c5',
  'dxe5',
  'Nxe4',
  'Bxe7',
  'Qxe7',
  'exd6',
  'Qf6',
  'Nbd2',
  'Nxd6',
  'Nc4',
  'Nxc4',
  'Bxc4',
  'Nb6',
  'Ne5',
  'Rae8',
  'Bxf7+',
  'Rxf7',
  'Nxf7',
  'Rxe1+',
  'Qxe1',
  'Kxf7',
  'Qe3',
  'Qg5',
  'Qxg5',
  'hxg5',
  'b3',
  'Ke6',
  'a3',
  'Kd6',
  'axb4',
  'cxb4',
  'Ra5',
  'Nd5',
  'f3',
  'Bc8',
];
let pgn = '';
for (let game = 0; Buffer.byteLength(pgn) < notationBytes; game++) {
  pgn += `[Event "Benchmark"]\n[Site "Here"]\n[Date "2026.11.26"]\n[Round "${game + 1}"]\n[White "Player ${game % 17}"]\n[Black "Player ${game % 13}"]\n[Result "*"]\n\n`;
  const length = 40 + (game % 21);
  for (let move = 1; move <= length; move++) {
    pgn += `${move}. ${SAN[(move * 7 + game) % SAN.length]} ${SAN[(move * 11 + game * 3) % SAN.length]} `;
    if (move % 15 === 0) pgn += '{a comment} ';
  }
  pgn += '*\n\n';
}
const pgnBytes = Buffer.byteLength(pgn);

// SGF of about the same size: game trees of 19x19 Go with root properties and 200-300 moves.
let sgfText = '';
for (let game = 0; Buffer.byteLength(sgfText) < notationBytes; game++) {
  sgfText += `(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Player ${game % 17}]PW[Player ${game % 13}]DT[2026-11-26]RE[B+R]`;
  const length = 200 + (game % 101);
  for (let move = 0; move < length; move++) {
    const x = String.fromCharCode(97 + ((move * 7 + game) % 19));
    const y = String.fromCharCode(97 + ((move * 11 + game * 3) % 19));
    sgfText += `;${move % 2 === 0 ? 'B' : 'W'}[${x}${y}]`;
    if (move % 50 === 49) sgfText += 'C[a comment]';
  }
  sgfText += ')\n';
}
const sgfBytes = Buffer.byteLength(sgfText);

// Sanity: each parser reads its input.
if (parseRecords(notation).errors.length > 0) throw new Error('the corpus does not parse');
if (pgnParser.parse(pgn, { startRule: 'games' }).length < 10) throw new Error('PGN did not parse');
if (sgf.parse(sgfText).length < 10) throw new Error('SGF did not parse');

console.log(
  `Corpus: ${GAMES} four-player records, ${format(notationBytes / 1e6, 2)} MB; PGN ${format(pgnBytes / 1e6, 2)} MB; SGF ${format(sgfBytes / 1e6, 2)} MB`,
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

const parsers = [
  ['@antarctica-game/notation', () => parseRecords(notation), notationBytes],
  ['@mliebelt/pgn-parser', () => pgnParser.parse(pgn, { startRule: 'games' }), pgnBytes],
  ['@sabaki/sgf', () => sgf.parse(sgfText), sgfBytes],
];
// The parsers take turns within each round, so that a change in the machine's load touches all
// of them alike; the ratios are taken round by round.
for (const [, work] of parsers) {
  const warmUntil = performance.now() + 1000 * Math.min(1, ROUND_SECONDS);
  while (performance.now() < warmUntil) work();
}
const rates = parsers.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  parsers.forEach(([, work, bytes], index) => {
    const start = performance.now();
    let done = 0;
    while (performance.now() - start < ROUND_SECONDS * 1000) {
      work();
      done += bytes / 1e6;
    }
    rates[index].push(done / ((performance.now() - start) / 1000));
  });
}
console.log('parser                        MB/s (min / median / max)');
parsers.forEach(([name], index) => {
  const rate = stats(rates[index]);
  console.log(
    `${name.padEnd(29)} ${format(rate.min, 2)} / ${format(rate.median, 2)} / ${format(rate.max, 2)}`,
  );
});
const ratio = (other) => stats(rates[0].map((ours, round) => ours / rates[other][round]));
const [pgnRatio, sgfRatio] = [ratio(1), ratio(2)];
console.log(
  `ratio of bytes/s, round by round (min / median / max): ${format(pgnRatio.min)} / ${format(pgnRatio.median)} / ${format(pgnRatio.max)}x pgn-parser; ${format(sgfRatio.min)} / ${format(sgfRatio.median)} / ${format(sgfRatio.max)}x sabaki/sgf\n`,
);

const parsed = parseRecords(notation).records;
let next = 0;
const replay = measure(() => {
  const result = replayRecord(parsed[next++ % parsed.length]);
  if (!result.ok) throw new Error('a record did not replay');
}, 1);
console.log(
  `replay: four-player records/s ${format(replay.min, 0)} / ${format(replay.median, 0)} / ${format(replay.max, 0)} (${format(moves / GAMES, 0)} moves each)`,
);

const canonicalBytes = records.reduce(
  (sum, record) => sum + Buffer.byteLength(formatRecord(record)),
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
