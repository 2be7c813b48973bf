// Checking the shape of untrusted data: the composable checks, their predicates, and how a
// message names a value.
export { describeValue } from './shape/describe-value.js';
export {
  arrayOf,
  boolean,
  byKind,
  type Check,
  integer,
  isRecord,
  isSound,
  isWholeNumber,
  lazy,
  nullable,
  object,
  oneOf,
  recordOf,
  type ShapeIssue,
  string,
} from './shape/shape-check.js';
