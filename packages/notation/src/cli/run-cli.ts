import { formatScoreTable, type ScoreResult } from '@antarctica-game/scoring';
import { boardText } from '../board/board-text.js';
import { recordsFromJsonText, recordToJson } from '../json/record-json.js';
import { replayRecord } from '../replay/replay-record.js';
import { parseRecordStream, type StreamedRecord } from '../stream/parse-record-stream.js';
import { formatRecords } from '../syntax/format-record.js';
import type { NotationError } from '../syntax/notation-error.js';
import { parseRecords } from '../syntax/parse-records.js';
import type { GameRecord } from '../syntax/record.js';

/** What the CLI touches of the outside world, so that tests can run it in memory. */
export interface CliIo {
  /** The bytes of a file (`-`: standard input), chunk by chunk; throws or rejects if unreadable. */
  read(path: string): AsyncIterable<Uint8Array>;
  /** Replaces a file's text (`format --write`). */
  writeFile(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes of `antarctica-notation`. */
export const EXIT = { ok: 0, unreadable: 1, invalid: 2 } as const;

/** The largest file read whole (format, from-json); check, score, show and to-json stream. */
const WHOLE_FILE_LIMIT = 256 * 1024 * 1024;

const USAGE = `Usage: antarctica-notation <command> [options] <file | ->

Reads game records of Antarctica (.agn; "-" reads standard input).

Commands:
  check [--json] <file...>           parse and replay every record; list every error
  format [--write | --check] <file...>
                                     print the canonical text (--write: rewrite the files,
                                     --check: fail if a file is not canonical)
  score [--json] [--record N] <file> the final score table of each record (or of record N)
  show <move> [--record N] <file>    the board after move <move> (0: the start) of record N
  to-json <file>                     the records as JSON (schema: game-record.schema.json)
  from-json <file>                   JSON records (as to-json prints) back to text

Exit codes: 0 done, 1 a file could not be read, 2 invalid records or command line.
`;

interface Options {
  command: string;
  flags: Set<string>;
  record: number | null;
  files: string[];
  rest: string[];
}

/** Runs the `antarctica-notation` command line; resolves to the exit code. Never rejects. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    io.stderr(
      `antarctica-notation: ${safe(error instanceof Error ? error.message : String(error))}\n`,
    );
    return EXIT.unreadable;
  }
}

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const [command = '', ...rest] = args;
  if (command === '--help' || command === 'help' || args.includes('--help')) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const options = readOptions(command, rest);
  if (typeof options === 'string') {
    io.stderr(`antarctica-notation: ${safe(options)}\n\n${USAGE}`);
    return EXIT.invalid;
  }
  switch (options.command) {
    case 'check':
      return check(options, io);
    case 'format':
      return format(options, io);
    case 'score':
      return score(options, io);
    case 'show':
      return show(options, io);
    case 'to-json':
      return toJson(options, io);
    default:
      return fromJson(options, io);
  }
}

const COMMANDS: Record<
  string,
  { flags: string[]; files: 'one' | 'many'; record?: boolean; move?: boolean }
> = {
  check: { flags: ['--json'], files: 'many' },
  format: { flags: ['--write', '--check'], files: 'many' },
  score: { flags: ['--json'], files: 'one', record: true },
  show: { flags: [], files: 'one', record: true, move: true },
  'to-json': { flags: [], files: 'one' },
  'from-json': { flags: [], files: 'one' },
};

function readOptions(command: string, args: readonly string[]): Options | string {
  const spec = COMMANDS[command];
  if (spec === undefined)
    return command === '' ? 'no command given' : `unknown command "${command.slice(0, 40)}"`;
  const options: Options = { command, flags: new Set(), record: null, files: [], rest: [] };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '--record' && spec.record === true) {
      const value = args[++index];
      if (value === undefined || !/^[1-9]\d{0,8}$/.test(value))
        return '--record takes a record number from 1';
      options.record = Number(value);
    } else if (arg.startsWith('--')) {
      if (!spec.flags.includes(arg)) return `unknown option ${arg.slice(0, 40)} for ${command}`;
      options.flags.add(arg);
    } else if (spec.move === true && options.rest.length === 0) {
      if (!/^\d{1,9}$/.test(arg))
        return `show takes a move number (0 for the start), not "${arg.slice(0, 40)}"`;
      options.rest.push(arg);
    } else options.files.push(arg);
  }
  if (options.flags.has('--write') && options.flags.has('--check'))
    return 'format takes --write or --check, not both';
  if (spec.move === true && options.rest.length === 0) return 'show needs a move number';
  if (options.files.length === 0) return `${command} needs a file (or - for standard input)`;
  if (spec.files === 'one' && options.files.length > 1) return `${command} reads one file`;
  if (options.flags.has('--write') && options.files.includes('-'))
    return 'format --write cannot rewrite standard input';
  return options;
}

function nameOf(file: string): string {
  return file === '-' ? '<stdin>' : safe(file);
}

/** A diagnostic line in the usual compiler form: `file:line:column: error code: message`. */
function describe(file: string, error: NotationError): string {
  const where = `${nameOf(file)}:${error.line ?? 1}:${error.column ?? 1}`;
  const expected =
    error.expected.length > 0 && error.expected.length <= 12
      ? ` (expected: ${error.expected.map((entry) => safe(entry)).join(', ')})`
      : error.expected.length > 12
        ? ` (expected one of ${error.expected.length}: ${error.expected
            .slice(0, 12)
            .map((entry) => safe(entry))
            .join(', ')}, ...)`
        : '';
  return `${where}: ${error.severity} ${error.code}${error.path === undefined ? '' : ` at ${safe(error.path)}`}: ${safe(error.message)}${expected}\n`;
}

function unreadable(io: CliIo, file: string, error: unknown): number {
  const reason =
    error instanceof Error && 'code' in error
      ? String((error as { code: unknown }).code)
      : error instanceof Error
        ? error.message
        : String(error);
  io.stderr(`antarctica-notation: cannot read ${nameOf(file)}: ${safe(reason)}\n`);
  return EXIT.unreadable;
}

/** Streams the records of a file; returns false if the file could not be read. */
async function eachRecord(
  io: CliIo,
  file: string,
  visit: (streamed: StreamedRecord) => unknown,
): Promise<true | { error: unknown }> {
  let source: AsyncIterable<Uint8Array>;
  try {
    source = io.read(file);
    for await (const streamed of parseRecordStream(source)) if (visit(streamed) === 'stop') break;
  } catch (error) {
    return { error };
  }
  return true;
}

async function readWhole(
  io: CliIo,
  file: string,
): Promise<{ text: string } | { error: unknown } | { binary: NotationError }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of io.read(file)) {
      size += chunk.length;
      if (size > WHOLE_FILE_LIMIT)
        return {
          error: new Error(
            `larger than ${WHOLE_FILE_LIMIT / 1024 / 1024} MB: too large to read at once`,
          ),
        };
      chunks.push(chunk);
    }
  } catch (error) {
    return { error };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return {
      binary: {
        code: 'binary-input',
        severity: 'error',
        message: 'the input is not UTF-8 text: it is a binary file, not a record',
        expected: [],
        offset: 0,
        line: 1,
        column: 1,
      },
    };
  }
}

async function check(options: Options, io: CliIo): Promise<number> {
  let worst: number = EXIT.ok;
  const report: Array<{ file: string; record: number; ok: boolean; errors: NotationError[] }> = [];
  for (const file of options.files) {
    let records = 0;
    let errors = 0;
    let warnings = 0;
    const read = await eachRecord(io, file, (streamed) => {
      if (streamed.record !== null) records++;
      let found = streamed.errors as NotationError[];
      if (found.length === 0 && streamed.record !== null)
        found = replayRecord(streamed.record).errors;
      for (const error of found) {
        if (error.severity === 'error') errors++;
        else warnings++;
        if (!options.flags.has('--json')) io.stderr(describe(file, error));
      }
      if (options.flags.has('--json'))
        report.push({
          file,
          record: streamed.index + 1,
          ok: found.every((error) => error.severity !== 'error'),
          errors: found,
        });
    });
    if (read !== true) {
      worst = Math.max(worst, unreadable(io, file, read.error));
      continue;
    }
    if (errors > 0) worst = Math.max(worst, EXIT.invalid);
    if (!options.flags.has('--json'))
      io.stdout(
        `${nameOf(file)}: ${records} record${records === 1 ? '' : 's'}, ${errors === 0 ? 'valid' : `${errors} error${errors === 1 ? '' : 's'}`}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}\n`,
      );
  }
  if (options.flags.has('--json')) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  return worst;
}

async function format(options: Options, io: CliIo): Promise<number> {
  let worst: number = EXIT.ok;
  for (const file of options.files) {
    const whole = await readWhole(io, file);
    if ('error' in whole) {
      worst = Math.max(worst, unreadable(io, file, whole.error));
      continue;
    }
    if ('binary' in whole) {
      io.stderr(describe(file, whole.binary));
      worst = Math.max(worst, EXIT.invalid);
      continue;
    }
    const parsed = parseRecords(whole.text);
    if (parsed.errors.length > 0) {
      for (const error of parsed.errors) io.stderr(describe(file, error));
      io.stderr(`antarctica-notation: ${nameOf(file)} was not formatted: fix its errors first\n`);
      worst = Math.max(worst, EXIT.invalid);
      continue;
    }
    const canonical = formatRecords(parsed.records);
    if (options.flags.has('--check')) {
      if (canonical !== whole.text) {
        io.stderr(
          `${nameOf(file)}: not in canonical form (antarctica-notation format --write fixes it)\n`,
        );
        worst = Math.max(worst, EXIT.invalid);
      }
    } else if (options.flags.has('--write')) {
      if (canonical !== whole.text) {
        try {
          io.writeFile(file, canonical);
        } catch (error) {
          io.stderr(
            `antarctica-notation: cannot write ${nameOf(file)}: ${safe(String((error as { code?: unknown }).code ?? error))}\n`,
          );
          worst = Math.max(worst, EXIT.unreadable);
        }
      }
    } else io.stdout(canonical);
  }
  return worst;
}

/** Streams a file's records, replays those asked for; reports every problem. */
async function replayed(
  options: Options,
  io: CliIo,
  use: (record: GameRecord, replay: ReturnType<typeof replayRecord>, index: number) => boolean,
): Promise<number> {
  const file = options.files[0] as string;
  let worst: number = EXIT.ok;
  let found = false;
  const read = await eachRecord(io, file, (streamed) => {
    if (options.record !== null && streamed.index + 1 !== options.record)
      return streamed.index + 1 > options.record ? 'stop' : undefined;
    found = true;
    if (streamed.errors.length > 0 || streamed.record === null) {
      for (const error of streamed.errors) io.stderr(describe(file, error));
      worst = EXIT.invalid;
      return;
    }
    const replay = replayRecord(streamed.record);
    const errors = replay.errors.filter((error) => error.severity === 'error');
    for (const error of replay.errors) io.stderr(describe(file, error));
    if (errors.length > 0 && options.command === 'score') {
      worst = EXIT.invalid;
      return;
    }
    if (!use(streamed.record, replay, streamed.index)) worst = EXIT.invalid;
  });
  if (read !== true) return unreadable(io, file, read.error);
  if (!found) {
    io.stderr(
      `antarctica-notation: ${nameOf(file)} has ${options.record === null ? 'no record' : `no record ${options.record}`}\n`,
    );
    return EXIT.invalid;
  }
  return worst;
}

async function score(options: Options, io: CliIo): Promise<number> {
  const results: Array<{ record: number; scores: ScoreResult }> = [];
  const code = await replayed(options, io, (_, replay, index) => {
    if (replay.scores === null) {
      io.stderr(
        `${nameOf(options.files[0] as string)}: record ${index + 1} stops before the end of the game (after move ${replay.moves.length}): no final scores\n`,
      );
      return false;
    }
    if (options.flags.has('--json')) results.push({ record: index + 1, scores: replay.scores });
    else {
      const title = replay.settings.players.map((player) => player.name ?? player.color).join(', ');
      io.stdout(
        `Record ${index + 1}: ${safe(title)}\n\n${safe(formatScoreTable(replay.scores), true)}\n`,
      );
    }
    return true;
  });
  if (options.flags.has('--json')) io.stdout(`${JSON.stringify(results, null, 2)}\n`);
  return code;
}

async function show(options: Options, io: CliIo): Promise<number> {
  const move = Number(options.rest[0]);
  const only = { ...options, record: options.record ?? 1 };
  return replayed(only, io, (_, replay) => {
    const state = replay.states[move];
    if (state === undefined) {
      io.stderr(
        `antarctica-notation: record ${only.record} has ${replay.moves.length} moves${replay.ok ? '' : ' that replay'}: no move ${move}\n`,
      );
      return false;
    }
    io.stdout(`After move ${move} of ${replay.moves.length}\n\n${safe(boardText(state), true)}`);
    return replay.ok;
  });
}

async function toJson(options: Options, io: CliIo): Promise<number> {
  const file = options.files[0] as string;
  const records: GameRecord[] = [];
  let invalid = false;
  const read = await eachRecord(io, file, (streamed) => {
    for (const error of streamed.errors) io.stderr(describe(file, error));
    if (streamed.errors.length > 0 || streamed.record === null) invalid = true;
    else records.push(recordToJson(streamed.record));
  });
  if (read !== true) return unreadable(io, file, read.error);
  if (invalid) return EXIT.invalid;
  io.stdout(`${JSON.stringify(records, null, 2)}\n`);
  return EXIT.ok;
}

async function fromJson(options: Options, io: CliIo): Promise<number> {
  const file = options.files[0] as string;
  const whole = await readWhole(io, file);
  if ('error' in whole) return unreadable(io, file, whole.error);
  if ('binary' in whole) {
    io.stderr(describe(file, whole.binary));
    return EXIT.invalid;
  }
  const { records, errors } = recordsFromJsonText(whole.text);
  if (errors.length > 0) {
    for (const error of errors) io.stderr(describe(file, error));
    return EXIT.invalid;
  }
  io.stdout(formatRecords(records));
  return EXIT.ok;
}

/**
 * Text from a file made safe for a terminal: control characters (but line breaks when `lines`)
 * and the invisible characters that reorder text are shown as escapes.
 */
export function safe(text: string, lines = false): string {
  let out = '';
  let from = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const hidden =
      (code < 32 && !(lines && code === 10)) ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x200e ||
      code === 0x200f ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069);
    if (!hidden) continue;
    out += `${text.slice(from, index)}\\u${code.toString(16).padStart(4, '0')}`;
    from = index + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
