/**
 * The game record notation of the board game Antarctica: a compact text to write games down
 * (at a real table or from the engine), read back with every error at once, format canonically,
 * replay through `@antarctica-game/engine`, and score.
 *
 * @packageDocumentation
 */
export { boardText } from './board/board-text.js';
export { type CanonicalSeats, canonicalSeats } from './canonical/canonical-seats.js';
export {
  type FormatOptions,
  formatMoveItem,
  formatRecord,
  formatRecords,
} from './canonical/format-record.js';
// The command line's diagnostic line (`file:line:column: error code: message (expected: …)`) and
// its escaping of text for a terminal, for other tools that report records as `check` does.
export { describe as describeError, safe as safeText } from './cli/cli-io.js';
export { readHeader } from './header/read-header.js';
export type { ReadOptions, RecordSettings, TableFacts } from './header/record-settings.js';
export { KNOWN_TAGS, type KnownTag } from './header/tags.js';
export { recordsFromJsonText } from './json/json-text.js';
export { recordFromJson, recordToJson } from './json/record-json.js';
export {
  type ParseOptions,
  type ParseResult,
  parseRecord,
  parseRecords,
} from './parse/parse-records.js';
export {
  type PositionProblem,
  type ReadPosition,
  type ReadPositionOptions,
  readPosition,
} from './position/read-position.js';
export { type WritePositionOptions, writePosition } from './position/write-position.js';
export { type PlayedGame, type RecordGameOptions, recordGame } from './record/record-game.js';
export { type Converted, toEngineMove, toNotationMove } from './replay/line/convert-move.js';
export { replayRecord } from './replay/replay-record.js';
export type { ReplayOptions, ReplayResult, VariationReplay } from './replay/replay-result.js';
export {
  type ChunkSource,
  parseRecordStream,
  type StreamedRecord,
} from './stream/parse-record-stream.js';
export {
  formatCommand,
  readClock,
  readVictoryPoints,
} from './syntax/comment-commands.js';
export type { NotationError, NotationErrorCode, ParseError } from './syntax/notation-error.js';
export type * from './syntax/record.js';
export { positionOf } from './syntax/record.js';
export {
  eachLine,
  type LineMove,
  mainLine,
  type RecordLine,
  recordTree,
  variationsAt,
} from './syntax/record-tree.js';
export {
  ANNOTATIONS,
  type Annotation,
  BUILDING_CODES,
  DECK_LETTERS,
  SHIPYARD_LETTERS,
} from './syntax/vocabulary.js';
