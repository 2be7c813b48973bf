import type { SheetError } from './sheet-issue.js';
import { childPath } from './sheet-path.js';

/**
 * Reads untrusted JSON values field by field, recording a {@link SheetError} for each problem
 * instead of stopping at the first, so that a person sees everything wrong with a sheet at once.
 */
export class ShapeReader {
  readonly errors: SheetError[] = [];

  report(code: SheetError['code'], path: string, message: string): void {
    this.errors.push({ code, path, message });
  }

  /**
   * Reads an object with the given required and optional fields; reports missing and unknown
   * ones. Returns undefined if `value` is not an object.
   */
  object(
    value: unknown,
    path: string,
    required: readonly string[],
    optional: readonly string[] = [],
  ): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.report('wrong-type', path, `expected an object, found ${describe(value)}`);
      return undefined;
    }
    const record = value as Record<string, unknown>;
    for (const field of required) {
      if (!Object.hasOwn(record, field)) {
        this.report('missing-field', childPath(path, field), `the field "${field}" is required`);
      }
    }
    for (const field of Object.keys(record)) {
      if (!required.includes(field) && !optional.includes(field)) {
        const known = [...required, ...optional].map((name) => `"${name}"`).join(', ');
        this.report(
          'unknown-field',
          childPath(path, field),
          `"${field}" is not a field here; expected one of ${known}`,
        );
      }
    }
    return record;
  }

  /** Reads an array; returns undefined (after reporting) if `value` is not one. */
  array(value: unknown, path: string): unknown[] | undefined {
    if (Array.isArray(value)) return value;
    this.report('wrong-type', path, `expected an array, found ${describe(value)}`);
    return undefined;
  }

  /** Reads a whole number of at least 0; returns undefined (after reporting) otherwise. */
  count(value: unknown, path: string): number | undefined {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.report('wrong-type', path, `expected a whole number, found ${describe(value)}`);
      return undefined;
    }
    if (!Number.isInteger(value)) {
      this.report('not-integer', path, `expected a whole number, found ${value}`);
      return undefined;
    }
    if (value < 0) {
      this.report('negative', path, `expected 0 or more, found ${value}`);
      return undefined;
    }
    return value;
  }

  /** Reads a boolean; returns undefined (after reporting) otherwise. */
  boolean(value: unknown, path: string): boolean | undefined {
    if (typeof value === 'boolean') return value;
    this.report('wrong-type', path, `expected true or false, found ${describe(value)}`);
    return undefined;
  }

  /** Reads a string; returns undefined (after reporting) otherwise. */
  string(value: unknown, path: string): string | undefined {
    if (typeof value === 'string') return value;
    this.report('wrong-type', path, `expected a string, found ${describe(value)}`);
    return undefined;
  }
}

/** Names a JSON value's type and, for short scalars, the value itself. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}
