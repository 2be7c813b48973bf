import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetArbitrary } from './__fixtures__/sheet-arbitrary.js';
import { MAX_CUBE_VALUE } from './box/box.js';

const schema = JSON.parse(
  readFileSync(new URL('../schema/score-sheet.schema.json', import.meta.url), 'utf8'),
);
const validate = new Ajv2020({ allErrors: true }).compile(schema);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('the published JSON Schema of the score sheet', () => {
  it('accepts the bundled examples', () => {
    for (const name of ['four-players.json', 'three-players.json', 'two-players.json']) {
      expect(validate(read(`../examples/${name}`)), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('accepts every valid sheet the scorer accepts', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        expect(validate(sheet), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    ['an unknown field', { sun: 0, players: [], areas: [], tracks: [], winner: 'red' }],
    ['a negative count', { ...read('../examples/four-players.json'), sun: -1 }],
    ['a colour not in the box', read('./__fixtures__/sheets/unknown-color.json')],
    ['a closed area with buildings', read('./__fixtures__/sheets/closed-area-with-buildings.json')],
    [
      'a cube worth more than the scorer accepts',
      (() => {
        const sheet = read('../examples/four-players.json');
        sheet.tracks[0].cubes[0].value = MAX_CUBE_VALUE + 1;
        return sheet;
      })(),
    ],
  ])('rejects %s', (_, sheet) => {
    expect(validate(sheet)).toBe(false);
  });
});
