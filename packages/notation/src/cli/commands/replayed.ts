import { formatScoreTable, type ScoreResult } from '@antarctica-game/scoring';
import { boardText } from '../../board/board-text.js';
import { writePosition } from '../../position/write-position.js';
import { replayRecord } from '../../replay/replay-record.js';
import type { ReplayResult } from '../../replay/replay-result.js';
import { type CliIo, describe, EXIT, eachRecord, nameOf, safe, unreadable } from '../cli-io.js';
import type { Options } from '../read-args.js';

/** Streams a file's records, replays those asked for; reports every problem. */
async function replayed(
  options: Options,
  io: CliIo,
  use: (replay: ReplayResult, index: number) => boolean,
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
    if (!use(replay, streamed.index)) worst = EXIT.invalid;
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

/** `score`: the final score table of each record (or of record N). */
export async function score(options: Options, io: CliIo): Promise<number> {
  const results: Array<{ record: number; scores: ScoreResult }> = [];
  const json = options.flags.has('json');
  const code = await replayed(options, io, (replay, index) => {
    if (replay.scores === null) {
      io.stderr(
        `${nameOf(options.files[0] as string)}: record ${index + 1} stops before the end of the game (after move ${replay.moves.length}): no final scores\n`,
      );
      return false;
    }
    if (json) results.push({ record: index + 1, scores: replay.scores });
    else {
      const title = replay.settings.players.map((player) => player.name ?? player.color).join(', ');
      io.stdout(
        `Record ${index + 1}: ${safe(title)}\n\n${safe(formatScoreTable(replay.scores), true)}\n`,
      );
    }
    return true;
  });
  if (json) io.stdout(`${JSON.stringify(results, null, 2)}\n`);
  return code;
}

/** The state after move N of record K (default 1), given to `print`. */
function afterMove(
  options: Options,
  io: CliIo,
  print: (
    state: NonNullable<ReplayResult['states'][number]>,
    replay: ReplayResult,
  ) => string | null,
): Promise<number> {
  const move = Number(options.rest[0]);
  const only = { ...options, record: options.record ?? 1 };
  return replayed(only, io, (replay) => {
    const state = replay.states[move];
    if (state === undefined) {
      io.stderr(
        `antarctica-notation: record ${only.record} has ${replay.moves.length} moves${replay.ok ? '' : ' that replay'}: no move ${move}\n`,
      );
      return false;
    }
    const text = print(state, replay);
    if (text === null) return false;
    io.stdout(text);
    return replay.ok;
  });
}

/** `show`: the board after a move, with who decides next and the legal moves. */
export function show(options: Options, io: CliIo): Promise<number> {
  const move = Number(options.rest[0]);
  return afterMove(
    options,
    io,
    (state, replay) =>
      `After move ${move} of ${replay.moves.length}\n\n${safe(boardText(state), true)}`,
  );
}

/** `position`: the position text after a move (`--seen-by B`: as that player sees it). */
export async function position(options: Options, io: CliIo): Promise<number> {
  const seenBy = options.values.get('seen-by')?.[0];
  const seat = seenBy === undefined ? undefined : 'ABCD'.indexOf(seenBy);
  if (seat !== undefined && (seat < 0 || seenBy?.length !== 1)) {
    io.stderr(
      'antarctica-notation: --seen-by takes a seat letter, A to D (see antarctica-notation --help)\n',
    );
    return EXIT.invalid;
  }
  return afterMove(options, io, (state) => {
    if (seat !== undefined && seat >= state.players.length) {
      io.stderr(`antarctica-notation: --seen-by ${seenBy}: no such player in this record\n`);
      return null;
    }
    return `${writePosition(state, seat === undefined ? {} : { seenBy: seat })}\n`;
  });
}
