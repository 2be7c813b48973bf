import { tagRank } from '../header/tags.js';
import type { ReplayOptions } from '../replay/replay-record.js';
import { writeMoveToken } from '../syntax/move-token.js';
import type { NotationError } from '../syntax/notation-error.js';
import type { BodyItem, GameRecord, HeaderItem, MoveItem } from '../syntax/record.js';
import { seatLetter } from '../syntax/vocabulary.js';
import { canonicalSeats } from './canonical-seats.js';

/** Options of {@link formatRecord}. */
export interface FormatOptions extends ReplayOptions {
  /**
   * `canonical` (the default): replay the record to write each seat letter exactly where a move
   * is not the turn player's own (see {@link canonicalSeats}). `as-written`: keep the letters as
   * they stand, without replaying (faster, but two texts of one game may then differ).
   */
  seats?: 'canonical' | 'as-written';
  /** Called with each warning: a record that cannot be replayed to its end (`seats-as-written`). */
  onWarning?: (warning: NotationError) => void;
}

/**
 * The canonical text of a record: the known tags in their standard order (others after them, in
 * their order), one per line; a blank line; then the move text with each turn on its own line,
 * single spaces between tokens, and a seat letter exactly on the moves that are not the turn
 * player's own. Comments stay where they were (a comment between tags moves with the tag before
 * it). Formatting the parse of this text gives the same text again.
 */
export function formatRecord(given: GameRecord, options: FormatOptions = {}): string {
  let record = given;
  if (options.seats !== 'as-written') {
    const canonical = canonicalSeats(given, options);
    record = canonical.record;
    if (options.onWarning !== undefined)
      for (const warning of canonical.warnings) options.onWarning(warning);
  }
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

/**
 * The canonical text of a collection: each record as {@link formatRecord} writes it, a blank line
 * between. Warnings carry the index of their record.
 */
export function formatRecords(records: readonly GameRecord[], options: FormatOptions = {}): string {
  const onWarning = options.onWarning;
  return records
    .map((record, index) =>
      formatRecord(
        record,
        onWarning === undefined
          ? options
          : { ...options, onWarning: (warning) => onWarning({ ...warning, record: index }) },
      ),
    )
    .join('\n');
}

/**
 * The token of one move as written in a record: seat letter if given, move, annotation, then its
 * glyphs (`$1`), each after a space.
 */
export function formatMoveItem(item: MoveItem): string {
  let token = `${item.seat === undefined ? '' : seatLetter(item.seat)}${writeMoveToken(item.move)}${item.annotation ?? ''}`;
  if (item.glyphs !== undefined) for (const glyph of item.glyphs) token += ` $${glyph}`;
  return token;
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

/**
 * The move text: each turn of the main line on its own line; a variation on the line of the move
 * it stands for, `(` and `)` around its items, its turn markers inline; a `;` comment ends its line.
 */
function formatBody(body: readonly BodyItem[]): string {
  const writer: BodyWriter = { text: '', lineOpen: false, mustBreak: false, afterOpen: false };
  writeItems(writer, body, 0);
  return writer.text;
}

/** The move text written so far, whether its line has something on it, and whether it must end. */
interface BodyWriter {
  text: string;
  lineOpen: boolean;
  mustBreak: boolean;
  /** Just after a `(`: the next token takes no space. */
  afterOpen: boolean;
}

function writeItems(writer: BodyWriter, items: readonly BodyItem[], depth: number): void {
  for (const item of items) {
    if (item.kind === 'variation') {
      writeToken(writer, '(');
      writer.afterOpen = true;
      writeItems(writer, item.body, depth + 1);
      // A `;` comment ends its line: the `)` goes on the next one.
      if (writer.mustBreak) breakLine(writer);
      writer.text += ')';
      writer.afterOpen = false;
      continue;
    }
    if (item.kind === 'turn') {
      // Turns of the main line start their own line; inside a variation they stay inline.
      if (depth === 0) {
        if (writer.lineOpen) breakLine(writer);
        writer.mustBreak = false;
      }
      writeToken(writer, `${item.visit}.${item.seat === undefined ? '' : seatLetter(item.seat)}`);
    } else if (item.kind === 'comment') {
      writeToken(writer, commentText(item));
      if (item.style === 'line') writer.mustBreak = true;
    } else {
      writeToken(writer, formatMoveItem(item));
    }
  }
}

function writeToken(writer: BodyWriter, token: string): void {
  if (writer.mustBreak) breakLine(writer);
  writer.text += writer.lineOpen && !writer.afterOpen ? ` ${token}` : token;
  writer.lineOpen = true;
  writer.afterOpen = false;
}

function breakLine(writer: BodyWriter): void {
  writer.text += '\n';
  writer.lineOpen = false;
  writer.mustBreak = false;
}
