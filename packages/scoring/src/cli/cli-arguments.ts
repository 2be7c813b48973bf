import { parseArgs } from 'node:util';
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
  json: { type: 'boolean' },
  explain: { type: 'boolean' },
  'first-places': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Option names as written on the command line, no longer than this in a message. */
const MAX_SHOWN = 40;
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);

/** Whether a value given after an option (not with `=`) is rather an option, or standard input. */
const looksLikeOption = (value: string) => value.startsWith('-');

/**
 * Reads the arguments of `antarctica-score` with Node's own `parseArgs`, then applies the rules
 * the three command lines share: `--flag value` and `--flag=value` both work; an option (or `-`,
 * standard input) is never taken as another option's value; `--help` wins over everything else;
 * a value option given twice is an error (a switch given twice is the same as once); `--` ends
 * the options, so that a file named like an option can be given after it. Gives back the
 * command, `'help'`, or the one-line message of what is wrong.
 */
export function readCliArguments(args: readonly string[]): CliCommand | 'help' | { error: string } {
  const { tokens } = parseArgs({
    args: [...args],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  if (tokens.some((token) => token.kind === 'option' && token.name === 'help')) return 'help';
  const command: CliCommand = { json: false, explain: false, reading: 'allRankings', source: '' };
  const files: string[] = [];
  let readingGiven = false;
  for (const token of tokens) {
    if (token.kind === 'positional') files.push(token.value);
    if (token.kind !== 'option') continue;
    const name = shown(token.rawName);
    if (token.name === 'json' || token.name === 'explain') {
      if (token.value !== undefined) return { error: `option ${name} takes no value` };
      command[token.name] = true;
    } else if (token.name === 'first-places') {
      const value = token.value;
      if (value === undefined || (!token.inlineValue && looksLikeOption(value))) {
        return { error: 'option --first-places needs a value' };
      }
      if (readingGiven) return { error: 'option --first-places is given twice' };
      const reading = READINGS[value];
      if (reading === undefined) {
        return {
          error: `--first-places takes all-rankings or areas-and-tracks, not ${JSON.stringify(shown(value))}`,
        };
      }
      command.reading = reading;
      readingGiven = true;
    } else {
      return { error: `unknown option ${name} (see --help)` };
    }
  }
  if (files.length !== 1) {
    return {
      error: `${files.length === 0 ? 'no sheet given' : 'give one sheet only'} (see --help)`,
    };
  }
  command.source = files[0] as string;
  return command;
}
