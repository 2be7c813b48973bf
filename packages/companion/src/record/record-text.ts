import { type GameState, newGame, type TableSetup } from '@antarctica-game/engine';
import { formatRecord, type GameRecord, recordGame } from '@antarctica-game/notation';
import type { RecordEntry } from './apply-entry.js';
import { dayOf, type TableStart, type UnseenStart } from './table-start.js';

/** A recording as its record needs it (`TableRecording` is one). */
export interface RecordSource {
  /** The set-up as the recorder saw it. */
  readonly start: TableStart;
  /** Which set-up entries were not seen. */
  readonly unseenStart: UnseenStart;
  /** The engine's set-up, every `?` filled. */
  readonly setup: TableSetup;
  /** The game now. */
  readonly state: GameState;
  /** One entry per move. */
  readonly entries: readonly RecordEntry[];
}

/**
 * The record of a table game so far, in the notation: the engine's record of the moves, with
 * `?` written wherever the recorder did not see (set-up entries, cards that turned up, draws and
 * picks), so that the record claims nothing the table did not show.
 */
export function recordOf(
  recording: RecordSource,
  tags: Readonly<Record<string, string>> = {},
): GameRecord {
  const initial = newGame({
    players: recording.start.players,
    setup: recording.setup,
    shipPlacement: recording.start.shipPlacement ?? 'firstGame',
    ...(recording.start.rules === undefined ? {} : { rules: recording.start.rules }),
    edition: recording.state.edition,
  });
  const date = dayOf(recording.start);
  const dated = date === undefined ? {} : { Date: date };
  const record = recordGame(
    { initial, moves: recording.entries.map((entry) => entry.move) },
    { tags: { ...dated, ...tags } },
  );
  maskStart(record, recording.unseenStart);
  let index = 0;
  for (const item of record.body) {
    if (item.kind !== 'move') continue;
    const entry = recording.entries[index++];
    if (entry === undefined) break;
    const move = item.move;
    if (move.type === 'build' && entry.reveal === '?') move.reveal = null;
    if (entry.unseen === true) {
      if (move.type === 'drawDraftCards') move.cards = null;
      else if (move.type === 'draftPick' || move.type === 'takeShipyardCard') move.card = null;
    }
  }
  return record;
}

/** The record's text, as {@link recordOf} makes it (written as it stands: no replay). */
export function recordText(
  recording: RecordSource,
  tags: Readonly<Record<string, string>> = {},
): string {
  return formatRecord(recordOf(recording, tags), { seats: 'as-written' });
}

/** Writes `?` in the set-up tags for the entries that were not seen. */
function maskStart(record: GameRecord, unseen: UnseenStart): void {
  const masks: Record<string, boolean[]> = {
    Start: unseen.startingBuildings,
    Piles: [unseen.pileTops.basic, unseen.pileTops.double, unseen.pileTops.advanced],
    Resources: unseen.startingResourceCards,
    ResourcePile: unseen.resourcePile,
  };
  for (const item of record.header) {
    if (item.kind !== 'tag') continue;
    const mask = masks[item.name];
    if (mask === undefined || !mask.includes(true)) continue;
    item.value = item.value
      .split(' ')
      .map((entry, at) => (mask[at] === true ? '?' : entry))
      .join(' ');
  }
}
