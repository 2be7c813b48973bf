import {
  type OptionKind,
  type OptionMistake,
  readCommandLine,
} from '@antarctica-game/foundation/command-line';

/** A command line read: the command, its options, its positional arguments. */
export interface Options {
  command: string;
  /** Boolean options given (`--json`). */
  flags: Set<string>;
  /** Options with values, each with every value given (`--tag A=b --tag C=d`). */
  values: Map<string, string[]>;
  /** `--record N`, when the command takes it. */
  record: number | null;
  /** The files (or `-`). */
  files: string[];
  /** Positional arguments before the files (the move number of `show` and `position`). */
  rest: string[];
}

interface CommandSpec {
  booleans?: string[];
  /** Options taking a value; `many`: may be given more than once. */
  strings?: Array<{ name: string; many?: boolean }>;
  files: 'one' | 'many';
  /** Takes `--record N`. */
  record?: boolean;
  /** Takes a move number before its file. */
  move?: boolean;
}

const COMMANDS: Readonly<Record<string, CommandSpec>> = {
  check: { booleans: ['json'], files: 'many' },
  format: { booleans: ['write', 'check'], files: 'many' },
  score: { booleans: ['json'], files: 'one', record: true },
  show: { files: 'one', record: true, move: true },
  position: { strings: [{ name: 'seen-by' }], files: 'one', record: true, move: true },
  'to-json': { files: 'one' },
  'from-json': { files: 'one' },
  filter: {
    booleans: ['invert'],
    strings: [
      { name: 'tag', many: true },
      { name: 'player', many: true },
      { name: 'result' },
      { name: 'score' },
      { name: 'players' },
      { name: 'move', many: true },
    ],
    files: 'many',
  },
  dedupe: { files: 'many' },
  split: { strings: [{ name: 'size' }, { name: 'out' }], files: 'one' },
  merge: { files: 'many' },
  stats: { booleans: ['json'], strings: [{ name: 'tag', many: true }], files: 'many' },
};

/** The commands, in the order of the help. */
export const COMMAND_NAMES = Object.keys(COMMANDS);

/**
 * Reads a command line with the foundation's option reader: `--name value` and `--name=value`
 * alike, an option never taken as another's value (`--record --json` is an error), unknown
 * options refused. Gives the options, or the one-line message of what is wrong.
 */
export function readArgs(args: readonly string[]): Options | string {
  const [command = '', ...rest] = args;
  const spec = COMMANDS[command];
  if (spec === undefined)
    return command === '' ? 'no command given' : `unknown command "${command.slice(0, 40)}"`;
  const strings = [...(spec.strings ?? []), ...(spec.record === true ? [{ name: 'record' }] : [])];
  const kinds: Record<string, OptionKind> = {};
  for (const name of spec.booleans ?? []) kinds[name] = 'switch';
  for (const option of strings) kinds[option.name] = 'values';
  const read = readCommandLine(rest, kinds);
  // An option without its value is named first, wherever it stands; then the first other mistake.
  const mistake = read.mistakes.find((found) => found.kind === 'needs-value') ?? read.mistakes[0];
  if (mistake !== undefined) return mistakeMessage(command, mistake);
  const options: Options = {
    command,
    flags: read.switches,
    values: new Map(),
    record: null,
    files: [],
    rest: [],
  };
  for (const [name, value] of read.lists) {
    const many = strings.find((option) => option.name === name)?.many === true;
    if (!many && value.length > 1) return `option --${name} is given more than once`;
    options.values.set(name, value);
  }
  const record = options.values.get('record')?.[0];
  if (record !== undefined) {
    if (!/^[1-9]\d{0,8}$/.test(record)) return '--record takes a record number from 1';
    options.record = Number(record);
  }
  const positionals = read.positionals.slice();
  if (spec.move === true) {
    const move = positionals.shift();
    if (move === undefined) return `${command} needs a move number`;
    if (!/^\d{1,9}$/.test(move))
      return `${command} takes a move number (0 for the start), not "${move.slice(0, 40)}"`;
    options.rest.push(move);
  }
  options.files = positionals;
  if (options.flags.has('write') && options.flags.has('check'))
    return 'format takes --write or --check, not both';
  if (options.files.length === 0) return `${command} needs a file (or - for standard input)`;
  if (spec.files === 'one' && options.files.length > 1) return `${command} reads one file`;
  if (options.flags.has('write') && options.files.includes('-'))
    return 'format --write cannot rewrite standard input';
  return options;
}

/** A mistake in this command line's words (an option named as written, up to a space or quote). */
function mistakeMessage(command: string, mistake: OptionMistake): string {
  const option = (/^-[^' ]*/.exec(mistake.written)?.[0] ?? mistake.written).slice(0, 40);
  if (mistake.kind === 'needs-value') return `option --${mistake.name} needs a value`;
  if (mistake.kind === 'unknown-option') return `unknown option ${option} for ${command}`;
  return `option ${option} takes no value`;
}
