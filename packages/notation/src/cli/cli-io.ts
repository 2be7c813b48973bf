import { parseRecordStream, type StreamedRecord } from '../stream/parse-record-stream.js';
import { validUtf8Length } from '../stream/utf8-prefix.js';
import { LinePlacer } from '../syntax/line-placer.js';
import type { NotationError } from '../syntax/notation-error.js';

/** What the CLI touches of the outside world, so that tests can run it in memory. */
export interface CliIo {
  /** The bytes of a file (`-`: standard input), chunk by chunk; throws or rejects if unreadable. */
  read(path: string): AsyncIterable<Uint8Array>;
  /** Writes a file whole (`format --write`, `split`). */
  writeFile(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes of `antarctica-notation`. */
export const EXIT = { ok: 0, unreadable: 1, invalid: 2 } as const;

/** The largest file read whole (format, from-json); the other commands stream. */
const WHOLE_FILE_LIMIT = 256 * 1024 * 1024;

/** A file's name as shown in messages (`-` is standard input). */
export function nameOf(file: string): string {
  return file === '-' ? '<stdin>' : safe(file);
}

/** A diagnostic line in the usual compiler form: `file:line:column: error code: message`. */
export function describe(file: string, error: NotationError): string {
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

/** Reports a file that could not be read; gives the exit code. */
export function unreadable(io: CliIo, file: string, error: unknown): number {
  io.stderr(`antarctica-notation: cannot read ${nameOf(file)}: ${fileProblem(error)}\n`);
  return EXIT.unreadable;
}

/** Reports a file that could not be written; gives the exit code. */
export function unwritable(io: CliIo, file: string, error: unknown): number {
  io.stderr(`antarctica-notation: cannot write ${nameOf(file)}: ${fileProblem(error)}\n`);
  return EXIT.unreadable;
}

/** What the system's most common file errors mean, in words. */
const FILE_PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  ENOSPC: 'no space left on the device',
  EROFS: 'the file system is read-only',
  EMFILE: 'too many open files',
};

/** A file error in words, with the system's code after them (`no such file or folder (ENOENT)`). */
function fileProblem(error: unknown): string {
  const code =
    error instanceof Error && 'code' in error ? String((error as { code: unknown }).code) : null;
  if (code === null) return safe(error instanceof Error ? error.message : String(error));
  const words = FILE_PROBLEMS[code];
  return safe(words === undefined ? code : `${words} (${code})`);
}

/** Streams the records of a file to `visit` (which may answer 'stop'); gives the read error, if any. */
export async function eachRecord(
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

/** A file read whole (up to 256 MB), as UTF-8 text. */
export async function readWhole(
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
    // Point at the first byte that is not UTF-8: the end of the text before it.
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, validUtf8Length(bytes)));
    return {
      binary: {
        code: 'binary-input',
        severity: 'error',
        message:
          'the input is not UTF-8 text here: a byte that no UTF-8 character has (a binary file, or text saved in another encoding)',
        expected: [],
        offset: before.length,
        ...new LinePlacer(before).place(before.length),
      },
    };
  }
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
