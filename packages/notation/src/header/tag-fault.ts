import type { NotationError, NotationErrorCode } from '../syntax/notation-error.js';
import { positionOf, type RecordTag, type SourcePosition } from '../syntax/record.js';

/** Reports a problem with a tag; `undefined` for the header as a whole. */
export type Fail = (
  tag: RecordTag | undefined,
  code: NotationErrorCode,
  message: string,
  expected?: string[],
) => void;

/**
 * A {@link Fail} that adds to `errors`, each problem placed at its tag; a problem of the header
 * as a whole where `start` says the record starts (asked only then), or nowhere for a record
 * not read from text.
 */
export function tagFaults(errors: NotationError[], start: () => SourcePosition | undefined): Fail {
  return (tag, code, message, expected = []) => {
    errors.push({
      code,
      severity: 'error',
      message,
      expected,
      ...((tag === undefined ? start() : positionOf(tag)) ?? {}),
    });
  };
}
