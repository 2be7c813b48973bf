// `<antarctica-record-mode>`: record mode as a whole: the saved recording back after a reload (or
// a notice when it cannot be read, its text kept aside for export), else the set-up form, then
// the recording screen. Loaded only when a group chooses record mode: the engine, the notation
// and the board come with it, not with the app's first load.
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import './record-setup-element.js';
import './recorder-element.js';
import { download } from '../components/share-result.js';
import { loadRecordMessages, type RecordMessages, recordEn } from '../i18n/record-messages.js';
import type { Language } from '../logic/session.js';
import { RecordError, type RecordErrorCode } from './record-error.js';
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
  static override properties = {
    language: { reflect: true, attribute: 'lang' },
    words: { state: true },
    recording: { state: true },
    damaged: { state: true },
    changedElsewhere: { state: true },
  };

  static override styles = css`
    :host { display: block; }
    button { min-height: 44px; font: inherit; padding: 0 0.75rem; }
  `;

  /** The language of the screens (`en`, `fr`, `pl`): the app's. The words load when it changes. */
  declare language: Language;
  declare protected words: RecordMessages;
  declare protected recording: TableRecording | undefined;
  /** Why the saved recording could not be read back, when it could not. */
  declare protected damaged: string | undefined;
  /** Whether another tab or window changed the saved recording, which this one now follows. */
  declare protected changedElsewhere: boolean;
  /** Bumped when the recording is replaced by another tab's: the recorder starts afresh. */
  #generation = 0;

  constructor() {
    super();
    this.language = 'en';
    this.words = recordEn;
    this.changedElsewhere = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('language')) return;
    const language = this.language;
    void loadRecordMessages(language).then((words) => {
      // A later choice wins over a slower load.
      if (this.language === language) this.words = words;
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('storage', this.#storage);
    this.#load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('storage', this.#storage);
  }

  /** The saved recording back (none: the set-up form); unreadable, it is kept aside. */
  #load(): void {
    const saved = localStorage.getItem(RECORDING_KEY);
    this.recording = undefined;
    if (saved === null) return;
    try {
      this.recording = restoreRecording(saved);
    } catch (error) {
      localStorage.setItem(DAMAGED_RECORDING_KEY, saved);
      localStorage.removeItem(RECORDING_KEY);
      this.damaged = error instanceof RecordError ? error.code : 'damaged-save';
    }
  }

  /**
   * Another tab or window saved the recording: this one follows it, so that an entry made here
   * on a stale screen cannot overwrite what was recorded there without a word.
   */
  #storage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || (event.key !== RECORDING_KEY && event.key !== null))
      return;
    this.#generation++;
    this.changedElsewhere = true;
    this.#load();
  };

  override render() {
    const words = this.words;
    return html`
      ${
        this.damaged === undefined
          ? nothing
          : html`<p role="alert">${words.damaged(words.errors[this.damaged as RecordErrorCode] ?? this.damaged)}
            <button @click=${this.#exportDamaged}>${words.exportOld}</button></p>`
      }
      ${this.changedElsewhere ? html`<p role="status">${words.changedElsewhere}</p>` : nothing}
      ${
        this.recording === undefined
          ? html`<antarctica-record-setup .words=${words} @record-start=${this.#start}></antarctica-record-setup>`
          : html`${keyed(
              this.#generation,
              html`<antarctica-recorder .recording=${this.recording} .words=${words}
              @recording-changed=${this.#changedHere}></antarctica-recorder>`,
            )}
            <button @click=${this.#newRecording}>${words.newRecording}</button>`
      }
    `;
  }

  /** An entry made here: the notice about another tab's change has served. */
  #changedHere = () => {
    this.changedElsewhere = false;
  };

  #start = (event: CustomEvent<TableStart>) => {
    this.changedElsewhere = false;
    try {
      this.recording = TableRecording.start(event.detail);
      localStorage.setItem(RECORDING_KEY, JSON.stringify(saveRecording(this.recording)));
    } catch (error) {
      this.damaged = undefined;
      alert(error instanceof RecordError ? this.words.errors[error.code] : String(error));
    }
  };

  #newRecording = () => {
    if (!confirm(this.words.newRecordingConfirm)) return;
    localStorage.removeItem(RECORDING_KEY);
    this.recording = undefined;
    this.changedElsewhere = false;
  };

  #exportDamaged = () =>
    download(
      localStorage.getItem(DAMAGED_RECORDING_KEY) ?? '',
      'antarctica-recording-damaged.json',
    );
}

customElements.get('antarctica-record-mode') ??
  customElements.define('antarctica-record-mode', AntarcticaRecordMode);
