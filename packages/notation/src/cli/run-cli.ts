import { type CliIo, EXIT, safe } from './cli-io.js';
import { check } from './commands/check.js';
import { dedupe, filter, merge, split } from './commands/collection.js';
import { format } from './commands/format.js';
import { fromJson, toJson } from './commands/json.js';
import { position, score, show } from './commands/replayed.js';
import { stats } from './commands/stats.js';
import { type Options, readArgs } from './read-args.js';

export { type CliIo, EXIT, safe } from './cli-io.js';

/** The help, in the layout the project's three command lines share. */
export const USAGE = `Usage: antarctica-notation <command> [options] <file | ->
       antarctica-notation --help

Reads game records of Antarctica (.agn; "-" reads standard input), one or a collection.

Commands:
  check [--json] <file...>             parse and replay every record; list every error
  format [--write | --check] <file...> print the canonical text (--write: rewrite the files,
                                       --check: fail if a file is not canonical)
  score [--json] [--record N] <file>   the final score table of each record (or of record N)
  show <move> [--record N] <file>      the board after move <move> (0: the start) of record N
  position <move> [--record N] [--seen-by S] <file>
                                       the position text after move <move> of record N
                                       (--seen-by B: what player B sees, the rest ?)
  to-json <file>                       the records as JSON (schema: game-record.schema.json)
  from-json <file>                     JSON records (as to-json prints) back to text
  filter [criteria] <file...>          the records that meet every criterion:
    --tag <Name=value>                   a tag with that value (--tag Name: the tag is there)
    --player <name>                      a player whose name (or colour) contains it
    --result <seats>                     B: B among the winners; A,C: exactly; *: not finished
    --score <low..high>                  some player's [Scores] in the range (80..120, 100..)
    --players <2 | 3 | 4>                that many players
    --move <pattern>                     a move like it, * for any characters (ba*: any build
                                         from the Advanced pile; Bti: B takes an Icebreaker)
    --invert                             the records that do not meet them
  dedupe <file...>                     each game once: the first record of the same start
                                       and the same moves
  merge <file...>                      the records of every file as one collection
  split [--size N] [--out PREFIX] <file>
                                       files of N records (default 1): PREFIX-0001.agn, ...
                                       (PREFIX: the file's name without .agn)
  stats [--json] [--tag <Name>] <file...>
                                       records by player count, results and wins by seat,
                                       records by value of each tag named (or by tag)
  --help                               print this help

Options take their value as --name value or --name=value; --tag, --player and --move may be
given more than once. Records are streamed: a collection of any size reads in flat memory.

Exit codes: 0 done, 1 a file could not be read or written, 2 invalid records (reported and
left out), a file not in canonical form (format --check), or a wrong command line.
`;

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

const RUN: Readonly<Record<string, (options: Options, io: CliIo) => Promise<number>>> = {
  check,
  format,
  score,
  show,
  position,
  'to-json': toJson,
  'from-json': fromJson,
  filter,
  dedupe,
  merge,
  split,
  stats,
};

async function run(args: readonly string[], io: CliIo): Promise<number> {
  const end = args.indexOf('--');
  const before = end < 0 ? args : args.slice(0, end);
  if (args[0] === 'help' || before.includes('--help')) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  const options = readArgs(args);
  if (typeof options === 'string') {
    io.stderr(`antarctica-notation: ${safe(options)} (see antarctica-notation --help)\n`);
    return EXIT.invalid;
  }
  return (RUN[options.command] as (options: Options, io: CliIo) => Promise<number>)(options, io);
}
