import { type FormatOptions, formatRecord, type GameRecord } from '@antarctica-game/notation';
import type { GameAnalysis } from '../analysis-types.js';
import { analysedRecord } from './analysed-record.js';

/**
 * The text of the analysed record ({@link analysedRecord}), written by the notation's own
 * formatter, so that its `check` and `format` read it like any record.
 */
export function formatAnalysedRecord(
  record: GameRecord,
  analysis: GameAnalysis,
  options: FormatOptions = {},
): string {
  return formatRecord(analysedRecord(record, analysis), options);
}
