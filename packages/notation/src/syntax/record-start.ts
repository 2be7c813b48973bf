import {
  type BodyItem,
  type GameRecord,
  type HeaderItem,
  positionOf,
  type SourcePosition,
} from './record.js';

/**
 * Where a record starts in its text: its first tag or comment, or, in a record that starts with
 * move text (no header), its first item there; in a record whose text held nothing that could be
 * read (only errors), the start of its first line. Problems of the record as a whole (a header
 * that does not say who plays) are placed here. Undefined for a record not read from text.
 */
export function recordStart(
  record: Pick<GameRecord, 'header' | 'body' | 'lines'>,
): SourcePosition | undefined {
  const first: HeaderItem | BodyItem | undefined = record.header[0] ?? record.body[0];
  const at = positionOf(first, record);
  const lines = record.lines;
  if (at !== undefined || lines === undefined || lines.starts.length === 0) return at;
  return { offset: lines.starts[0] as number, line: lines.first, column: 1 };
}
