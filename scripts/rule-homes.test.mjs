// Tests of the rule-homes check: each shape a copy took before it was taken out is found again
// in a scratch tree, and the homes themselves pass.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { findCopies } from './rule-homes.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'antarctica-rule-homes-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A repository with the given files (path -> text) in a fresh folder. */
function tree(name, files) {
  const root = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('rule homes', () => {
  it('finds the copies the packages held before (issue 37), each at its line', () => {
    const root = tree('copies', {
      'packages/viewer/src/board-state.ts':
        'export const shipSeat = (ship: number): number => Math.floor(ship / SHIPS_PER_SEAT);\n',
      'packages/companion/src/session.ts':
        'export const AREAS = 8;\nexport const SHIP_SPACES = 3;\n',
      'packages/scoring/src/other.ts': 'export const scientists = (players) => 20 - 2 * players;\n',
      'packages/bots/src/ladder.ts':
        'const x = 1;\ninto[seat] += above === Number.POSITIVE_INFINITY ? firstPrize : above;\n',
    });
    const found = findCopies(root).map(({ file, line, fact }) => `${file}:${line} ${fact}`);
    assert.deepEqual(found.sort(), [
      'packages/bots/src/ladder.ts:2 the majority ladder',
      'packages/companion/src/session.ts:1 the number of areas or Research Tracks as a literal',
      'packages/companion/src/session.ts:2 ship spaces in an area',
      'packages/scoring/src/other.ts:1 the setup table (scientists, ships and cubes by player count)',
      "packages/viewer/src/board-state.ts:1 a ship's owner",
    ]);
  });

  it('lets a fact stand in its home, and in tests and fixtures', () => {
    const root = tree('homes', {
      'packages/engine/src/rules/board.ts': 'const owner = Math.floor(ship / SHIPS_PER_SEAT);\n',
      'packages/scoring/src/box/box.ts': '  2: { supply: 2, reserve: 14 },\n',
      'packages/bots/src/ladder.test.ts': 'export const SHIP_SPACES = 3;\n',
      'packages/bots/src/__fixtures__/board.ts': 'export const AREAS = 8;\n',
    });
    assert.deepEqual(findCopies(root), []);
  });
});
