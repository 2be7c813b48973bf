import { DEFAULT_EDITION, type Edition } from '@antarctica-game/engine';
import type { NotationError } from '../syntax/notation-error.js';
import { printable } from '../syntax/printable.js';
import { type GameRecord, type HeaderItem, positionOf } from '../syntax/record.js';
import { recordStart } from '../syntax/record-start.js';
import { readOutcome } from './outcome-tags.js';
import { readPlayers } from './player-tags.js';
import { readPositionTag } from './position-tag.js';
import type { ReadOptions, RecordSettings } from './record-settings.js';
import { readRules } from './rule-readings.js';
import { readTable } from './table-tags.js';
import { tagFaults } from './tag-fault.js';
import { headerTags } from './tags.js';

export type { ReadOptions, RecordSettings, TableFacts } from './record-settings.js';

/**
 * Reads the known tags of a header; unknown tags are left alone. Never throws. Give the record
 * (rather than its header) to have a problem of the header as a whole placed even when the
 * record has no tag: at its first tag, else where the record starts (its first comment or move).
 */
export function readHeader(
  source: readonly HeaderItem[] | Pick<GameRecord, 'header' | 'body' | 'lines'>,
  options: ReadOptions = {},
): {
  /** What the tags say, with defaults for what they leave out. */
  settings: RecordSettings;
  /** Every problem with a known tag, in header order; empty when the header is sound. */
  errors: NotationError[];
} {
  const header = isHeader(source) ? source : source.header;
  const errors: NotationError[] = [];
  const tags = headerTags(header);
  // A fault of the header as a whole (no tag of its own) is placed at its first tag: where the
  // record starts, or, without tags, at the record's first item.
  const fail = tagFaults(
    errors,
    () =>
      positionOf(tags.values().next().value) ??
      (isHeader(source) ? undefined : recordStart(source)),
  );

  const editionTag = tags.get('Edition');
  let edition: Edition | null = DEFAULT_EDITION;
  if (editionTag !== undefined) {
    const known = [DEFAULT_EDITION, ...(options.editions ?? [])];
    edition = known.find((candidate) => candidate.id === editionTag.value) ?? null;
    if (edition === null)
      fail(
        editionTag,
        'unknown-edition',
        `unknown edition "${printable(editionTag.value)}"; known: ${known.map((entry) => entry.id).join(', ')}`,
        known.map((entry) => entry.id),
      );
  }

  const players = readPlayers(tags, fail);
  const settings: RecordSettings = {
    players,
    edition,
    shipPlacement: 'firstGame',
    rules: {},
  };

  const placement = tags.get('ShipPlacement');
  if (placement !== undefined) {
    if (placement.value === 'firstGame' || placement.value === 'free')
      settings.shipPlacement = placement.value;
    else
      fail(placement, 'bad-tag-value', `[ShipPlacement] is "firstGame" or "free"`, [
        'firstGame',
        'free',
      ]);
  }

  const rules = tags.get('Rules');
  if (rules !== undefined) settings.rules = readRules(rules, fail);

  const seed = tags.get('Seed');
  if (seed !== undefined) {
    if (seed.value.length === 0) fail(seed, 'bad-tag-value', '[Seed] is empty');
    else settings.seed = seed.value;
  }

  const position = tags.get('Position');
  if (position !== undefined) {
    if (seed !== undefined || tags.has('Start'))
      fail(
        position,
        'header-contradiction',
        'a record starts from [Position], or from [Seed], or from the table setup ([Start]): not from two of them',
      );
    else if (edition !== null && errors.length === 0)
      readPositionTag(position, settings, edition, fail);
  }

  const table = readTable(tags, players.length, edition, fail);
  if (table !== undefined) settings.table = table;

  const date = tags.get('Date');
  if (date !== undefined && !/^(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)$/.test(date.value))
    fail(date, 'bad-tag-value', '[Date] is written YYYY.MM.DD, with ?? for what is not known', [
      'YYYY.MM.DD',
    ]);

  readOutcome(tags, settings, fail);
  return { settings, errors };
}

function isHeader(
  source: readonly HeaderItem[] | Pick<GameRecord, 'header'>,
): source is readonly HeaderItem[] {
  return Array.isArray(source);
}
