import { readFileSync } from 'node:fs';
import { botRandom } from '@antarctica-game/engine';
import { sized } from '@antarctica-game/foundation/test-size';
import { describe, expect, it } from 'vitest';
import { formatRecords, type NotationError, parseRecords, replayRecord } from './index.js';

const examples = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map((name) =>
  readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'),
);

/** Short records to mutate: each example cut after some of its turns (and unfinished, so). */
const BASES = examples.flatMap((text) => {
  const lines = text.split('\n');
  const body = lines.findIndex((line) => /^\d+\./.test(line));
  return [3, 6, 10].map(
    (turns) =>
      `${lines
        .slice(0, body + turns)
        .join('\n')
        .replace(/\[Result "[^"]*"\]/, '[Result "*"]')
        .replace(/\[Scores "[^"]*"\]\n/, '')}\n`,
  );
});

const ALPHABET =
  ' \n\r\t{}[];"\\!?.-+>/#0123456789abcdeikmoprstwxyACDBEFLPShHq\u0000\u0007\u001b\u00e9\u202e\ud83d';

/** One random mutation: a character inserted, deleted, replaced or swapped, a token doubled, a line cut. */
function mutate(text: string, random: (below: number) => number): string {
  const at = random(text.length + 1);
  switch (random(6)) {
    case 0:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1 + random(3));
    case 2:
      return text.slice(0, at) + ALPHABET[random(ALPHABET.length)] + text.slice(at + 1);
    case 3:
      return at + 1 < text.length
        ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2)
        : text;
    case 4: {
      const tokens = text.split(' ');
      const index = random(tokens.length);
      tokens.splice(index, 0, tokens[index] ?? '');
      return tokens.join(' ');
    }
    default: {
      const end = text.indexOf('\n', at);
      return end < 0 ? text.slice(0, at) : text.slice(0, at) + text.slice(end);
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

function checkPositions(text: string, errors: readonly NotationError[]): void {
  for (const error of errors) {
    if (error.offset === undefined)
      expect.fail(`${error.code} without a position in ${JSON.stringify(text)}`);
    if (error.offset < 0 || (text.length > 0 ? error.offset >= text.length : error.offset > 0))
      expect.fail(
        `${error.code} at offset ${error.offset} outside a text of ${text.length}: ${JSON.stringify(text)}`,
      );
    const [line, column] = lineColumn(text, error.offset);
    if (line !== error.line || column !== error.column)
      expect.fail(
        `${error.code} at ${error.line}:${error.column}, but offset ${error.offset} is ${line}:${column}: ${JSON.stringify(text)}`,
      );
  }
}

/** Mutated records: 100,000 in .ci/run (TEST_SIZE=full), 10,000 in `pnpm test`. */
const ROUNDS = sized(100_000, 10_000);

describe(`fuzzing: ${ROUNDS.toLocaleString('en')} mutated records`, () => {
  it('never throw, and every error points inside the text at the right line and column', () => {
    const random = botRandom(20261126);
    let replayed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let text = BASES[round % BASES.length] as string;
      const mutations = 1 + random(4);
      for (let step = 0; step < mutations; step++) text = mutate(text, random);
      const parsed = parseRecords(text);
      checkPositions(text, parsed.errors);
      if (parsed.errors.length === 0) {
        // What parses formats to a fixed point: with the seat letters as written, and every fifth
        // time canonical (which replays each record).
        const options =
          round % 5 === 0 ? { searchLimit: 5_000 } : ({ seats: 'as-written' } as const);
        const canonical = formatRecords(parsed.records, options);
        if (formatRecords(parseRecords(canonical).records, options) !== canonical)
          expect.fail(`not idempotent: ${JSON.stringify(text)}`);
      }
      if (round % 20 === 0) {
        for (const record of parsed.records) {
          const replay = replayRecord(record, { searchLimit: 5_000 });
          checkPositions(text, replay.errors);
          replayed++;
        }
      }
    }
    // Every 20th round replays its records: more than 4,000 of the 100,000.
    expect(replayed).toBeGreaterThan(ROUNDS / 25);
  }, 900_000);
});
