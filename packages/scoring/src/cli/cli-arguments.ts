import { type OptionMistake, readCommandLine } from '@antarctica-game/foundation/command-line';
import type { FirstPlaceRankings } from '../scoring/score-options.js';

/** What `antarctica-score` was asked to do. */
export interface CliCommand {
  json: boolean;
  explain: boolean;
  reading: FirstPlaceRankings;
  /** A path, or `-` for standard input. */
  source: string;
}

/** The readings of `--first-places`, by their names on the command line. */
const READINGS: Readonly<Record<string, FirstPlaceRankings>> = {
  'all-rankings': 'allRankings',
  'areas-and-tracks': 'areasAndTracks',
};

const OPTIONS = {
  json: 'switch',
  explain: 'switch',
  'first-places': 'value',
  help: 'switch',
} as const;

/** Option names as written on the command line, no longer than this in a message. */
const MAX_SHOWN = 40;
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/**
 * Reads the arguments of `antarctica-score` with the foundation's option reader (bundled: the
 * scorer keeps no runtime dependency), then applies the rules the three command lines share:
 * `--flag value` and `--flag=value` both work; an option (or `-`, standard input) is never taken
 * as another option's value; `--help` wins over everything else; a value option given twice is
 * an error (a switch given twice is the same as once); `--` ends the options, so that a file
 * named like an option can be given after it. Gives back the command, `'help'`, or the one-line
 * message of what is wrong (the first mistake, in the order of the arguments).
 */
export function readCliArguments(args: readonly string[]): CliCommand | 'help' | { error: string } {
  const read = readCommandLine(args, OPTIONS, {
    shorts: { h: 'help' },
    dashIsValue: false,
    checkValue: (_name, value) =>
      !Object.hasOwn(READINGS, value)
        ? `--first-places takes all-rankings or areas-and-tracks, not ${JSON.stringify(shown(value))}`
        : undefined,
  });
  if (read.given.has('help')) return 'help';
  const mistake = read.mistakes[0];
  if (mistake !== undefined) return { error: mistakeMessage(mistake) };
  const files = read.positionals;
  if (files.length !== 1) {
    return {
      error: `${files.length === 0 ? 'no sheet given' : 'give one sheet only'} (see --help)`,
    };
  }
  const chosen = read.values.get('first-places');
  return {
    json: read.switches.has('json'),
    explain: read.switches.has('explain'),
    reading: chosen === undefined ? 'allRankings' : (READINGS[chosen] as FirstPlaceRankings),
    source: files[0] as string,
  };
}

/** A mistake in this command line's words. */
function mistakeMessage(mistake: OptionMistake): string {
  switch (mistake.kind) {
    case 'unknown-option':
      return `unknown option ${shown(mistake.written)} (see --help)`;
    case 'takes-no-value':
      return `option ${shown(mistake.written)} takes no value`;
    case 'needs-value':
      return 'option --first-places needs a value';
    case 'given-twice':
      return 'option --first-places is given twice';
    default:
      return mistake.message ?? '';
  }
}
