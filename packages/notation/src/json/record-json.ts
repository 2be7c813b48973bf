import { readCommentCommands } from '../syntax/comment-commands.js';
import { followsMove, MAX_VARIATION_DEPTH } from '../syntax/move-text-reader.js';
import type { NotationError } from '../syntax/notation-error.js';
import type {
  BodyItem,
  CommentCommand,
  GameRecord,
  HeaderItem,
  MoveItem,
  RecordComment,
} from '../syntax/record.js';
import { ANNOTATIONS } from '../syntax/vocabulary.js';
import { checkMoveLimits } from './check-move-limits.js';
import {
  CONTROL,
  CONTROL_OR_BREAK,
  CONTROL_OR_CLOSE,
  extraKeys,
  integer,
  isObject,
  join,
  list,
  type Problem,
  text,
} from './json-fields.js';
import { readMove } from './read-move-json.js';

/**
 * A record as plain JSON data without the text positions (what `antarctica-notation to-json`
 * prints): it validates against `schema/game-record.schema.json`. Variations keep their tree.
 */
export function recordToJson(record: GameRecord): GameRecord {
  return {
    header: record.header.map((item) =>
      item.kind === 'tag' ? { kind: 'tag', name: item.name, value: item.value } : commentJson(item),
    ),
    body: bodyJson(record.body),
  };
}

function commentJson(item: RecordComment): RecordComment {
  const comment: RecordComment = { kind: 'comment', style: item.style, text: item.text };
  if (item.commands !== undefined)
    comment.commands = item.commands.map((command) => ({
      name: command.name,
      value: command.value,
    }));
  return comment;
}

function bodyJson(body: readonly BodyItem[]): BodyItem[] {
  return body.map((item): BodyItem => {
    if (item.kind === 'comment') return commentJson(item);
    if (item.kind === 'variation') return { kind: 'variation', body: bodyJson(item.body) };
    if (item.kind === 'turn')
      return item.seat === undefined
        ? { kind: 'turn', visit: item.visit }
        : { kind: 'turn', visit: item.visit, seat: item.seat };
    return {
      kind: 'move',
      ...(item.seat === undefined ? {} : { seat: item.seat }),
      move: item.move,
      ...(item.annotation === undefined ? {} : { annotation: item.annotation }),
      ...(item.glyphs === undefined ? {} : { glyphs: item.glyphs.slice() }),
    };
  });
}

/**
 * Reads a record from JSON data (a parsed document, such as `JSON.parse` gives): checks every
 * field as the schema does, and that the record can be written as text (no `}` in a brace
 * comment, no line break in a line comment or a tag value, no control characters; a variation
 * after a move, not empty, nested at most 100 deep; a comment's `commands` those of its text;
 * every area, track, place, card and seat within the record's edition and players).
 * Never throws.
 */
export function recordFromJson(value: unknown): {
  /** The record, or `null` when there is any error. */
  record: GameRecord | null;
  /** Every problem found, each with the `path` of its field; empty for a valid record. */
  errors: NotationError[];
} {
  const problems: Problem[] = [];
  const record = readRecord(value, problems);
  if (problems.length === 0) checkMoveLimits(record, problems);
  const errors: NotationError[] = problems.map((problem) => ({
    code: 'bad-record-json',
    severity: 'error',
    message: `${problem.path === '' ? 'the record' : problem.path}: ${problem.message}`,
    expected: [],
    path: problem.path,
  }));
  return { record: errors.length === 0 ? record : null, errors };
}

function readRecord(value: unknown, problems: Problem[]): GameRecord {
  const record: GameRecord = { header: [], body: [] };
  if (!isObject(value)) {
    problems.push({ path: '', message: 'expected an object with "header" and "body"' });
    return record;
  }
  // `lines` (where a parsed record's lines start) is not part of the JSON form: it is left out.
  extraKeys(value, ['header', 'body', 'lines'], '', problems);
  const header = list(value.header, 'header', problems);
  header.forEach((item, index) => {
    const read = readHeaderItem(item, `header[${index}]`, problems);
    if (read !== null) record.header.push(read);
  });
  record.body = readBody(value.body, 'body', problems, 0);
  return record;
}

function readBody(value: unknown, path: string, problems: Problem[], depth: number): BodyItem[] {
  const body: BodyItem[] = [];
  list(value, path, problems).forEach((item, index) => {
    const itemPath = `${path}[${index}]`;
    const read = readBodyItem(item, itemPath, problems, depth);
    if (read === null) return;
    if (read.kind === 'variation' && !followsMove(body))
      problems.push({
        path: itemPath,
        message: 'a variation stands for a move: it comes after one',
      });
    body.push(read);
  });
  return body;
}

function readHeaderItem(value: unknown, path: string, problems: Problem[]): HeaderItem | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected a tag or a comment object' });
    return null;
  }
  if (value.kind === 'tag') {
    extraKeys(value, ['kind', 'name', 'value'], path, problems);
    const name = text(value.name, join(path, 'name'), problems, CONTROL);
    if (name !== null && !/^[A-Za-z][A-Za-z0-9_]*$/.test(name))
      problems.push({
        path: join(path, 'name'),
        message: 'a tag name is letters, digits and _, starting with a letter',
      });
    const tagValue = text(value.value, join(path, 'value'), problems, CONTROL_OR_BREAK);
    return name === null || tagValue === null ? null : { kind: 'tag', name, value: tagValue };
  }
  if (value.kind === 'comment') return readComment(value, path, problems);
  problems.push({ path: join(path, 'kind'), message: 'expected "tag" or "comment"' });
  return null;
}

function readComment(
  value: Record<string, unknown>,
  path: string,
  problems: Problem[],
): RecordComment | null {
  extraKeys(value, ['kind', 'style', 'text', 'commands'], path, problems);
  if (value.style !== 'brace' && value.style !== 'line') {
    problems.push({ path: join(path, 'style'), message: 'expected "brace" or "line"' });
    return null;
  }
  const body = text(
    value.text,
    join(path, 'text'),
    problems,
    value.style === 'brace' ? CONTROL_OR_CLOSE : CONTROL_OR_BREAK,
  );
  if (body === null) return null;
  // The commands are read from the text, as the parser reads them; given ones must agree.
  const commands = readCommentCommands(body);
  if (value.commands !== undefined && !sameCommands(value.commands, commands)) {
    problems.push({
      path: join(path, 'commands'),
      message: `expected the commands written in the text: ${JSON.stringify(commands ?? [])}`,
    });
    return null;
  }
  return commands === undefined
    ? { kind: 'comment', style: value.style, text: body }
    : { kind: 'comment', style: value.style, text: body, commands };
}

function sameCommands(given: unknown, read: readonly CommentCommand[] | undefined): boolean {
  if (!Array.isArray(given) || given.length !== (read?.length ?? 0)) return false;
  return given.every((command: unknown, index) => {
    const expected = read?.[index] as CommentCommand;
    return (
      isObject(command) &&
      Object.keys(command).length === 2 &&
      command.name === expected.name &&
      command.value === expected.value
    );
  });
}

function readBodyItem(
  value: unknown,
  path: string,
  problems: Problem[],
  depth: number,
): BodyItem | null {
  if (!isObject(value)) {
    problems.push({ path, message: 'expected a turn, move, comment or variation object' });
    return null;
  }
  if (value.kind === 'comment') return readComment(value, path, problems);
  if (value.kind === 'turn') {
    extraKeys(value, ['kind', 'visit', 'seat'], path, problems);
    const visit = integer(value.visit, join(path, 'visit'), problems, 0, 999_999);
    const seat =
      value.seat === undefined
        ? undefined
        : integer(value.seat, join(path, 'seat'), problems, 0, 3);
    if (visit === null || seat === null) return null;
    return seat === undefined ? { kind: 'turn', visit } : { kind: 'turn', visit, seat };
  }
  if (value.kind === 'move') return readMoveItem(value, path, problems);
  if (value.kind === 'variation') {
    extraKeys(value, ['kind', 'body'], path, problems);
    if (depth >= MAX_VARIATION_DEPTH) {
      problems.push({
        path,
        message: `variations nested deeper than ${MAX_VARIATION_DEPTH} levels`,
      });
      return null;
    }
    const body = readBody(value.body, join(path, 'body'), problems, depth + 1);
    if (body.length === 0 && Array.isArray(value.body)) {
      problems.push({ path: join(path, 'body'), message: 'a variation holds at least one item' });
      return null;
    }
    return { kind: 'variation', body };
  }
  problems.push({
    path: join(path, 'kind'),
    message: 'expected "turn", "move", "comment" or "variation"',
  });
  return null;
}

function readMoveItem(
  value: Record<string, unknown>,
  path: string,
  problems: Problem[],
): MoveItem | null {
  extraKeys(value, ['kind', 'seat', 'move', 'annotation', 'glyphs'], path, problems);
  const seat =
    value.seat === undefined ? undefined : integer(value.seat, join(path, 'seat'), problems, 0, 3);
  const move = readMove(value.move, join(path, 'move'), problems);
  let annotation: (typeof ANNOTATIONS)[number] | undefined;
  if (value.annotation !== undefined) {
    if (!(ANNOTATIONS as readonly unknown[]).includes(value.annotation))
      problems.push({
        path: join(path, 'annotation'),
        message: `expected one of ${ANNOTATIONS.join(' ')}`,
      });
    else annotation = value.annotation as (typeof ANNOTATIONS)[number];
  }
  let glyphs: number[] | undefined;
  if (value.glyphs !== undefined) {
    const before = problems.length;
    const items = list(value.glyphs, join(path, 'glyphs'), problems);
    if (items.length === 0 && problems.length === before)
      problems.push({ path: join(path, 'glyphs'), message: 'expected at least one glyph' });
    glyphs = items.map(
      (glyph, index) => integer(glyph, `${join(path, 'glyphs')}[${index}]`, problems, 1, 255) ?? 0,
    );
    if (problems.length !== before) return null;
  }
  if (seat === null || move === null) return null;
  if (move.type === 'drawDraftCards' && annotation !== undefined) {
    problems.push({ path: join(path, 'annotation'), message: 'a draw takes no annotation' });
    return null;
  }
  return {
    kind: 'move',
    ...(seat === undefined ? {} : { seat }),
    move,
    ...(annotation === undefined ? {} : { annotation }),
    ...(glyphs === undefined ? {} : { glyphs }),
  };
}
