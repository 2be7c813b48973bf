import { readdirSync, readFileSync } from 'node:fs';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { readOutcome } from './record/eval-command.js';

const folder = new URL('../examples/', import.meta.url);

describe('the example analysed records', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.agn'));

  it('are there', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files)
    it(`${file} is a valid record whose every [%eval] reads`, () => {
      const { record, errors } = parseRecord(readFileSync(new URL(file, folder), 'utf8'));
      expect(errors).toEqual([]);
      if (record === null) throw new Error('no record');
      const replay = replayRecord(record);
      expect(replay.errors.filter((error) => error.severity === 'error')).toEqual([]);
      expect(replay.variations.every((variation) => variation.ok)).toBe(true);
      let evals = 0;
      for (const item of record.body)
        for (const command of item.kind === 'comment' ? (item.commands ?? []) : [])
          if (command.name === 'eval') {
            expect(readOutcome(command.value)).not.toBeNull();
            evals++;
          }
      expect(evals).toBeGreaterThan(100);
    });
});
