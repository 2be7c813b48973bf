import { DEFAULT_RULES, type Edition } from '@antarctica-game/engine';
import { readPosition } from '../position/read-position.js';
import type { RecordTag } from '../syntax/record.js';
import type { RecordSettings } from './record-settings.js';
import type { Fail } from './tag-fault.js';

/** The state of a `[Position]` tag into the settings, or its problems as `bad-tag-value`. */
export function readPositionTag(
  tag: RecordTag,
  settings: RecordSettings,
  edition: Edition,
  fail: Fail,
) {
  const rules = { ...DEFAULT_RULES, ...settings.rules };
  const read = readPosition(tag.value, { edition, rules, players: settings.players });
  if (read.ok) settings.position = read.state;
  else
    for (const problem of read.problems)
      fail(tag, 'bad-tag-value', `[Position]: the ${problem.field} ${problem.message}`);
}
