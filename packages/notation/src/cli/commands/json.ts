import { recordsFromJsonText, recordToJson } from '../../json/record-json.js';
import { formatRecords } from '../../syntax/format-record.js';
import type { GameRecord } from '../../syntax/record.js';
import { type CliIo, describe, EXIT, eachRecord, readWhole, unreadable } from '../cli-io.js';
import type { Options } from '../read-args.js';

/** `to-json`: the records as JSON. */
export async function toJson(options: Options, io: CliIo): Promise<number> {
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

/** `from-json`: JSON records back to text. */
export async function fromJson(options: Options, io: CliIo): Promise<number> {
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
