import { formatScoreTable } from '../prose/format-score-table.js';
import { safeJson, safeText } from '../prose/safe-text.js';
import { scoreCheckedSheet } from '../scoring/score-game.js';
import { parseScoreSheetWithin } from '../sheet/parse-score-sheet.js';
import type { SheetIssue } from '../sheet/sheet-issue.js';
import { readCliArguments } from './cli-arguments.js';

/** What the CLI touches of the outside world, so that tests can run it in memory. */
export interface CliIo {
  /** The bytes of a file; reading more than `maxBytes` is not needed (one more tells it is too large). */
  readFile(path: string, maxBytes: number): Uint8Array;
  /** The bytes of standard input, the same way. */
  readStdin(maxBytes: number): Uint8Array;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes of `antarctica-score`. */
export const EXIT = { ok: 0, unreadable: 1, invalid: 2 } as const;

/** What the CLI accepts and shows at most. */
export const CLI_LIMITS = {
  /** A score sheet takes a few kilobytes; larger input is refused unread. */
  maxBytes: 1_000_000,
  /** Longest player name printed, in characters. */
  maxNameLength: 64,
  /** Errors listed; the rest are counted. */
  shownErrors: 20,
} as const;

const USAGE = `Usage: antarctica-score [--json] [--explain] [--first-places <reading>] <sheet.json | ->

Scores a finished game of Antarctica from a score sheet (JSON; "-" reads standard input).

  --json                    print the full result as JSON instead of the table
  --explain                 add each player's reason for every category below the table
  --first-places <reading>  which rankings count as first places for the tie-break
                            "first more often": all-rankings (the default: areas, tracks,
                            asterisk cards and discards) or areas-and-tracks (Polish rulebook)
  --help                    print this help

A sheet is at most 1 MB, with names of at most 64 characters; at most 20 errors are listed.
Exit codes: 0 scored, 1 the sheet could not be read, 2 invalid sheet or command line.
`;

/** Runs the `antarctica-score` command line; returns the exit code. */
export function runCli(args: readonly string[], io: CliIo): number {
  // Everything printed may hold text from the sheet or the command line: escape what could
  // garble a terminal.
  const out = (text: string) => io.stdout(text);
  const err = (text: string) => io.stderr(`${safeText(text)}\n`);
  const command = readCliArguments(args);
  if (command === 'help') {
    out(USAGE);
    return EXIT.ok;
  }
  if ('error' in command) {
    err(`antarctica-score: ${command.error}`);
    return EXIT.invalid;
  }
  const { source } = command;
  const name = source === '-' ? '<stdin>' : source;
  let bytes: Uint8Array;
  try {
    bytes =
      source === '-' ? io.readStdin(CLI_LIMITS.maxBytes) : io.readFile(source, CLI_LIMITS.maxBytes);
  } catch (error) {
    const reason =
      typeof error === 'object' && error !== null && 'code' in error
        ? String(error.code)
        : String(error);
    err(`antarctica-score: cannot read ${name}: ${reason}`);
    return EXIT.unreadable;
  }
  if (bytes.length > CLI_LIMITS.maxBytes) {
    err(
      `antarctica-score: ${name} is larger than 1 MB (${CLI_LIMITS.maxBytes.toLocaleString('en-US')} bytes), too large for a score sheet; not read`,
    );
    return EXIT.invalid;
  }
  const text = new TextDecoder().decode(bytes);
  const { validation: parsed, errorCount } = parseScoreSheetWithin(text, {
    maxErrors: CLI_LIMITS.shownErrors,
    maxNameLength: CLI_LIMITS.maxNameLength,
  });
  // Every line has the same form, a path included: `(sheet)` for the sheet as a whole.
  const describe = (kind: string, issue: SheetIssue) =>
    `${name}:${issue.line ?? 1}:${issue.column ?? 1}: ${kind} ${issue.code} at ${issue.path || '(sheet)'}: ${issue.message}`;
  if (!parsed.ok) {
    for (const error of parsed.errors) err(describe('error', error));
    const hidden = errorCount - parsed.errors.length;
    if (hidden > 0) err(`antarctica-score: ... and ${count(hidden, 'more error')} not shown`);
    for (const warning of parsed.warnings) err(describe('warning', warning));
    err(`antarctica-score: ${name} is not a valid score sheet (${count(errorCount, 'error')})`);
    return EXIT.invalid;
  }
  const result = scoreCheckedSheet(parsed.sheet, parsed.warnings, command.reading);
  if (command.json) {
    out(`${safeJson(JSON.stringify(result, null, 2))}\n`);
  } else {
    out(formatScoreTable({ ...result, warnings: [] }, { explain: command.explain }));
    for (const warning of parsed.warnings) err(describe('warning', warning));
  }
  return EXIT.ok;
}

const count = (amount: number, noun: string) =>
  `${amount.toLocaleString('en-US')} ${noun}${amount === 1 ? '' : 's'}`;
