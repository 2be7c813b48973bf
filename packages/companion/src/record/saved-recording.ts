import { RecordError } from './record-error.js';
import { type RecordEntry, TableRecording } from './table-recording.js';
import type { TableStart } from './table-start.js';

/** The key under which the recording in progress is saved. */
export const RECORDING_KEY = 'antarctica-companion/recording';

/** What is saved of a recording: its set-up as seen and its entries; the rest replays. */
export interface SavedRecording {
  format: 'antarctica-recording';
  version: 1;
  start: TableStart;
  entries: RecordEntry[];
  /**
   * The entries an edit made illegal, still waiting for the recorder to fix or drop them (absent
   * when none): a reload must not lose them without a word.
   */
  waiting?: RecordEntry[];
}

/** The saved form of a recording. */
export function saveRecording(recording: TableRecording): SavedRecording {
  const saved: SavedRecording = {
    format: 'antarctica-recording',
    version: 1,
    start: recording.start,
    entries: [...recording.entries],
  };
  if (recording.waiting.length > 0) saved.waiting = recording.waiting.map(({ entry }) => entry);
  return saved;
}

/**
 * A recording back from its saved text, every entry checked again by the engine.
 *
 * @throws {@link RecordError} `damaged-save` naming what could not be read (and the entry).
 */
export function restoreRecording(text: string): TableRecording {
  let saved: Partial<SavedRecording>;
  try {
    saved = JSON.parse(text) as Partial<SavedRecording>;
  } catch {
    throw new RecordError('damaged-save', 'the saved recording is not JSON');
  }
  if (saved?.format !== 'antarctica-recording' || saved.version !== 1)
    throw new RecordError('damaged-save', 'the saved data is not a recording of this version');
  if (!Array.isArray(saved.entries) || typeof saved.start !== 'object' || saved.start === null)
    throw new RecordError('damaged-save', 'the saved recording has no set-up or no entries');
  if (saved.waiting !== undefined && !Array.isArray(saved.waiting))
    throw new RecordError('damaged-save', 'the saved entries waiting after an edit are not a list');
  let recording: TableRecording;
  try {
    recording = TableRecording.start(saved.start);
  } catch (error) {
    throw new RecordError(
      'damaged-save',
      `the saved set-up cannot be read: ${(error as Error).message}`,
    );
  }
  saved.entries.forEach((entry, index) => {
    try {
      recording.play(entry);
    } catch (error) {
      throw new RecordError(
        'damaged-save',
        `saved entry ${index + 1} cannot be replayed: ${(error as Error).message}`,
      );
    }
  });
  if (saved.waiting !== undefined) recording.resume(saved.waiting);
  return recording;
}
