// The one reader of command-line options behind the toolkit's command lines (the notation's,
// the bots' and the scorer's). It finds what was given and every mistake, in order; each command
// line words its own messages and chooses which mistake it reports first, so that its messages
// stay its own.
import { parseArgs } from 'node:util';

/** What an option takes: one value (`--seed S`), values when repeated (`--tag T`), or nothing. */
export type OptionKind = 'value' | 'values' | 'switch';

/** The options a command knows, by long name (without `--`). */
export type OptionKinds = Readonly<Record<string, OptionKind>>;

/** How {@link readCommandLine} reads. */
export interface ReadCommandLineOptions {
  /** Short names of known options (`{ h: 'help' }` reads `-h` as `--help`); others are unknown. */
  shorts?: Readonly<Record<string, string>>;
  /**
   * Whether `-` after a value option is its value (standard input, default) or, like any other
   * word starting with `-`, leaves the option without one.
   */
  dashIsValue?: boolean;
  /**
   * Checks a value where it is given: a message makes an `invalid-value` mistake there (so that
   * it is ordered with the others).
   */
  checkValue?: (name: string, value: string) => string | undefined;
}

/** A mistake on the command line, in the order of the arguments. */
export interface OptionMistake {
  /**
   * `unknown-option`: no such option; `takes-no-value`: a switch given a value
   * (`--json=yes`); `needs-value`: a value option with none, or with another option after it
   * (`--seed --quiet`; a value starting with `-` is written `--seed=-1`); `given-twice`: a
   * one-value option given again; `invalid-value`: refused by `checkValue`.
   */
  kind: 'unknown-option' | 'takes-no-value' | 'needs-value' | 'given-twice' | 'invalid-value';
  /** The option's long name, or the name as written for an unknown one (`foo` for `--foo`). */
  name: string;
  /** The option as written (`--foo`, `-x`), without its value. */
  written: string;
  /** The message of `checkValue`, for `invalid-value`. */
  message?: string;
}

/** What {@link readCommandLine} found. */
export interface CommandLine {
  /** Each one-value option given, by name (its first value when given twice). */
  values: Map<string, string>;
  /** Each repeatable option's values, in order; options in the order first given. */
  lists: Map<string, string[]>;
  /** The switches given. */
  switches: Set<string>;
  /** Every known option given, in any form (even with a mistake). */
  given: Set<string>;
  /** The arguments that are not options, in order (all of them after `--`). */
  positionals: string[];
  /** Every mistake, in the order of the arguments; empty when the line reads well. */
  mistakes: OptionMistake[];
}

/**
 * Reads a command line with `node:util`'s `parseArgs` tokens: `--name value` and `--name=value`
 * both work, an option is never taken as another option's value, `--` ends the options. Never
 * throws: mistakes are listed, in order, for the command to word.
 */
export function readCommandLine(
  args: readonly string[],
  kinds: OptionKinds,
  options: ReadCommandLineOptions = {},
): CommandLine {
  const shorts = options.shorts ?? {};
  const config: Record<string, { type: 'boolean' | 'string'; short?: string }> = {};
  for (const [name, kind] of Object.entries(kinds))
    config[name] = { type: kind === 'switch' ? 'boolean' : 'string' };
  for (const [short, name] of Object.entries(shorts)) {
    const known = config[name];
    if (known !== undefined) known.short = short;
  }
  // Not strict: the tokens are checked here, so that every mistake is listed, not only the first.
  const { tokens } = parseArgs({
    args: [...args],
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const read: CommandLine = {
    values: new Map(),
    lists: new Map(),
    switches: new Set(),
    given: new Set(),
    positionals: [],
    mistakes: [],
  };
  const dashIsValue = options.dashIsValue ?? true;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      read.positionals.push(token.value);
      continue;
    }
    if (token.kind === 'option-terminator') continue;
    const { name, rawName: written } = token;
    const short = written.length === 2 && !written.startsWith('--');
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (kind === undefined || (short && shorts[written.slice(1)] !== name)) {
      read.mistakes.push({ kind: 'unknown-option', name, written });
      continue;
    }
    read.given.add(name);
    if (kind === 'switch') {
      if (token.value !== undefined) read.mistakes.push({ kind: 'takes-no-value', name, written });
      else read.switches.add(name);
      continue;
    }
    const value = token.value;
    if (value === undefined) {
      read.mistakes.push({ kind: 'needs-value', name, written });
      continue;
    }
    const looksLikeOption = value.startsWith('-') && (value !== '-' || !dashIsValue);
    if (!token.inlineValue && looksLikeOption) {
      read.mistakes.push({ kind: 'needs-value', name, written });
      continue;
    }
    if (kind === 'value' && read.values.has(name)) {
      read.mistakes.push({ kind: 'given-twice', name, written });
      continue;
    }
    const message = options.checkValue?.(name, value);
    if (message !== undefined) {
      read.mistakes.push({ kind: 'invalid-value', name, written, message });
      continue;
    }
    if (kind === 'value') read.values.set(name, value);
    else read.lists.set(name, [...(read.lists.get(name) ?? []), value]);
  }
  return read;
}
