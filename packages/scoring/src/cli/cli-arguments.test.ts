import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCliArguments } from './cli-arguments.js';

const command = (extra: object = {}) => ({
  json: false,
  explain: false,
  reading: 'allRankings',
  source: 'sheet.json',
  ...extra,
});

describe('antarctica-score arguments', () => {
  it('takes switches and the sheet in any order', () => {
    expect(readCliArguments(['sheet.json'])).toEqual(command());
    expect(readCliArguments(['--json', 'sheet.json', '--explain'])).toEqual(
      command({ json: true, explain: true }),
    );
  });

  it('takes --first-places value and --first-places=value alike', () => {
    const polish = command({ reading: 'areasAndTracks' });
    expect(readCliArguments(['--first-places', 'areas-and-tracks', 'sheet.json'])).toEqual(polish);
    expect(readCliArguments(['--first-places=areas-and-tracks', 'sheet.json'])).toEqual(polish);
    expect(readCliArguments(['sheet.json', '--first-places=all-rankings'])).toEqual(command());
  });

  it('never takes an option, or "-" (standard input), as the value of --first-places', () => {
    for (const args of [
      ['--first-places', '--json', 'sheet.json'],
      ['--first-places', '--', 'sheet.json'],
      ['--first-places', '-'],
      ['--first-places', '-h'],
      ['sheet.json', '--first-places'],
    ]) {
      expect(readCliArguments(args), args.join(' ')).toEqual({
        error: 'option --first-places needs a value',
      });
    }
  });

  it('refuses a reading it does not know, an empty one included', () => {
    expect(readCliArguments(['--first-places', 'most', 'sheet.json'])).toEqual({
      error: '--first-places takes all-rankings or areas-and-tracks, not "most"',
    });
    expect(readCliArguments(['--first-places=', 'sheet.json'])).toEqual({
      error: '--first-places takes all-rankings or areas-and-tracks, not ""',
    });
    expect(readCliArguments(['--first-places=-', 'sheet.json'])).toEqual({
      error: '--first-places takes all-rankings or areas-and-tracks, not "-"',
    });
  });

  it('refuses the name of an object built-in as a reading', () => {
    expect(readCliArguments(['--first-places', 'toString', 'sheet.json'])).toEqual({
      error: '--first-places takes all-rankings or areas-and-tracks, not "toString"',
    });
  });

  it('names an unknown option and --help in one line', () => {
    expect(readCliArguments(['--jsn', 'sheet.json'])).toEqual({
      error: 'unknown option --jsn (see --help)',
    });
    expect(readCliArguments(['-x', 'sheet.json'])).toEqual({
      error: 'unknown option -x (see --help)',
    });
    expect(readCliArguments(['--no-json', 'sheet.json'])).toEqual({
      error: 'unknown option --no-json (see --help)',
    });
    expect(readCliArguments([`--${'x'.repeat(100)}`, 'sheet.json'])).toEqual({
      error: `unknown option --${'x'.repeat(38)}… (see --help)`,
    });
  });

  it('refuses a value given to a switch', () => {
    expect(readCliArguments(['--json=yes', 'sheet.json'])).toEqual({
      error: 'option --json takes no value',
    });
  });

  it('reads "-" as standard input', () => {
    expect(readCliArguments(['-'])).toEqual(command({ source: '-' }));
    expect(readCliArguments(['--json', '-'])).toEqual(command({ source: '-', json: true }));
  });

  it('takes what follows -- as the sheet, even a file named like an option', () => {
    expect(readCliArguments(['--', '--json'])).toEqual(command({ source: '--json' }));
    expect(readCliArguments(['--explain', '--', '-h'])).toEqual(
      command({ source: '-h', explain: true }),
    );
    expect(readCliArguments(['--', '-'])).toEqual(command({ source: '-' }));
  });

  it('takes a switch twice as once, and refuses --first-places twice', () => {
    expect(readCliArguments(['--json', '--json', 'sheet.json'])).toEqual(command({ json: true }));
    expect(
      readCliArguments(['--first-places', 'all-rankings', '--first-places=all-rankings', 'a']),
    ).toEqual({ error: 'option --first-places is given twice' });
  });

  it('wants exactly one sheet', () => {
    expect(readCliArguments([])).toEqual({ error: 'no sheet given (see --help)' });
    expect(readCliArguments(['--json'])).toEqual({ error: 'no sheet given (see --help)' });
    expect(readCliArguments(['a.json', 'b.json'])).toEqual({
      error: 'give one sheet only (see --help)',
    });
  });

  it('answers --help (or -h) wherever it is, whatever else is wrong', () => {
    for (const args of [['--help'], ['-h'], ['--jsn', '--help'], ['a', 'b', '-h'], ['-xh']]) {
      expect(readCliArguments(args), args.join(' ')).toBe('help');
    }
    expect(readCliArguments(['--', '--help'])).toEqual(command({ source: '--help' }));
  });

  it('never throws, whatever the arguments', () => {
    const piece = fc.oneof(
      fc.constantFrom('--json', '--explain', '--first-places', '--help', '-h', '--', '-', '='),
      fc.constantFrom('all-rankings', 'areas-and-tracks', '--first-places=', 'a.json', '-x'),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (args) => {
        const read = readCliArguments(args);
        if (typeof read === 'object' && 'error' in read) expect(read.error).not.toContain('\n');
      }),
    );
  });
});
