// JSON read with the place of everything in it: the positioned parser and its paths.
export { childPath, splitPath } from './json/json-path.js';
export {
  type JsonSyntaxError,
  type PositionedJson,
  type PositionedJsonOptions,
  parsePositionedJson,
  type TextPosition,
} from './json/positioned-json.js';
