import { describe, expect, it } from 'vitest';
import { readArgs } from './read-args.js';

describe('reading the command line (node:util parseArgs)', () => {
  it('takes --name value and --name=value alike', () => {
    const spaced = readArgs(['score', '--record', '2', 'a.agn']);
    const joined = readArgs(['score', '--record=2', 'a.agn']);
    expect(spaced).toEqual(joined);
    expect(spaced).toMatchObject({ record: 2, files: ['a.agn'] });
  });

  it('never takes an option as another option value', () => {
    expect(readArgs(['score', '--record', '--json', 'a.agn'])).toBe(
      'option --record needs a value',
    );
    expect(readArgs(['filter', '--tag', '--invert', 'a.agn'])).toBe('option --tag needs a value');
    expect(readArgs(['score', 'a.agn', '--record'])).toBe('option --record needs a value');
  });

  it('takes - (standard input) as a file, and a value that starts with - after =', () => {
    expect(readArgs(['check', '-'])).toMatchObject({ files: ['-'] });
    expect(readArgs(['filter', '--tag=Event=-x-', '-'])).toMatchObject({
      values: new Map([['tag', ['Event=-x-']]]),
      files: ['-'],
    });
  });

  it('names an unknown option, and a value given to an option that takes none', () => {
    expect(readArgs(['check', '--fast', 'x'])).toBe('unknown option --fast for check');
    expect(readArgs(['check', '--record', '2', 'x'])).toBe('unknown option --record for check');
    expect(readArgs(['check', '--json=yes', 'x'])).toBe('option --json takes no value');
  });

  it('an option given twice that takes one value, and options that may repeat', () => {
    expect(readArgs(['score', '--record', '1', '--record', '2', 'x'])).toBe(
      'option --record is given more than once',
    );
    expect(
      readArgs(['filter', '--move', 'ba*', '--move=Bti', '--player', 'Ana', 'x']),
    ).toMatchObject({
      values: new Map([
        ['move', ['ba*', 'Bti']],
        ['player', ['Ana']],
      ]),
    });
  });

  it('files after -- even when they look like options', () => {
    expect(readArgs(['check', '--', '--odd-name.agn'])).toMatchObject({
      files: ['--odd-name.agn'],
    });
  });

  it('the move number of show and position, and what each command needs', () => {
    expect(readArgs(['position', '12', '--record', '3', 'a.agn'])).toMatchObject({
      rest: ['12'],
      record: 3,
      files: ['a.agn'],
    });
    expect(readArgs(['show', 'x.agn'])).toBe(
      'show takes a move number (0 for the start), not "x.agn"',
    );
    expect(readArgs(['position', '3'])).toBe('position needs a file (or - for standard input)');
    expect(readArgs(['score', '--record', '0', 'x'])).toBe('--record takes a record number from 1');
    expect(readArgs(['split', 'a', 'b'])).toBe('split reads one file');
    expect(readArgs([])).toBe('no command given');
    expect(readArgs(['fly'])).toBe('unknown command "fly"');
  });
});
