import { formatScoreTable } from './format-score-table.js';
import { parseScoreSheet } from './parse-score-sheet.js';
import { scoreCheckedSheet } from './score-sheet-result.js';
import type { SheetIssue } from './sheet-issue.js';

/** What the CLI touches of the outside world, so that tests can run it in memory. */
export interface CliIo {
  readFile(path: string): string;
  readStdin(): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes of `antarctica-score`. */
export const EXIT = { ok: 0, unreadable: 1, invalid: 2 } as const;

const USAGE = `Usage: antarctica-score [--json] [--explain] <sheet.json | ->

Scores a finished game of Antarctica from a score sheet (JSON; "-" reads standard input).

  --json     print the full result as JSON instead of the table
  --explain  add each player's reason for every category below the table
  --help     print this help

Exit codes: 0 scored, 1 the sheet could not be read, 2 invalid sheet or command line.
`;

/** Runs the `antarctica-score` command line; returns the exit code. */
export function runCli(args: readonly string[], io: CliIo): number {
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (flags.has('--help')) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const unknown = [...flags].filter((flag) => !['--json', '--explain'].includes(flag));
  if (unknown.length > 0 || files.length !== 1) {
    io.stderr(
      unknown.length > 0 ? `antarctica-score: unknown option ${unknown[0]}\n\n${USAGE}` : USAGE,
    );
    return EXIT.invalid;
  }
  const source = files[0] ?? '-';
  const name = source === '-' ? '<stdin>' : source;
  let text: string;
  try {
    text = source === '-' ? io.readStdin() : io.readFile(source);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    io.stderr(`antarctica-score: cannot read ${name}: ${reason}\n`);
    return EXIT.unreadable;
  }
  const parsed = parseScoreSheet(text);
  const describe = (kind: string, issue: SheetIssue) =>
    `${name}:${issue.line ?? 1}:${issue.column ?? 1}: ${kind} ${issue.code}${issue.path ? ` at ${issue.path}` : ''}: ${issue.message}\n`;
  if (!parsed.ok) {
    for (const error of parsed.errors) io.stderr(describe('error', error));
    for (const warning of parsed.warnings) io.stderr(describe('warning', warning));
    io.stderr(
      `antarctica-score: ${name} is not a valid score sheet (${parsed.errors.length} error${parsed.errors.length === 1 ? '' : 's'})\n`,
    );
    return EXIT.invalid;
  }
  const result = scoreCheckedSheet(parsed.sheet, parsed.warnings);
  if (flags.has('--json')) {
    io.stdout(`${JSON.stringify({ ...result, warnings: parsed.warnings }, null, 2)}\n`);
  } else {
    io.stdout(formatScoreTable({ ...result, warnings: [] }, { explain: flags.has('--explain') }));
    for (const warning of parsed.warnings) io.stderr(describe('warning', warning));
  }
  return EXIT.ok;
}
