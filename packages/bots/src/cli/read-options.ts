import { type OptionMistake, readCommandLine } from '@antarctica-game/foundation/command-line';
import { printable } from '../simulation/bot-spec.js';
import { UsageError } from '../usage-error.js';

/** The options a command knows: a value option (`--seed S`), a repeatable one, or a switch. */
// Written here, not taken from the foundation: the bots' declarations must not name a package
// that is not published.
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
 * Reads a command line with the foundation's reader: `--flag value` and `--flag=value` both
 * work, and an option is never taken as another option's value (`--seed --quiet` is refused:
 * a value that starts with `-` must be written `--seed=-1`). Unknown options, a switch given a
 * value, and an option given twice are refused with a {@link UsageError} naming the first.
 */
export function readOptions(args: readonly string[], kinds: OptionKinds): ReadOptions {
  const read = readCommandLine(args, kinds);
  const mistake = read.mistakes[0];
  if (mistake !== undefined) throw new UsageError(usageMessage(mistake));
  return read;
}

/** A mistake in this command line's words. */
function usageMessage(mistake: OptionMistake): string {
  const flag = `--${mistake.name}`;
  switch (mistake.kind) {
    case 'unknown-option':
      return `unknown option ${printable(mistake.written)} (see --help)`;
    case 'takes-no-value':
      return `option ${flag} takes no value`;
    case 'needs-value':
      return `option ${flag} needs a value`;
    default:
      return `option ${flag} is given twice`;
  }
}
