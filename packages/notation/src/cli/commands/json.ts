import { formatRecords } from '../../canonical/format-record.js';
import { recordsFromJsonText } from '../../json/json-text.js';
import { recordToJson } from '../../json/record-json.js';
import { type CliIo, describe, EXIT, eachRecord, readWhole, unreadable } from '../cli-io.js';
import type { Options } from '../read-args.js';

/**
 * `to-json`: the records as JSON, a list of them, written record by record as they are read
 * (memory stays flat however long the collection). A record that cannot be read is reported and
 * left out, as by `filter`; the exit code is then 2. The text is what `JSON.stringify(records,
 * null, 2)` gives for the records written.
 */
export async function toJson(options: Options, io: CliIo): Promise<number> {
  const file = options.files[0] as string;
  let invalid = false;
  let written = 0;
  const read = await eachRecord(io, file, (streamed) => {
    for (const error of streamed.errors) io.stderr(describe(file, error));
    if (streamed.errors.length > 0 || streamed.record === null) {
      invalid = true;
      return;
    }
    // One element of a list indented by two: every line of the record's JSON one level in (JSON
    // strings hold no line break, so every \n is between tokens).
    const element = `  ${JSON.stringify(recordToJson(streamed.record), null, 2).replaceAll('\n', '\n  ')}`;
    io.stdout(written === 0 ? `[\n${element}` : `,\n${element}`);
    written++;
  });
  if (read !== true) {
    if (written > 0) io.stdout('\n]\n');
    return unreadable(io, file, read.error);
  }
  io.stdout(written === 0 ? '[]\n' : '\n]\n');
  return invalid ? EXIT.invalid : EXIT.ok;
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
