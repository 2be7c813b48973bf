import { describe, expect, it } from 'vitest';
import { formatRecord, formatRecords } from '../canonical/format-record.js';
import type { MoveItem, NotationMove } from '../syntax/record.js';
import { parseRecord, parseRecords } from './parse-records.js';

const HEADER = '[Event "Test"]\n[Players "4"]\n[Seed "1"]\n\n';

/** The moves of a one-record text with a four-player header. */
function movesOf(body: string): NotationMove[] {
  const { record, errors } = parseRecord(HEADER + body);
  expect(errors).toEqual([]);
  return (record?.body ?? []).flatMap((item) => (item.kind === 'move' ? [item.move] : []));
}

describe('every token of the notation', () => {
  it.each<[string, NotationMove]>([
    ['o3', { type: 'placeOpeningCube', track: 2 }],
    ['p8', { type: 'placeShip', area: 7 }],
    ['s1', { type: 'sail', to: 0 }],
    ['bb2', { type: 'build', deck: 'basic', track: 1 }],
    ['bd-', { type: 'build', deck: 'double', track: null }],
    ['ba5+La', { type: 'build', deck: 'advanced', track: 4, resourceCard: { grants: ['lab'] } }],
    [
      'bb1+Cr2',
      { type: 'build', deck: 'basic', track: 0, resourceCard: { grants: ['crane'], copy: 2 } },
    ],
    [
      'bb1>Ca/Cr',
      { type: 'build', deck: 'basic', track: 0, reveal: { builds: 'camp', requires: ['crane'] } },
    ],
    ['bd3>#12', { type: 'build', deck: 'double', track: 2, reveal: { id: 11 } }],
    ['ba2>?', { type: 'build', deck: 'advanced', track: 1, reveal: null }],
    ['y', { type: 'buildShip' }],
    ['c', { type: 'recruit' }],
    ['r4', { type: 'research', track: 3 }],
    ['ki6', { type: 'playIcebreaker', area: 5 }],
    ['ks', { type: 'playPlaceScientist' }],
    ['kp', { type: 'playPlusTwoScientists' }],
    ['kf1', { type: 'playFastResearch', track: 0 }],
    ['xc', { type: 'discard', resource: 'cube' }],
    ['xa', { type: 'discard', resource: 'availableShip' }],
    ['x3b', { type: 'discard', resource: 'boardShip', ship: { area: 2, place: 1 } }],
    ['e', { type: 'endTurn' }],
    ['m3c5', { type: 'moveShip', ship: { area: 2, place: 2 }, to: 4 }],
    ['a2', { type: 'advance', track: 1 }],
    ['ti', { type: 'takeShipyardCard', card: 'icebreaker' }],
    ['t?', { type: 'takeShipyardCard', card: null }],
    ['df', { type: 'draftPick', card: 'fastResearch' }],
    ['d?', { type: 'draftPick', card: null }],
    [
      'wiisp',
      {
        type: 'drawDraftCards',
        cards: ['icebreaker', 'icebreaker', 'placeScientist', 'plusTwoScientists'],
      },
    ],
    ['wi??', { type: 'drawDraftCards', cards: ['icebreaker', null, null] }],
    ['w?', { type: 'drawDraftCards', cards: null }],
    ['-', { type: 'pass' }],
  ])('%s', (token, move) => {
    expect(movesOf(token)).toEqual([move]);
    // And back: the canonical text of the token is the token.
    const { record } = parseRecord(`${HEADER}${token}`);
    expect(formatRecord(record!)).toBe(`${HEADER}${token}\n`);
  });

  it('reads seat letters, turn markers and annotations', () => {
    const { record, errors } = parseRecord(
      `${HEADER}0. Ap3 Bp4\n12.B s3 y Cti!? Dtp?? e!\n12. C s5 -`,
    );
    expect(errors).toEqual([]);
    const body = record!.body;
    expect(body[0]).toMatchObject({ kind: 'turn', visit: 0 });
    expect(body[0]).not.toHaveProperty('seat');
    expect(body[1]).toMatchObject({ kind: 'move', seat: 0, move: { type: 'placeShip', area: 2 } });
    expect(body[3]).toMatchObject({ kind: 'turn', visit: 12, seat: 1, line: 6, column: 1 });
    expect(body[6]).toMatchObject({
      seat: 2,
      annotation: '!?',
      move: { type: 'takeShipyardCard' },
    });
    expect(body[7]).toMatchObject({ seat: 3, annotation: '??' });
    expect(body[8]).toMatchObject({ annotation: '!', move: { type: 'endTurn' } });
    expect(body[9]).toMatchObject({ kind: 'turn', visit: 12, seat: 2 });
  });

  it('keeps comments of both kinds in the header and the move text', () => {
    const text = `{before}\n[Event "x"]\n; between tags\n[Players "2"]\n[Seed "s"]\n\n{opening} 0. Bo2 {after the cube} ; to the end of the line\n1.A s5 e`;
    const { record, errors } = parseRecord(text);
    expect(errors).toEqual([]);
    expect(
      record!.header
        .filter((item) => item.kind === 'comment')
        .map((item) => item.kind === 'comment' && item.text),
    ).toEqual(['before', ' between tags']);
    const comments = record!.body.filter((item) => item.kind === 'comment');
    expect(comments).toMatchObject([
      { style: 'brace', text: 'opening' },
      { style: 'brace', text: 'after the cube' },
      { style: 'line', text: ' to the end of the line' },
    ]);
    const canonical = formatRecord(record!);
    expect(canonical).toBe(
      '{before}\n[Event "x"]\n; between tags\n[Players "2"]\n[Seed "s"]\n\n{opening}\n0. Bo2 {after the cube} ; to the end of the line\n1.A s5 e\n',
    );
    expect(formatRecord(parseRecord(canonical).record!)).toBe(canonical);
  });

  it('writes tags in the standard order, unknown tags after them in their order, escapes kept', () => {
    const { record } = parseRecord(
      '[Zebra "z"]\n[Seed "7"]\n[Alpha "a \\"quoted\\" \\\\ back"]\n[Players "2"]\n[Event "e"]\n\n1.A s3 e',
    );
    expect(formatRecord(record!)).toBe(
      '[Event "e"]\n[Players "2"]\n[Seed "7"]\n[Zebra "z"]\n[Alpha "a \\"quoted\\" \\\\ back"]\n\n1.A s3 e\n',
    );
    const alpha = record!.header.find((item) => item.kind === 'tag' && item.name === 'Alpha');
    expect(alpha).toMatchObject({ value: 'a "quoted" \\ back' });
  });

  it('reads a collection of many records and formats it back', () => {
    const one = `${HEADER}1.A s3 e\n`;
    const text = `${one}\n${one.replace('"1"', '"2"')}\n${one.replace('"1"', '"3"')}`;
    const { records, errors } = parseRecords(text);
    expect(errors).toEqual([]);
    expect(records).toHaveLength(3);
    expect(formatRecords(records)).toBe(text);
  });

  it('shares the move of equal tokens and freezes it', () => {
    const { record } = parseRecord(`${HEADER}1.A s3 e 2.B s3 e`);
    const moves = record!.body.filter((item): item is MoveItem => item.kind === 'move');
    expect(moves[0]!.move).toBe(moves[2]!.move);
    expect(Object.isFrozen(moves[0]!.move)).toBe(true);
  });
});

describe('errors, all of them, with position, code and what was expected', () => {
  it('goes on after a bad token and reports every one', () => {
    const { records, errors } = parseRecords(`${HEADER}1.A s3 zz e\n2.B s9 q7 bq2 e`);
    expect(records).toHaveLength(1);
    expect(errors.map((error) => [error.code, error.line, error.column])).toEqual([
      ['unknown-token', 5, 8],
      ['bad-argument', 6, 6],
      ['unknown-token', 6, 8],
      ['bad-argument', 6, 12],
    ]);
    expect(errors[0]!.expected).toContain('s<area>');
    expect(errors[1]!.message).toBe('an area 9 is out of range: 1 to 8');
    expect(errors[1]!.expected).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']);
    expect(errors[3]!.expected).toEqual(['bb', 'bd', 'ba']);
    // The good tokens around the bad ones are kept.
    expect(records[0]!.body.filter((item) => item.kind === 'move')).toHaveLength(3);
  });

  it.each([
    ['an unknown token', `${HEADER}1.A s3 hello e`, 'unknown-token', 5, 8],
    ['a track out of range', `${HEADER}1.A s3 r6 e`, 'bad-argument', 5, 9],
    ['a place in line out of range', `${HEADER}1.A s3 x3d e`, 'bad-argument', 5, 10],
    [
      'a player the game does not have',
      '[Players "2"]\n[Seed "1"]\n\n1.A s3 Cti e',
      'bad-argument',
      4,
      8,
    ],
    [
      'a turn of a player the game does not have',
      '[Players "3"]\n[Seed "1"]\n\n1.D s3 e',
      'bad-argument',
      4,
      3,
    ],
    ['a seat letter alone', `${HEADER}1.A s3 B e`, 'unknown-token', 5, 8],
    ['a visit number without its dot', `${HEADER}12 s3 e`, 'unknown-token', 5, 1],
    [
      'something after a token that is no annotation',
      `${HEADER}1.A s3!x e`,
      'bad-annotation',
      5,
      7,
    ],
    ['an annotation on a draw', `${HEADER}1.A wis! e`, 'bad-annotation', 5, 8],
    ['an unknown Shipyard Card', `${HEADER}1.A tz e`, 'bad-argument', 5, 6],
    ['an unknown Resource Card', `${HEADER}1.A bb1+Xy e`, 'bad-argument', 5, 9],
    ['a malformed Building Card name', `${HEADER}1.A bb1>Ca-Cr e`, 'bad-argument', 5, 9],
    ['a comment without its end', `${HEADER}1.A s3 {never closed e`, 'unterminated-comment', 5, 8],
    [
      'a tag value without its end',
      '[Event "open\n[Players "2"]\n[Seed "1"]\n\n1.A s3 e',
      'unterminated-string',
      1,
      8,
    ],
    [
      'a tag without its bracket',
      '[Event "x"\n[Players "2"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag',
      1,
      11,
    ],
    ['a tag without a name', '["x"]\n[Players "2"]\n[Seed "1"]\n\n1.A s3 e', 'bad-tag', 1, 1],
    ['move text before any tag', '1.A s3 e', 'missing-header', 1, 1],
    ['a control character', `${HEADER}1.A s3\u0007 e`, 'control-character', 5, 7],
    [
      'a player count the game does not have',
      '[Players "5"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      1,
      1,
    ],
    [
      'a colour not in the box',
      '[Players "2"]\n[A "purple Ann"]\n[B "blue"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
    [
      'a player count that contradicts the players',
      '[Players "3"]\n[A "red"]\n[B "blue"]\n[Seed "1"]\n\n1.A s3 e',
      'header-contradiction',
      1,
      1,
    ],
    [
      'two players of one colour',
      '[A "red"]\n[B "red"]\n[Seed "1"]\n\n1.A s3 e',
      'header-contradiction',
      2,
      1,
    ],
    [
      'an edition this reader does not know',
      '[Players "2"]\n[Edition "mine"]\n[Seed "1"]\n\n1.A s3 e',
      'unknown-edition',
      2,
      1,
    ],
    ['no players at all', '[Event "x"]\n[Seed "1"]\n\n1.A s3 e', 'missing-players', 1, 1],
    [
      'an unknown rule reading',
      '[Players "2"]\n[Rules "fast=yes"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
    [
      'a date not written YYYY.MM.DD',
      '[Players "2"]\n[Date "26/11/2026"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
    [
      'a result naming no player',
      '[Players "2"]\n[Result "C"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
    [
      'scores for too few players',
      '[Players "3"]\n[Scores "10 20"]\n[Seed "1"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
    [
      'a starting building that is no code',
      '[Players "4"]\n[Start "Ca Ca Na Co Wi Sh De Xx"]\n\n1.A s3 e',
      'bad-tag-value',
      2,
      1,
    ],
  ])('%s', (_, text, code, line, column) => {
    const { errors } = parseRecords(text);
    const error = errors.find((entry) => entry.code === code);
    expect(error, JSON.stringify(errors)).toBeDefined();
    expect([error!.line, error!.column]).toEqual([line, column]);
    expect(error!.offset).toBeLessThan(text.length);
    expect(error!.message.length).toBeGreaterThan(10);
  });

  it('says what is wrong with a long number, as written: an area 123456, a visit number of 20 digits', () => {
    const area = parseRecords(`${HEADER}1.A s123456 e`).errors;
    expect(area.map((error) => error.message)).toEqual(['an area 123456 is out of range: 1 to 8']);
    const visit = parseRecords(`${HEADER}99999999999999999999.A s5 e`).errors;
    expect(visit.map((error) => error.message)).toEqual([
      '"99999999999999999999" is not a turn marker: a visit number has at most 6 digits (12.B)',
    ]);
  });

  it('reports a variation whose only move is malformed once, at the move (not again as empty)', () => {
    const { errors } = parseRecords(`${HEADER}1.A s1 (zz) e`);
    expect(errors.map((error) => error.code)).toEqual(['unknown-token']);
    const empty = parseRecords(`${HEADER}1.A s1 ( ) e`).errors;
    expect(empty.map((error) => error.code)).toEqual(['bad-variation']);
  });

  it('refuses a binary file at once, at its first NUL', () => {
    const { records, errors } = parseRecords('[Event "x"]\n\u0000\u0001\u0002garbage');
    expect(records).toEqual([]);
    expect(errors).toMatchObject([{ code: 'binary-input', line: 2, column: 1, offset: 12 }]);
  });

  it('parseRecord wants exactly one record', () => {
    expect(parseRecord('').errors.map((error) => error.code)).toEqual(['record-count']);
    // A tag the record already has starts the next one.
    expect(parseRecord(`${HEADER}\n${HEADER}`).errors).toMatchObject([
      { code: 'record-count', line: 6 },
    ]);
  });

  it('starts a new record at a repeated tag name only, spaces after [ allowed', () => {
    const text = '[Event "a"]\n[Site "b"]\n[Even "c"]\n[ Event "d"]\n[Site "e"]';
    const { records } = parseRecords(text);
    expect(
      records.map((record) => record.header.map((item) => item.kind === 'tag' && item.name)),
    ).toEqual([
      ['Event', 'Site', 'Even'],
      ['Event', 'Site'],
    ]);
  });

  it('never throws on something that is not text', () => {
    expect(parseRecords(undefined as unknown as string).errors[0]!.code).toBe('binary-input');
    expect(parseRecords(42 as unknown as string).records).toEqual([]);
  });

  it('counts lines over every kind of line break', () => {
    const { errors } = parseRecords(`[Players "2"]\r\n[Seed "1"]\r\r\n1.A zz\n  qq`);
    expect(errors.map((error) => [error.line, error.column])).toEqual([
      [4, 5],
      [5, 3],
    ]);
  });
});
