// `<antarctica-record-mode>`: record mode as a whole: the saved recording back after a reload (or
// a notice when it cannot be read, its text kept aside for export), else the set-up form, then
// the recording screen. Loaded only when a group chooses record mode: the engine, the notation
// and the board come with it, not with the app's first load.
import { html, LitElement, nothing } from 'lit';
import './record-setup-element.js';
import './recorder-element.js';
import { download } from '../components/share-result.js';
import { RecordError } from './record-error.js';
import { RECORDING_KEY, restoreRecording, saveRecording } from './saved-recording.js';
import { TableRecording } from './table-recording.js';
import type { TableStart } from './table-start.js';

/** Where an unreadable saved recording is kept, so that starting anew never destroys it. */
export const DAMAGED_RECORDING_KEY = 'antarctica-companion/recording-damaged';

/**
 * Record mode: set-up, then the game entered move by move; survives reloads.
 *
 * @tagname antarctica-record-mode
 */
export class AntarcticaRecordMode extends LitElement {
  static override properties = { recording: { state: true }, damaged: { state: true } };

  declare protected recording: TableRecording | undefined;
  /** Why the saved recording could not be read back, when it could not. */
  declare protected damaged: string | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const saved = localStorage.getItem(RECORDING_KEY);
    if (saved === null) return;
    try {
      this.recording = restoreRecording(saved);
    } catch (error) {
      localStorage.setItem(DAMAGED_RECORDING_KEY, saved);
      localStorage.removeItem(RECORDING_KEY);
      this.damaged = error instanceof RecordError ? error.message : String(error);
    }
  }

  override render() {
    return html`
      ${
        this.damaged === undefined
          ? nothing
          : html`<p role="alert">The saved recording could not be read (${this.damaged}). It is kept:
            <button @click=${this.#exportDamaged}>Export the old data</button></p>`
      }
      ${
        this.recording === undefined
          ? html`<antarctica-record-setup @record-start=${this.#start}></antarctica-record-setup>`
          : html`<antarctica-recorder .recording=${this.recording}></antarctica-recorder>
            <button @click=${this.#newRecording}>New recording</button>`
      }
    `;
  }

  #start = (event: CustomEvent<TableStart>) => {
    try {
      this.recording = TableRecording.start(event.detail);
      localStorage.setItem(RECORDING_KEY, JSON.stringify(saveRecording(this.recording)));
    } catch (error) {
      this.damaged = undefined;
      alert((error as Error).message);
    }
  };

  #newRecording = () => {
    if (!confirm('Start a new recording? Export this one first if you want to keep it.')) return;
    localStorage.removeItem(RECORDING_KEY);
    this.recording = undefined;
  };

  #exportDamaged = () =>
    download(
      localStorage.getItem(DAMAGED_RECORDING_KEY) ?? '',
      'antarctica-recording-damaged.json',
    );
}

customElements.get('antarctica-record-mode') ??
  customElements.define('antarctica-record-mode', AntarcticaRecordMode);
