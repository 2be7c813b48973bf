import { formatRecords } from '../../canonical/format-record.js';
import { parseRecords } from '../../parse/parse-records.js';
import {
  type CliIo,
  describe,
  EXIT,
  nameOf,
  readWhole,
  unreadable,
  unwritable,
} from '../cli-io.js';
import type { Options } from '../read-args.js';

/** `format`: the canonical text; `--write` rewrites the files, `--check` fails if one differs. */
export async function format(options: Options, io: CliIo): Promise<number> {
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
    // A record that cannot be replayed to its end keeps its seat letters as written: say so.
    const canonical = formatRecords(parsed.records, {
      onWarning: (warning) => io.stderr(describe(file, warning)),
    });
    if (options.flags.has('check')) {
      if (canonical !== whole.text) {
        io.stderr(
          `${nameOf(file)}: not in canonical form (antarctica-notation format --write fixes it)\n`,
        );
        worst = Math.max(worst, EXIT.invalid);
      }
    } else if (options.flags.has('write')) {
      if (canonical !== whole.text) {
        try {
          io.writeFile(file, canonical);
        } catch (error) {
          worst = Math.max(worst, unwritable(io, file, error));
        }
      }
    } else io.stdout(canonical);
  }
  return worst;
}
