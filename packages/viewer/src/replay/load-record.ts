// From what a page gives the viewer (text or a parsed record) to a record ready to replay: a text
// with syntax errors is cut before its first error, so replay shows the game up to there and
// never plays moves read past a token it could not make sense of. And the fetch of a record's URL.
import {
  type BodyItem,
  type GameRecord,
  type NotationError,
  parseRecord,
} from '@antarctica-game/notation';

/** A record to replay, and the problems found reading it. */
export interface LoadedRecord {
  record: GameRecord | null;
  errors: NotationError[];
}

/** Parses a text holding one record, cut before its first error (see above). */
export function loadRecord(source: string | GameRecord): LoadedRecord {
  if (typeof source !== 'string') return { record: source, errors: [] };
  const { record, errors } = parseRecord(source);
  const first = errors.find((error) => error.severity === 'error');
  if (record === null || first === undefined) return { record, errors };
  return { record: { ...record, body: cutBefore(record.body, first.offset) }, errors };
}

/** The items written before an offset of the text; a variation holding it keeps its start. */
function cutBefore(body: readonly BodyItem[], offset: number): BodyItem[] {
  const kept: BodyItem[] = [];
  for (const item of body) {
    if (item.offset !== undefined && item.offset >= offset) break;
    if (item.kind !== 'variation') {
      kept.push(item);
      continue;
    }
    const inner = cutBefore(item.body, offset);
    if (inner.length > 0) kept.push({ ...item, body: inner });
    if (inner.length < item.body.length) break;
  }
  return kept;
}

/** The text at a URL; rejects with `HTTP <status> <text>` when the server refuses it. */
export async function fetchRecord(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  return response.text();
}
