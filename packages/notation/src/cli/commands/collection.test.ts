import { finalScores } from '@antarctica-game/engine';
import { sized } from '@antarctica-game/foundation/test-size';
import { beforeAll, describe, expect, it } from 'vitest';
import { botGame } from '../../__fixtures__/bot-games.js';
import { formatRecord } from '../../canonical/format-record.js';
import { parseRecords } from '../../parse/parse-records.js';
import { recordGame } from '../../record/record-game.js';
import { run } from '../__fixtures__/run-in-memory.js';
import { EXIT } from '../run-cli.js';

// A collection of 10,000 records (2,000 in `pnpm test`, 10,000 in .ci/run with TEST_SIZE=full):
// 40 different games, each copied 250 (or 50) times under other events
// and player names. What each command must give is counted from how the collection is made. The
// records keep the first 60 moves of their game (with the whole game's result and scores as
// tags), which keeps the test fast: these commands read records, they do not replay them.

const GAMES = 40;
const RECORDS = sized(10_000, 2_000);

interface Made {
  players: number;
  advancedBuild: boolean;
  bWins: boolean;
  top: number;
  template: string;
}

let made: Made[] = [];
let collection = '';

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Fay', 'Gus'];
const nameOf = (record: number, seat: number) =>
  `${NAMES[(record + seat) % NAMES.length]}${record % 13}`;

beforeAll(() => {
  made = Array.from({ length: GAMES }, (_, index) => {
    const players = (2 + (index % 3)) as 2 | 3 | 4;
    const game = botGame(players, 500 + index);
    const last = game.states[game.states.length - 1]!;
    const scores = finalScores(last);
    const points = scores.standings.map((standing) => standing.points);
    const moves = game.moves.slice(0, 60);
    const winners = scores.winners
      .map((color) => 'ABCD'[last.players.findIndex((player) => player.color === color)])
      .join(',');
    return {
      players,
      advancedBuild: moves.some((move) => move.type === 'build' && move.deck === 'advanced'),
      bWins: scores.winners.includes(last.players[1]!.color),
      top: Math.max(...points),
      template: formatRecord(
        recordGame(
          { initial: game.initial, moves },
          {
            seed: game.seed,
            tags: { Event: '@EVENT@', Result: winners, Scores: points.join(' ') },
          },
        ),
      ),
    };
  });
  const texts: string[] = [];
  for (let record = 0; record < RECORDS; record++) {
    let text = made[record % GAMES]!.template.replace('@EVENT@', `Club night ${record % 5}`);
    text = text.replace(
      /\[([A-D]) "(red|blue|green|yellow)"\]/g,
      (_, seat: string, color: string) =>
        `[${seat} "${color} ${nameOf(record, 'ABCD'.indexOf(seat))}"]`,
    );
    texts.push(text);
  }
  collection = texts.join('\n');
}, 300_000);

/** The records of an output: each has one [Event] tag (one output is also parsed whole, below). */
const count = (text: string) => text.match(/^\[Event "/gm)?.length ?? 0;
const expected = (test: (made: Made, record: number) => boolean) => {
  let total = 0;
  for (let record = 0; record < RECORDS; record++) if (test(made[record % GAMES]!, record)) total++;
  return total;
};
const files = () => ({ files: { 'club.agn': collection } });

describe(`antarctica-notation on a collection of ${RECORDS.toLocaleString('en')} records`, () => {
  it('filter by tag value, player name, result, score range, player count and move pattern', async () => {
    const cases: Array<[string[], (made: Made, record: number) => boolean]> = [
      [['--tag', 'Event=Club night 3'], (_, record) => record % 5 === 3],
      [
        ['--player', `cleo7`],
        (game, record) =>
          record % 13 === 7 &&
          Array.from({ length: game.players }, (_, seat) => nameOf(record, seat)).includes('Cleo7'),
      ],
      [['--players=4'], (game) => game.players === 4],
      [['--move', 'ba*'], (game) => game.advancedBuild],
      [['--result', 'B'], (game) => game.bWins],
      [['--score', '100..'], (game) => game.top >= 100],
      [
        ['--players', '3', '--move', 'ba*', '--invert'],
        (game) => !(game.players === 3 && game.advancedBuild),
      ],
    ];
    for (const [criteria, test] of cases) {
      const { code, stdout, stderr } = await run(['filter', ...criteria, 'club.agn'], files());
      expect(code, criteria.join(' ')).toBe(EXIT.ok);
      const kept = expected(test);
      expect(kept, criteria.join(' ')).toBeGreaterThan(0);
      expect(stderr).toBe(`antarctica-notation: ${kept} of ${RECORDS} records kept\n`);
      expect(count(stdout), criteria.join(' ')).toBe(kept);
    }
  }, 300_000);

  it('dedupe keeps each game once', async () => {
    const { code, stdout, stderr } = await run(['dedupe', 'club.agn'], files());
    expect(code).toBe(EXIT.ok);
    const parsed = parseRecords(stdout);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records).toHaveLength(GAMES);
    expect(stderr).toContain(`${GAMES} games kept, ${RECORDS - GAMES} duplicates left out`);
  }, 300_000);

  it('split and merge give back the collection', async () => {
    const size = RECORDS / 4;
    const split = await run(['split', '--size', String(size), '--out=part', 'club.agn'], files());
    expect(split.code).toBe(EXIT.ok);
    expect(Object.keys(split.written)).toEqual([
      'part-0001.agn',
      'part-0002.agn',
      'part-0003.agn',
      'part-0004.agn',
    ]);
    for (const text of Object.values(split.written)) expect(count(text)).toBe(size);
    const merged = await run(['merge', ...Object.keys(split.written)], { files: split.written });
    expect(merged.code).toBe(EXIT.ok);
    // The collection is canonical already: merging its parts gives it back as it was.
    expect(merged.stdout).toBe(collection);
  }, 300_000);

  it('stats counts records by player count, results by seat and records by tag value', async () => {
    const { code, stdout } = await run(['stats', '--json', '--tag', 'Event', 'club.agn'], files());
    expect(code).toBe(EXIT.ok);
    const stats = JSON.parse(stdout);
    expect(stats.records).toBe(RECORDS);
    expect(stats.players).toEqual({
      2: expected((game) => game.players === 2),
      3: expected((game) => game.players === 3),
      4: expected((game) => game.players === 4),
    });
    expect(stats.winsBySeat.B).toBe(expected((game) => game.bWins));
    expect(stats.tags.Event['Club night 0']).toBe(RECORDS / 5);
    const text = await run(['stats', 'club.agn'], files());
    expect(text.stdout).toContain(`records: ${RECORDS}`);
    expect(text.stdout).toMatch(/wins by seat: A \d+ \(\d+\.\d%\), B/);
  }, 300_000);

  it('streams: the first records are written before the file is read to its end', async () => {
    let beforeEnd = -1;
    const { code } = await run(['filter', '--players', '4', 'club.agn'], {
      ...files(),
      onChunk: ({ offset, size, written }) => {
        if (offset + 4096 >= size) beforeEnd = written;
      },
    });
    expect(code).toBe(EXIT.ok);
    expect(beforeEnd).toBeGreaterThan(0);
  }, 300_000);

  it('reports a record it cannot read and goes on: exit 2', async () => {
    const broken = `${collection.slice(0, 20_000)}\n[Players "9"]\n\n1.A s3 e\n\n${made[0]!.template}`;
    const { code, stderr, stdout } = await run(['merge', 'broken.agn'], {
      files: { 'broken.agn': broken },
    });
    expect(code).toBe(EXIT.invalid);
    expect(stderr).toMatch(/^broken\.agn:\d+:\d+: error bad-tag-value/m);
    expect(stdout).toContain('@EVENT@');
  });
});
