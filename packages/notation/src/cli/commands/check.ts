import { replayRecord } from '../../replay/replay-record.js';
import type { NotationError } from '../../syntax/notation-error.js';
import { type CliIo, describe, EXIT, eachRecord, nameOf, unreadable } from '../cli-io.js';
import type { Options } from '../read-args.js';

/** `check`: parses and replays every record of each file; one summary line per file. */
export async function check(options: Options, io: CliIo): Promise<number> {
  let worst: number = EXIT.ok;
  const json = options.flags.has('json');
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
        if (!json) io.stderr(describe(file, error));
      }
      if (json)
        report.push({
          file,
          record: streamed.index + 1,
          ok: found.every((error) => error.severity !== 'error'),
          // The entry says which record (from 1); the errors' own index (from 0) would only
          // number it a second way.
          errors: found.map(({ record: _index, ...error }) => error),
        });
    });
    if (read !== true) {
      worst = Math.max(worst, unreadable(io, file, read.error));
      continue;
    }
    if (errors > 0) worst = Math.max(worst, EXIT.invalid);
    if (!json)
      io.stdout(
        `${nameOf(file)}: ${records} record${records === 1 ? '' : 's'}, ${errors === 0 ? 'valid' : `${errors} error${errors === 1 ? '' : 's'}`}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}\n`,
      );
  }
  if (json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  return worst;
}
