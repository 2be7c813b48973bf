import { tagRank } from '../header/tags.js';
import { writeMoveToken } from './move-token.js';
import type { BodyItem, GameRecord, HeaderItem, MoveItem } from './record.js';
import { seatLetter } from './vocabulary.js';

/**
 * The canonical text of a record: the known tags in their standard order (others after them, in
 * their order), one per line; a blank line; then the move text with each turn on its own line
 * and single spaces between tokens. Comments stay where they were (a comment between tags moves
 * with the tag before it). Formatting the parse of this text gives the same text again.
 */
export function formatRecord(record: GameRecord): string {
  const lines: string[] = [];
  const header = canonicalHeader(record.header);
  // Comments after the last tag would be read back as the start of the move text: put them there.
  const trailing: BodyItem[] = [];
  while (header.length > 0 && header[header.length - 1]?.kind === 'comment')
    trailing.unshift(header.pop() as BodyItem);
  if (!header.some((item) => item.kind === 'tag'))
    header.push(...(trailing.splice(0) as HeaderItem[]));
  for (const item of header) lines.push(headerLine(item));
  let text = lines.join('\n');
  const body = formatBody(trailing.length === 0 ? record.body : [...trailing, ...record.body]);
  if (body !== '') text += `${text === '' ? '' : '\n\n'}${body}`;
  return `${text}\n`;
}

/** The canonical text of a collection: each record as {@link formatRecord} writes it, a blank line between. */
export function formatRecords(records: readonly GameRecord[]): string {
  return records.map(formatRecord).join('\n');
}

/** The token of one move as written in a record: seat letter if given, move, annotation. */
export function formatMoveItem(item: MoveItem): string {
  return `${item.seat === undefined ? '' : seatLetter(item.seat)}${writeMoveToken(item.move)}${item.annotation ?? ''}`;
}

function canonicalHeader(header: readonly HeaderItem[]): HeaderItem[] {
  // Comments travel with the tag before them; comments before every tag stay first.
  const leading: HeaderItem[] = [];
  const groups: Array<{ rank: number; index: number; items: HeaderItem[] }> = [];
  for (const item of header) {
    if (item.kind === 'tag')
      groups.push({ rank: tagRank(item.name), index: groups.length, items: [item] });
    else (groups[groups.length - 1]?.items ?? leading).push(item);
  }
  groups.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return [...leading, ...groups.flatMap((group) => group.items)];
}

function headerLine(item: HeaderItem): string {
  if (item.kind === 'comment') return commentText(item);
  return `[${item.name} "${escapeValue(item.value)}"]`;
}

/** A tag value with `\` and `"` escaped, as it stands between the quotes. */
export function escapeValue(value: string): string {
  return value.replace(/[\\"]/g, (char) => `\\${char}`);
}

function commentText(item: Extract<BodyItem, { kind: 'comment' }>): string {
  return item.style === 'brace' ? `{${item.text}}` : `;${item.text}`;
}

function formatBody(body: readonly BodyItem[]): string {
  let text = '';
  // Whether the current line has something on it, and whether it must end (after a ; comment).
  let lineOpen = false;
  let mustBreak = false;
  for (const item of body) {
    let token: string;
    if (item.kind === 'turn') {
      token = `${item.visit}.${item.seat === undefined ? '' : seatLetter(item.seat)}`;
      if (lineOpen) text += '\n';
      lineOpen = false;
      mustBreak = false;
    } else if (item.kind === 'comment') {
      token = commentText(item);
    } else if (item.kind === 'variation') {
      continue; // Written from the next commit on.
    } else {
      token = formatMoveItem(item);
    }
    if (mustBreak) {
      text += '\n';
      lineOpen = false;
      mustBreak = false;
    }
    text += lineOpen ? ` ${token}` : token;
    lineOpen = true;
    if (item.kind === 'comment' && item.style === 'line') mustBreak = true;
  }
  return text;
}
