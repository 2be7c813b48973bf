// The shape checker of untrusted data (a saved game, an edition file): small checks that compose,
// each with a quick pass that only answers sound or not and a second that says where and what.
// The predicates below them serve the packages that word their own messages.
import { describeValue } from './describe-value.js';

/** A problem found while checking untrusted data: where, and what. */
export interface ShapeIssue {
  path: string;
  message: string;
}

/**
 * Checks a value at a path, adding issues; returns whether it was sound. With `issues` null it
 * only answers whether the value is sound: it builds no paths and stops at the first problem
 * (see {@link isSound}), which is most of the cost of checking a sound value.
 */
export type Check = (value: unknown, path: string, issues: ShapeIssue[] | null) => boolean;

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

const fail = (issues: ShapeIssue[] | null, path: string, message: string) => {
  issues?.push({ path, message });
  return false;
};

/**
 * Checks a value: a quick pass first, and only for an unsound value a second pass that collects
 * every issue with its path.
 */
export function isSound(check: Check, value: unknown, issues: ShapeIssue[]): boolean {
  return check(value, '', null) || check(value, '', issues);
}

/** Whether a value is an object that is neither null nor an array (a JSON object, say). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is a whole number in [min, max] (any whole number by default). */
export const isWholeNumber = (
  value: unknown,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A whole number in [min, max]. */
export const integer =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check =>
  (value, path, issues) =>
    isWholeNumber(value, min, max) ||
    fail(
      issues,
      path,
      `expected a whole number from ${min} to ${max}, found ${describeValue(value, 60)}`,
    );

/** true or false. */
export const boolean: Check = (value, path, issues) =>
  typeof value === 'boolean' ||
  fail(issues, path, `expected true or false, found ${describeValue(value, 60)}`);

/** A string. */
export const string: Check = (value, path, issues) =>
  typeof value === 'string' ||
  fail(issues, path, `expected a string, found ${describeValue(value, 60)}`);

/** One of the given values. */
export const oneOf =
  (values: readonly unknown[]): Check =>
  (value, path, issues) =>
    values.includes(value) ||
    fail(
      issues,
      path,
      `expected one of ${values.map((entry) => JSON.stringify(entry)).join(', ')}, found ${describeValue(value, 60)}`,
    );

/** null, or a value passing `check`. */
export const nullable =
  (check: Check): Check =>
  (value, path, issues) =>
    value === null || check(value, path, issues);

/** An array of items passing `item`, optionally of a given length. */
export const arrayOf =
  (item: Check, length?: number): Check =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path, 'expected an array');
    if (length !== undefined && value.length !== length)
      return fail(issues, path, `expected ${length} entries, found ${value.length}`);
    // Index loops, not forEach: a hole in the array (`new Array(8)`) is an entry too.
    if (issues === null) {
      for (let index = 0; index < value.length; index++)
        if (!item(value[index], '', null)) return false;
      return true;
    }
    let sound = true;
    for (let index = 0; index < value.length; index++)
      sound = item(value[index], at(path, index), issues) && sound;
    return sound;
  };

/** An object with exactly these fields (those in `optional` may be absent). */
export const object = (
  fields: Record<string, Check>,
  optional: Record<string, Check> = {},
): Check => {
  const keys = Object.keys(fields);
  const checks = Object.values(fields);
  const optionalKeys = Object.keys(optional);
  const optionalChecks = Object.values(optional);
  const known = (key: string) => Object.hasOwn(fields, key) || Object.hasOwn(optional, key);
  return (value, path, issues) => {
    if (!isRecord(value)) return fail(issues, path, 'expected an object');
    const record = value as Record<string, unknown>;
    if (issues === null) {
      for (let index = 0; index < keys.length; index++) {
        const key = keys[index] as string;
        if (!Object.hasOwn(record, key) || !(checks[index] as Check)(record[key], '', null))
          return false;
      }
      let present = keys.length;
      for (let index = 0; index < optionalKeys.length; index++) {
        const key = optionalKeys[index] as string;
        if (!Object.hasOwn(record, key)) continue;
        present++;
        if (record[key] !== undefined && !(optionalChecks[index] as Check)(record[key], '', null))
          return false;
      }
      // Any other key is an unknown field.
      return Object.keys(record).length === present;
    }
    let sound = true;
    keys.forEach((key, index) => {
      if (!Object.hasOwn(record, key)) sound = fail(issues, at(path, key), 'missing') && sound;
      else sound = (checks[index] as Check)(record[key], at(path, key), issues) && sound;
    });
    optionalKeys.forEach((key, index) => {
      if (Object.hasOwn(record, key) && record[key] !== undefined)
        sound = (optionalChecks[index] as Check)(record[key], at(path, key), issues) && sound;
    });
    for (const key of Object.keys(record)) {
      if (!known(key))
        sound =
          fail(issues, at(path, key.length > 40 ? `${key.slice(0, 40)}…` : key), 'unknown field') &&
          sound;
    }
    return sound;
  };
};

/** An object whose keys are exactly `keys`, each value passing `check`. */
export const recordOf = (keys: readonly string[], check: Check): Check =>
  object(Object.fromEntries(keys.map((key) => [key, check])));

/** The first check that matches the value's `kind` field. */
export const byKind =
  (variants: Record<string, Check>): Check =>
  (value, path, issues) => {
    const kind = (value as { kind?: unknown } | null)?.kind;
    const check =
      typeof kind === 'string' && Object.hasOwn(variants, kind) ? variants[kind] : undefined;
    return check === undefined
      ? fail(issues, at(path, 'kind'), `expected one of ${Object.keys(variants).join(', ')}`)
      : check(value, path, issues);
  };

/** A check defined later (for recursive shapes). */
export const lazy =
  (get: () => Check): Check =>
  (value, path, issues) =>
    get()(value, path, issues);
