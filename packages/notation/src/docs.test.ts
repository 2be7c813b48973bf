import { readFileSync } from 'node:fs';
import { MOVE_TYPES } from '@antarctica-game/engine';
import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse/parse-records.js';
import { replayRecord } from './replay/replay-record.js';

const docs = readFileSync(new URL('../../../docs/notation.md', import.meta.url), 'utf8');
const source = readFileSync(new URL('./syntax/notation-error.ts', import.meta.url), 'utf8');

describe('docs/notation.md', () => {
  it('explains every error code', () => {
    const codes = [...source.matchAll(/^\s+\| '([a-z-]+)'/gm)].map((match) => match[1]);
    expect(codes.length).toBeGreaterThan(25);
    for (const code of codes) expect(docs, code).toMatch(new RegExp(`\\| \`${code}\`\\s+\\|`));
  });

  it('shows every kind of engine move with its token', () => {
    for (const type of MOVE_TYPES) expect(docs, type).toContain(`| \`${type}`);
  });

  it('gives a variation that replays, in the game it names', () => {
    const line = /## Variations[\s\S]*?```text\n(.+)\n```/.exec(docs)?.[1] as string;
    const example = readFileSync(
      new URL('../examples/two-players-table.agn', import.meta.url),
      'utf8',
    );
    const main = line.replace(/ \(.*\)/, '');
    expect(example.replace('2. B ', '2.B ')).toContain(main);
    const { record, errors } = parseRecord(example.replace('2. B ', '2.B ').replace(main, line));
    expect(errors).toEqual([]);
    if (record === null) expect.fail('the example with the variation is no record');
    expect(record.body.some((item) => item.kind === 'variation')).toBe(true);
    expect(replayRecord(record).errors.filter((error) => error.severity === 'error')).toEqual([]);
  });
});
