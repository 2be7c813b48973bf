import { readHeader } from '../../header/read-header.js';
import type { GameRecord } from '../../syntax/record.js';
import { seatLetter } from '../../syntax/vocabulary.js';
import { type CliIo, describe, EXIT, eachRecord, safe, unreadable } from '../cli-io.js';
import type { Options } from '../read-args.js';

/** What `stats` counts over a collection. */
interface Stats {
  records: number;
  /** Records by number of players. */
  players: Record<string, number>;
  /** Wins by seat (a shared win counts for each winner), over the records with a [Result]. */
  winsBySeat: Record<string, number>;
  /** Results: finished with one winner, shared, not finished (`*`), not stated. */
  results: { single: number; shared: number; unfinished: number; unstated: number };
  /** For each tag asked for (`--tag`), the records by value; else the records carrying each tag. */
  tags: Record<string, Record<string, number>>;
}

/** `stats`: counts over the records of every file (streamed): players, results by seat, tags. */
export async function stats(options: Options, io: CliIo): Promise<number> {
  const asked = options.values.get('tag') ?? [];
  const totals: Stats = {
    records: 0,
    players: {},
    winsBySeat: {},
    results: { single: 0, shared: 0, unfinished: 0, unstated: 0 },
    tags: {},
  };
  for (const name of asked) totals.tags[name] = {};
  const carried: Record<string, number> = {};
  let worst: number = EXIT.ok;
  const add = (record: GameRecord) => {
    totals.records++;
    const { settings } = readHeader(record.header);
    const count = String(settings.players.length);
    totals.players[count] = (totals.players[count] ?? 0) + 1;
    if (settings.result === undefined) totals.results.unstated++;
    else if (settings.result === null) totals.results.unfinished++;
    else {
      if (settings.result.length > 1) totals.results.shared++;
      else totals.results.single++;
      for (const seat of settings.result) {
        const letter = seatLetter(seat);
        totals.winsBySeat[letter] = (totals.winsBySeat[letter] ?? 0) + 1;
      }
    }
    const names = new Set<string>();
    for (const item of record.header) {
      if (item.kind !== 'tag' || names.has(item.name)) continue;
      names.add(item.name);
      carried[item.name] = (carried[item.name] ?? 0) + 1;
      const counts = totals.tags[item.name];
      if (counts !== undefined && asked.includes(item.name))
        counts[item.value] = (counts[item.value] ?? 0) + 1;
    }
  };
  for (const file of options.files) {
    const read = await eachRecord(io, file, (streamed) => {
      for (const error of streamed.errors) io.stderr(describe(file, error));
      if (streamed.errors.length > 0 || streamed.record === null) worst = EXIT.invalid;
      else add(streamed.record);
    });
    if (read !== true) worst = Math.max(worst, unreadable(io, file, read.error));
  }
  if (asked.length === 0) totals.tags = { '(records carrying each tag)': carried };
  if (options.flags.has('json')) io.stdout(`${JSON.stringify(totals, null, 2)}\n`);
  else io.stdout(statsText(totals));
  return worst;
}

function statsText(totals: Stats): string {
  const share = (count: number, of: number) =>
    of === 0 ? '' : ` (${((100 * count) / of).toFixed(1)}%)`;
  const finished = totals.results.single + totals.results.shared;
  const lines = [
    `records: ${totals.records}`,
    `players: ${Object.entries(totals.players)
      .sort()
      .map(([count, records]) => `${count}: ${records}`)
      .join(', ')}`,
    `results: ${totals.results.single} won, ${totals.results.shared} shared, ${totals.results.unfinished} not finished, ${totals.results.unstated} not stated`,
    `wins by seat: ${Object.entries(totals.winsBySeat)
      .sort()
      .map(([seat, wins]) => `${seat} ${wins}${share(wins, finished)}`)
      .join(', ')}`,
  ];
  for (const [name, counts] of Object.entries(totals.tags)) {
    lines.push(`${safe(name)}:`);
    for (const [value, count] of Object.entries(counts).sort((a, b) => b[1] - a[1]))
      lines.push(`  ${count}\t${safe(value)}`);
  }
  return `${lines.join('\n')}\n`;
}
