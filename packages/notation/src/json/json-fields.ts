import { isRecord, isWholeNumber } from '@antarctica-game/foundation/shape-check';

/** Why a JSON document is not a record: where (a path such as `body[3].move.to`) and what. */
export type Problem = { path: string; message: string };

/** The most items one list of a record may hold. */
export const MAX_ITEMS = 1_000_000;

/** A list, or a problem (and an empty list) if the value is not one or is too long. */
export function list(value: unknown, path: string, problems: Problem[]): unknown[] {
  if (!Array.isArray(value)) {
    problems.push({ path, message: 'expected a list' });
    return [];
  }
  if (value.length > MAX_ITEMS) {
    problems.push({ path, message: `more than ${MAX_ITEMS} items` });
    return [];
  }
  return Array.from(value);
}

/** An object that is neither null nor a list (the foundation's shape predicate). */
export const isObject = isRecord;

export function extraKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
  problems: Problem[],
) {
  for (const key of Object.keys(value))
    if (!allowed.includes(key))
      problems.push({ path: join(path, key), message: 'is not a field of this element' });
}

export function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

export function text(
  value: unknown,
  path: string,
  problems: Problem[],
  forbid: Forbidden,
): string | null {
  if (typeof value !== 'string') {
    problems.push({ path, message: 'expected a string' });
    return null;
  }
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (!forbid(code)) continue;
    problems.push({
      path,
      message:
        code === 125
          ? 'holds "}", which a { comment cannot hold'
          : `holds the character U+${code.toString(16).toUpperCase().padStart(4, '0')}, which this element cannot hold`,
    });
    return null;
  }
  return value;
}

/** Characters a record cannot hold in an element: a predicate over UTF-16 code units. */
export type Forbidden = (code: number) => boolean;

const isControl = (code: number) =>
  (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
// Control characters other than tab; a line comment and a tag value also take no line break.
export const CONTROL: Forbidden = (code) => isControl(code) || code === 10 || code === 13;
export const CONTROL_OR_BREAK: Forbidden = (code) => isControl(code) || code === 10 || code === 13;
// A brace comment may span lines but cannot hold its closing brace.
export const CONTROL_OR_CLOSE: Forbidden = (code) => isControl(code) || code === 125;

export function integer(
  value: unknown,
  path: string,
  problems: Problem[],
  min: number,
  max: number,
): number | null {
  if (!isWholeNumber(value, min, max)) {
    problems.push({ path, message: `expected a whole number from ${min} to ${max}` });
    return null;
  }
  return value;
}
