import { parseArgs } from 'node:util';
import { printable } from './bot-spec.js';

/** A command-line mistake: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** The options a command knows: a value option (`--seed S`), a repeatable one, or a switch. */
export type OptionKinds = Record<string, 'value' | 'values' | 'switch'>;

/** What {@link readOptions} found. */
export interface ReadOptions {
  /** Each value option given, by name (without `--`). */
  values: Map<string, string>;
  /** Each repeatable option's values, in order. */
  lists: Map<string, string[]>;
  /** The switches given. */
  switches: Set<string>;
  /** The arguments that are not options, in order. */
  positionals: string[];
}

/**
 * Reads a command line with `node:util` `parseArgs`: `--flag value` and `--flag=value` both
 * work, and an option is never taken as another option's value (`--seed --quiet` is refused:
 * a value that starts with `-` must be written `--seed=-1`). Unknown options, a switch given a
 * value, and an option given twice are refused with a {@link UsageError} naming them.
 */
export function readOptions(args: readonly string[], kinds: OptionKinds): ReadOptions {
  const options = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [
      name,
      { type: kind === 'switch' ? ('boolean' as const) : ('string' as const) },
    ]),
  );
  // Not strict: the tokens are checked here, so that every mistake gets this command's words.
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const read: ReadOptions = {
    values: new Map(),
    lists: new Map(),
    switches: new Set(),
    positionals: [],
  };
  for (const token of tokens) {
    if (token.kind === 'positional') {
      read.positionals.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const kind = Object.hasOwn(kinds, token.name) ? kinds[token.name] : undefined;
    if (kind === undefined || token.rawName.length === 2)
      throw new UsageError(`unknown option ${printable(token.rawName)} (see --help)`);
    const flag = `--${token.name}`;
    if (kind === 'switch') {
      if (token.value !== undefined) throw new UsageError(`option ${flag} takes no value`);
      read.switches.add(token.name);
      continue;
    }
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('-') && value !== '-'))
      throw new UsageError(`option ${flag} needs a value`);
    if (kind === 'values') {
      const list = read.lists.get(token.name) ?? [];
      list.push(value);
      read.lists.set(token.name, list);
      continue;
    }
    if (read.values.has(token.name)) throw new UsageError(`option ${flag} is given twice`);
    read.values.set(token.name, value);
  }
  return read;
}
