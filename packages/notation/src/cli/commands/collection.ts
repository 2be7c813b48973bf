import { createHash } from 'node:crypto';
import { formatRecord } from '../../canonical/format-record.js';
import type { GameRecord } from '../../syntax/record.js';
import {
  type CliIo,
  describe,
  EXIT,
  eachRecord,
  nameOf,
  unreadable,
  unwritable,
} from '../cli-io.js';
import type { Options } from '../read-args.js';
import { gameKey, matchesCriteria, readCriteria } from '../record-filter.js';

// The commands on collections read their files as streams, one record at a time, and write each
// record (in canonical form) as soon as it is read: memory stays flat however long the files.
// A record that cannot be read is reported (file:line:column) and left out; the exit code is
// then 2. `dedupe` keeps one digest (20 bytes) per distinct game. Records are written in the
// canonical layout with their seat letters as written: these commands do not replay.
const AS_WRITTEN = { seats: 'as-written' } as const;

/** Streams the records of every file to `use`; reports the unreadable ones. Gives the exit code. */
async function eachFileRecord(
  options: Options,
  io: CliIo,
  /** Answers 'stop' to read no further. */
  use: (record: GameRecord, file: string) => unknown,
): Promise<number> {
  let worst: number = EXIT.ok;
  let stopped = false;
  for (const file of options.files) {
    const read = await eachRecord(io, file, (streamed) => {
      for (const error of streamed.errors) io.stderr(describe(file, error));
      if (streamed.errors.length > 0 || streamed.record === null) {
        worst = Math.max(worst, EXIT.invalid);
        return;
      }
      if (use(streamed.record, file) !== 'stop') return;
      stopped = true;
      return 'stop';
    });
    if (read !== true) worst = Math.max(worst, unreadable(io, file, read.error));
    if (stopped) break;
  }
  return worst;
}

/** Writes records one after the other, a blank line between them (as `formatRecords`). */
function recordWriter(io: CliIo): (record: GameRecord) => void {
  let first = true;
  return (record) => {
    io.stdout(first ? formatRecord(record, AS_WRITTEN) : `\n${formatRecord(record, AS_WRITTEN)}`);
    first = false;
  };
}

/** `filter`: the records that meet every criterion (`--invert`: those that do not). */
export async function filter(options: Options, io: CliIo): Promise<number> {
  const criteria = readCriteria(options.values);
  if (typeof criteria === 'string') {
    io.stderr(`antarctica-notation: ${criteria} (see antarctica-notation --help)\n`);
    return EXIT.invalid;
  }
  const write = recordWriter(io);
  const invert = options.flags.has('invert');
  let kept = 0;
  let read = 0;
  const code = await eachFileRecord(options, io, (record) => {
    read++;
    if (matchesCriteria(record, criteria) === invert) return;
    kept++;
    write(record);
  });
  io.stderr(`antarctica-notation: ${kept} of ${read} records kept\n`);
  return code;
}

/** `dedupe`: each game once (the first record of it): the same start and the same moves. */
export async function dedupe(options: Options, io: CliIo): Promise<number> {
  const seen = new Set<string>();
  const write = recordWriter(io);
  let dropped = 0;
  const code = await eachFileRecord(options, io, (record) => {
    const digest = createHash('sha1').update(gameKey(record)).digest('base64');
    if (seen.has(digest)) {
      dropped++;
      return;
    }
    seen.add(digest);
    write(record);
  });
  io.stderr(
    `antarctica-notation: ${seen.size} game${seen.size === 1 ? '' : 's'} kept, ${dropped} duplicate${dropped === 1 ? '' : 's'} left out\n`,
  );
  return code;
}

/** `merge`: the records of every file, in order, as one collection. */
export function merge(options: Options, io: CliIo): Promise<number> {
  return eachFileRecord(options, io, recordWriter(io));
}

/** `split`: the records of a file into files of `--size` records (default 1): PREFIX-0001.agn, ... */
export async function split(options: Options, io: CliIo): Promise<number> {
  const sizeText = options.values.get('size')?.[0] ?? '1';
  if (!/^[1-9]\d{0,8}$/.test(sizeText)) {
    io.stderr(
      'antarctica-notation: --size takes a number of records from 1 (see antarctica-notation --help)\n',
    );
    return EXIT.invalid;
  }
  const size = Number(sizeText);
  const file = options.files[0] as string;
  const prefix =
    options.values.get('out')?.[0] ?? (file === '-' ? 'records' : file.replace(/\.agn$/i, ''));
  let chunk: string[] = [];
  let count = 0;
  let worst: number = EXIT.ok;
  /** Writes the records so far to the next file; false if it could not (then split stops). */
  const flush = (): boolean => {
    if (chunk.length === 0) return true;
    const name = `${prefix}-${String(++count).padStart(4, '0')}.agn`;
    try {
      io.writeFile(name, chunk.join('\n'));
      io.stdout(`${nameOf(name)}\n`);
    } catch (error) {
      worst = unwritable(io, name, error);
      return false;
    }
    chunk = [];
    return true;
  };
  const code = await eachFileRecord(options, io, (record) => {
    chunk.push(formatRecord(record, AS_WRITTEN));
    return chunk.length === size && !flush() ? 'stop' : undefined;
  });
  if (worst === EXIT.ok) flush();
  return Math.max(code, worst);
}
