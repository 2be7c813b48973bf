import { parseArgs } from 'node:util';

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
 * Reads a command line with `node:util`'s parseArgs: `--name value` and `--name=value` alike,
 * an option never taken as another's value (`--record --json` is an error), unknown options
 * refused. Gives the options, or the one-line message of what is wrong.
 */
export function readArgs(args: readonly string[]): Options | string {
  const [command = '', ...rest] = args;
  const spec = COMMANDS[command];
  if (spec === undefined)
    return command === '' ? 'no command given' : `unknown command "${command.slice(0, 40)}"`;
  const strings = [...(spec.strings ?? []), ...(spec.record === true ? [{ name: 'record' }] : [])];
  const config: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const name of spec.booleans ?? []) config[name] = { type: 'boolean' };
  for (const option of strings) config[option.name] = { type: 'string', multiple: true };
  // An option that takes a value never takes the next option as it: `--record --json`.
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] as string;
    if (arg === '--') break;
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : null;
    if (name === null || config[name]?.type !== 'string') continue;
    const next = rest[index + 1];
    if (next === undefined || (next.startsWith('-') && next !== '-'))
      return `option --${name} needs a value`;
    index++;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: config, strict: true, allowPositionals: true });
  } catch (error) {
    return argumentProblem(command, error);
  }
  const options: Options = {
    command,
    flags: new Set(),
    values: new Map(),
    record: null,
    files: [],
    rest: [],
  };
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === true) options.flags.add(name);
    else if (Array.isArray(value)) {
      const many = strings.find((option) => option.name === name)?.many === true;
      if (!many && value.length > 1) return `option --${name} is given more than once`;
      options.values.set(name, value.map(String));
    }
  }
  const record = options.values.get('record')?.[0];
  if (record !== undefined) {
    if (!/^[1-9]\d{0,8}$/.test(record)) return '--record takes a record number from 1';
    options.record = Number(record);
  }
  const positionals = parsed.positionals.slice();
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

/** parseArgs' refusal as one line naming the option. */
function argumentProblem(command: string, error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option ${option.slice(0, 40)} for ${command}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return option.length > 0 ? `option ${option.slice(0, 40)} takes no value` : message;
  return message.split('\n')[0] ?? message;
}
