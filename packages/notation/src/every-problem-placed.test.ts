import { readFileSync } from 'node:fs';
import { botRandom } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import {
  formatRecord,
  type NotationError,
  parseRecord,
  parseRecordStream,
  parseRecords,
  readHeader,
  recordsFromJsonText,
  recordToJson,
  replayRecord,
} from './index.js';

// The docs promise a line and a column on every problem of a text, from every function that
// reads it. A few thousand mutated records (from the examples, variations and a position among
// them, with and without their header) go through each function, and every problem must name a
// place in the text that agrees with its offset.

const NAMES = [
  'four-players.agn',
  'three-players.agn',
  'two-players-table.agn',
  'variations.agn',
  'from-a-position.agn',
];
const examples = NAMES.map((name) =>
  readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'),
);

/** Each example cut after a few turns (so unfinished), and its move text alone. */
const BASES = examples.flatMap((text) => {
  const lines = text.split('\n');
  const body = lines.findIndex((line) => /^\d+\./.test(line));
  return [2, 5].flatMap((turns) => {
    const cut = lines.slice(0, body + turns);
    const whole = `${cut
      .join('\n')
      .replace(/\[Result "[^"]*"\]/, '[Result "*"]')
      .replace(/\[Scores "[^"]*"\]\n/, '')}\n`;
    return [whole, `${cut.slice(body).join('\n')}\n`];
  });
});

const ALPHABET =
  ' \n\r\t{}[]();"\\!?.-+>/#0123456789abcdeikmoprstwxyACDBEFLPShHq\u0000\u0007\u00e9\ud83d';

/** One random change: a character inserted, deleted or replaced, a line dropped, a `(` in front. */
function mutate(text: string, random: (below: number) => number): string {
  const at = random(text.length + 1);
  switch (random(7)) {
    case 0:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1 + random(3));
    case 2:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at + 1);
    case 3: {
      const lines = text.split('\n');
      lines.splice(random(lines.length), 1);
      return lines.join('\n');
    }
    case 4:
      return `(${text}`;
    case 5: {
      // A tag line dropped: the header loses what it says.
      const tags = [...text.matchAll(/^\[.*\n/gm)];
      const tag = tags[random(tags.length + 1)];
      return tag === undefined
        ? text
        : text.slice(0, tag.index) + text.slice(tag.index + tag[0].length);
    }
    default: {
      const tokens = text.split(' ');
      const index = random(tokens.length);
      tokens.splice(index, 0, tokens[index] ?? '');
      return tokens.join(' ');
    }
  }
}

/** The line and column of an offset, counted as the parser counts them. */
function lineColumn(text: string, offset: number): [number, number] {
  let line = 1;
  let start = 0;
  for (let index = 0; index < offset; index++) {
    const code = text.charCodeAt(index);
    if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) {
      line++;
      start = index + 1;
    }
  }
  return [line, offset - start + 1];
}

function checkPlaced(where: string, text: string, errors: readonly NotationError[]): void {
  for (const error of errors) {
    if (error.line === undefined || error.column === undefined || error.offset === undefined)
      expect.fail(`${where}: ${error.code} without a line and column in ${JSON.stringify(text)}`);
    if (error.offset < 0 || error.offset > text.length)
      expect.fail(`${where}: ${error.code} at ${error.offset}, outside ${JSON.stringify(text)}`);
    const [line, column] = lineColumn(text, error.offset);
    if (line !== error.line || column !== error.column)
      expect.fail(
        `${where}: ${error.code} at ${error.line}:${error.column}, but offset ${error.offset} is ${line}:${column}: ${JSON.stringify(text)}`,
      );
  }
}

async function streamed(text: string, size: number): Promise<NotationError[]> {
  const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, index * size + size),
  );
  const errors: NotationError[] = [];
  for await (const entry of parseRecordStream(chunks)) errors.push(...entry.errors);
  return errors;
}

describe('every problem has a line and column', () => {
  it('for a record that starts with move text or a variation: at its first item', () => {
    for (const [text, line, column] of [
      ['1.A s3 e\n', 1, 1],
      ['\n  (s3 e)\n', 2, 3],
      ['{a comment}\n1.A s3 e\n', 1, 1],
    ] as const) {
      const record = parseRecords(text).records[0]!;
      expect(readHeader(record).errors).toMatchObject([{ code: 'missing-players', line, column }]);
      expect(replayRecord(record).errors).toMatchObject([
        { code: 'missing-players', line, column },
      ]);
      const warnings: NotationError[] = [];
      formatRecord(record, { onWarning: (warning) => warnings.push(warning) });
      expect(warnings).toMatchObject([{ code: 'seats-as-written', line, column }]);
    }
  });

  it('for a record with tags and no move text that stops in the setup: at its last tag', () => {
    const text = '[Players "3"]\n[Seed "x"]\n[ShipPlacement "free"]\n[Result "*"]\n';
    expect(replayRecord(parseRecord(text).record!).errors).toMatchObject([
      { code: 'ends-mid-turn', line: 4, column: 1 },
    ]);
  });

  // PLACED_SEED and PLACED_ROUNDS run it longer by hand (30,000 rounds take about 20 s).
  it('from parse, readHeader, replay (variations too), format, the stream and JSON text', async () => {
    const random = botRandom(Number(process.env.PLACED_SEED ?? 20261129));
    const rounds = Number(process.env.PLACED_ROUNDS ?? 3_000);
    let replayed = 0;
    let noHeader = 0;
    let problems = 0;
    for (let round = 0; round < rounds; round++) {
      let text = BASES[round % BASES.length] as string;
      const mutations = random(4);
      for (let step = 0; step < mutations; step++) text = mutate(text, random);
      const parsed = parseRecords(text);
      checkPlaced('parseRecords', text, parsed.errors);
      problems += parsed.errors.length;
      if (round % 10 === 0) checkPlaced('parseRecord', text, parseRecord(text).errors);
      if (round % 25 === 0)
        checkPlaced('parseRecordStream', text, await streamed(text, 1 + random(40)));
      for (const record of parsed.records) {
        if (!record.header.some((item) => item.kind === 'tag')) noHeader++;
        const header = readHeader(record).errors;
        checkPlaced('readHeader', text, header);
        const replay = replayRecord(record, { searchLimit: 2_000 });
        checkPlaced('replayRecord', text, replay.errors);
        const warnings: NotationError[] = [];
        formatRecord(record, {
          searchLimit: 2_000,
          onWarning: (warning) => warnings.push(warning),
        });
        checkPlaced('formatRecord', text, warnings);
        problems += header.length + replay.errors.length + warnings.length;
        replayed++;
        if (round % 10 === 0) {
          // The JSON form, changed in one place: its problems are placed in the JSON text.
          const json = mutate(JSON.stringify([recordToJson(record)], null, 1), random);
          checkPlaced('recordsFromJsonText', json, recordsFromJsonText(json).errors);
        }
      }
    }
    // The mutations reach what matters: records without tags, and many problems.
    expect(replayed).toBeGreaterThan(2_000);
    expect(noHeader).toBeGreaterThan(500);
    expect(problems).toBeGreaterThan(5_000);
  });
});
