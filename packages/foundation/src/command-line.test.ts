import { describe, expect, it } from 'vitest';
import { readCommandLine } from './command-line.js';

const KINDS = { json: 'switch', seed: 'value', tag: 'values', help: 'switch' } as const;
const read = (...args: string[]) => readCommandLine(args, KINDS);

describe('reading a command line', () => {
  it('takes --name value and --name=value alike, switches, lists and positionals', () => {
    const line = read('a.agn', '--seed', '7', '--tag=x', '--json', '--tag', 'y', '-');
    expect(line.values).toEqual(new Map([['seed', '7']]));
    expect(line.lists).toEqual(new Map([['tag', ['x', 'y']]]));
    expect(line.switches).toEqual(new Set(['json']));
    expect(line.positionals).toEqual(['a.agn', '-']);
    expect(line.mistakes).toEqual([]);
  });

  it('lists every mistake, in the order of the arguments', () => {
    expect(
      read('--nope', '--json=1', '--seed', '1', '--seed', '2', '-x', '--tag').mistakes,
    ).toEqual([
      { kind: 'unknown-option', name: 'nope', written: '--nope' },
      { kind: 'takes-no-value', name: 'json', written: '--json' },
      { kind: 'given-twice', name: 'seed', written: '--seed' },
      { kind: 'unknown-option', name: 'x', written: '-x' },
      { kind: 'needs-value', name: 'tag', written: '--tag' },
    ]);
  });

  it('never takes an option as a value; "-" only when told so', () => {
    expect(read('--seed', '--json').mistakes).toEqual([
      { kind: 'needs-value', name: 'seed', written: '--seed' },
    ]);
    expect(read('--seed=-1').values.get('seed')).toBe('-1');
    expect(read('--seed', '-').values.get('seed')).toBe('-');
    expect(readCommandLine(['--seed', '-'], KINDS, { dashIsValue: false }).mistakes).toEqual([
      { kind: 'needs-value', name: 'seed', written: '--seed' },
    ]);
  });

  it('reads short names only when given, and ends the options at --', () => {
    expect(read('-h').mistakes[0]?.kind).toBe('unknown-option');
    const line = readCommandLine(['-h', '--', '--json'], KINDS, { shorts: { h: 'help' } });
    expect(line.switches).toEqual(new Set(['help']));
    expect(line.positionals).toEqual(['--json']);
  });

  it('checks a value where it stands, and notes every known option given', () => {
    const line = readCommandLine(['--help=1', '--seed', 'x'], KINDS, {
      checkValue: (name, value) => (value === 'x' ? `--${name} refuses x` : undefined),
    });
    expect(line.given).toEqual(new Set(['help', 'seed']));
    expect(line.mistakes.map((mistake) => mistake.message ?? mistake.kind)).toEqual([
      'takes-no-value',
      '--seed refuses x',
    ]);
  });
});
