import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { readOutcome } from './record/eval-command.js';

// The analysed records of this package's examples and of the notation's (where every tool's
// example records live): each a valid record whose every [%eval] reads.
const folders = [
  new URL('../examples/', import.meta.url),
  new URL('../../notation/examples/', import.meta.url),
];
const notationCli = fileURLToPath(
  new URL('../../notation/dist/cli.js', import.meta.resolve('@antarctica-game/notation')),
);

describe('the example analysed records', () => {
  const files = folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.analysed.agn') || folder === folders[0])
      .filter((name) => name.endsWith('.agn'))
      .map((name) => new URL(name, folder)),
  );

  it('are there, in this package and among the notation’s examples', () => {
    expect(files.some((file) => file.pathname.includes('/analysis/examples/'))).toBe(true);
    expect(files.some((file) => file.pathname.includes('/notation/examples/'))).toBe(true);
  });

  for (const file of files)
    it(`${file.pathname.split('/packages/')[1]} is a valid record whose every [%eval] reads, and passes antarctica-notation check`, () => {
      const { record, errors } = parseRecord(readFileSync(file, 'utf8'));
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
      // The notation's own command line (built): exit code 0 and "valid".
      const out = execFileSync(process.execPath, [notationCli, 'check', fileURLToPath(file)], {
        encoding: 'utf8',
      });
      expect(out).toMatch(/1 record, valid/);
    });
});
