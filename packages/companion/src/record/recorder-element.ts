// `<antarctica-recorder>`: a table game entered move by move on the board, checked by the engine.
// The recording itself (rules, chance, undo, edits) is the headless TableRecording; this element
// only shows it, asks for what chance showed, and saves after every entry.
import {
  type Deck,
  type GameState,
  legalMoves,
  type Move,
  SHIPYARD_CARDS,
  type ShipyardCard,
} from '@antarctica-game/engine';
import '@antarctica-game/viewer/define';
import { html, LitElement, nothing } from 'lit';
import { download } from '../components/share-result.js';
import { type RecordMessages, recordEn } from '../i18n/record-messages.js';
import { recordEntries, seatName } from './record-entries.js';
import './record-analysis-element.js';
import type { RecordAnalysed } from './record-analysis-element.js';
import { RecordError } from './record-error.js';
import { finalResult, finishedSession } from './record-result.js';
import { recordText } from './record-text.js';
import { revealPicker, topPicker, unseenCardPicker, waitingPanel } from './recorder-pickers.js';
import { recorderStyles } from './recorder-styles.js';
import { RECORDING_KEY, saveRecording } from './saved-recording.js';
import type { RecordEntry, TableRecording } from './table-recording.js';
import { dayOf, type UNSEEN } from './table-start.js';

/** Decisions whose cards the recorder may not have seen: another player's, or a draw. */
const HIDDEN_CHOICES = new Set(['draftDraw', 'draft', 'shipyardPick']);
/** Decisions in which a player shows a Shipyard Card: plays it in a turn, or picks it. */
const CARD_SHOWN = new Set(['sail', 'turn', 'trackAction', 'draft']);

/**
 * The recording screen: who must decide and what about, the board with the legal moves to tap,
 * the card that turned up after a build (a picker of the cards still possible there, or "not
 * seen"), a card the player has though it was drawn unseen, undo, the record as it is written,
 * and its export as an `.agn` file.
 *
 * @fires recording-changed - after every entry, undo or edit (the recording is saved already).
 * @fires record-finished - `CustomEvent<{ session }>` when an entry ends the game: the game at
 * its final scores as the device's past games keep it (the app adds it there).
 * @tagname antarctica-recorder
 */
export class AntarcticaRecorder extends LitElement {
  static override properties = {
    recording: { attribute: false },
    words: { attribute: false },
    pending: { state: true },
    unseenCards: { state: true },
    namingTop: { state: true },
    problem: { state: true },
    showText: { state: true },
    editing: { state: true },
    inserting: { state: true },
    watching: { state: true },
    analysed: { state: true },
    allPlayers: { type: Boolean, reflect: true, attribute: 'all-players' },
  };

  static override styles = recorderStyles;

  /** The recording shown and extended. */
  declare recording: TableRecording | undefined;
  /** The words of the screen, in the app's language (English by default). */
  declare words: RecordMessages;
  /** A build waiting for the card that turned up on its pile. */
  declare protected pending: { move: Move; deck: Deck } | undefined;
  /** The cards offered as drawn unseen, while the recorder is asked which one was shown. */
  declare protected unseenCards: ShipyardCard[] | undefined;
  /** The pile whose top card (turned up unseen) the recorder is asked to name. */
  declare protected namingTop: Deck | undefined;
  declare protected problem: string | undefined;
  declare protected showText: boolean;
  /** The record (or its analysis) is shown in the replay viewer instead of the board. */
  declare protected watching: false | 'record' | 'analysis';
  /** The analysis asked for at the end, kept while its record stays the same. */
  declare protected analysed: RecordAnalysed | undefined;
  /** Every player's panel is shown, not only the mover's (a phone has room for one). */
  declare allPlayers: boolean;
  /** The entry being changed, when the recorder is correcting a past move. */
  declare protected editing: number | undefined;
  /** Whether the move tapped goes before entry `editing` (a forgotten move) instead of replacing it. */
  declare protected inserting: boolean;

  constructor() {
    super();
    this.words = recordEn;
    this.showText = false;
    this.watching = false;
    this.allPlayers = false;
    this.inserting = false;
  }

  override render() {
    const recording = this.recording;
    if (recording === undefined) return nothing;
    const words = this.words;
    if (this.watching)
      return html`<div class="bar"><button @click=${() => {
        this.watching = false;
      }}>${words.backToRecording}</button></div>
        <antarctica-replay .text=${this.watching === 'analysis' && this.analysed !== undefined ? this.analysed.text : recordText(recording)}></antarctica-replay>`;
    return html`
      <div class="head">
        <h2 class="who" aria-live="polite">${
          this.editing === undefined
            ? this.#who()
            : this.inserting
              ? words.inserting(this.editing + 1)
              : words.editing(this.editing + 1)
        }</h2>
        ${this.#unseenButtons(recording)}
      </div>
      ${
        this.editing === undefined
          ? nothing
          : html`<div class="bar"><button @click=${() => {
              this.editing = undefined;
              this.inserting = false;
              this.pending = undefined;
            }}>${words.cancelEdit}</button></div>`
      }
      ${this.problem === undefined ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
      <!-- Above the board, which offers the move that may go before them. -->
      ${waitingPanel(
        recording,
        words,
        () => this.#change(() => recording.takeBackFirstWaiting()),
        () => this.#change(() => recording.dropWaiting()),
      )}
      ${this.#question(recording)}
      <div class="bar">
        <button ?disabled=${recording.entries.length === 0} @click=${this.#undo}>${words.undo}</button>
        <button aria-pressed=${this.allPlayers ? 'true' : 'false'} @click=${() => {
          this.allPlayers = !this.allPlayers;
        }}>${words.allPlayers}</button>
        <details>
          <summary>${words.theRecord}</summary>
          <div class="bar">
            <button @click=${this.#export}>${words.exportRecord}</button>
            ${'canShare' in navigator ? html`<button @click=${this.#share}>${words.shareRecord}</button>` : nothing}
            <button @click=${() => {
              this.watching = 'record';
            }}>${words.watch}</button>
            <button aria-expanded=${this.showText ? 'true' : 'false'} @click=${() => {
              this.showText = !this.showText;
            }}>${this.showText ? words.hideRecord : words.showRecord}</button>
          </div>
        </details>
      </div>
      ${
        this.showText
          ? html`${recordEntries(recording, words, this.#startEdit)}<pre aria-label=${words.theRecord}>${recordText(recording)}</pre>`
          : nothing
      }
    `;
  }

  /**
   * Starts changing entry `index` (or putting a move before it): the line saying so and the
   * board come into view, since the button tapped may be far down the list of entries.
   */
  #startEdit = (index: number, insert: boolean) => {
    this.editing = index;
    this.inserting = insert;
    this.pending = undefined;
    this.unseenCards = undefined;
    this.namingTop = undefined;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector('.head')?.scrollIntoView({ block: 'start' }),
    );
  };

  /** What is asked now, in place of the board when it is a question of its own. */
  #question(recording: TableRecording) {
    const words = this.words;
    const at = this.#at();
    if (this.pending !== undefined)
      return revealPicker(recording, this.pending.deck, at, words, this.#reveal);
    if (this.namingTop !== undefined)
      return topPicker(recording, this.namingTop, words, this.#nameTop);
    const decision = recording.decision;
    if (decision.kind === 'gameOver' && this.editing === undefined)
      return html`${finalResult(recording, words)}${this.#analysis(recording)}<antarctica-board .state=${at} .moves=${[]}></antarctica-board>`;
    if (this.unseenCards !== undefined && decision.kind !== 'gameOver')
      return unseenCardPicker(
        this.unseenCards,
        seatName(recording, decision.seat, words),
        words,
        this.#showUnseen,
      );
    const moves = this.editing === undefined ? recording.legalMoves() : legalMoves(at);
    return html`<antarctica-board .state=${at} .moves=${moves} @antarctica-move=${this.#onMove}></antarctica-board>`;
  }

  /** The analysis the players may ask for at the end (it runs in Web Workers). */
  #analysis(recording: TableRecording) {
    const names = recording.state.players.map((_, seat) => seatName(recording, seat, this.words));
    return html`<antarctica-record-analysis .text=${recordText(recording)} .names=${names}
      .words=${this.words} .fileName=${this.#fileName().replace(/\.agn$/, '.analysed.agn')}
      .result=${this.analysed}
      @record-analysed=${(event: CustomEvent<RecordAnalysed>) => {
        this.analysed = event.detail;
      }}
      @record-watch-analysed=${(event: CustomEvent<RecordAnalysed>) => {
        this.analysed = event.detail;
        this.watching = 'analysis';
      }}></antarctica-record-analysis>`;
  }

  /** Beside the decision's line (a phone has no room for a row of its own): the unseen cards. */
  #unseenButtons(recording: TableRecording) {
    const words = this.words;
    const decision = recording.decision;
    const asking =
      this.pending !== undefined || this.unseenCards !== undefined || this.namingTop !== undefined;
    if (this.editing !== undefined || asking) return nothing;
    const waiting = recording.waiting.length > 0;
    // A pile card that turned up unseen is face up on the table: it can be named at any time
    // (once no entry waits after an edit: naming it checks the entries again).
    const tops = recording.unseenTops().map(
      (deck) =>
        html`<button class="unseen" @click=${() => {
          this.namingTop = deck;
        }}>${words.nameTop(words.decks[deck])}</button>`,
    );
    if (HIDDEN_CHOICES.has(decision.kind))
      return html`${tops}<button class="unseen" @click=${this.#notSeen}>${words.notSeen}</button>`;
    if (
      !waiting &&
      CARD_SHOWN.has(decision.kind) &&
      recording.entries.some((entry) => entry.unseen === true)
    )
      return html`${tops}<button class="unseen" @click=${this.#askUnseen}>${words.unseenCard}</button>`;
    return tops;
  }

  #who(): string {
    const recording = this.recording as TableRecording;
    const decision = recording.decision;
    const words = this.words;
    if (decision.kind === 'gameOver') return words.gameOver;
    const what =
      decision.kind === 'sail' && decision.icebreaker
        ? words.icebreakerSail
        : words.decisions[decision.kind];
    return words.who(seatName(recording, decision.seat, words), what);
  }

  /** The state the board shows: now, or before the entry being edited. */
  #at(): GameState {
    const recording = this.recording as TableRecording;
    return this.editing === undefined ? recording.state : recording.stateBefore(this.editing);
  }

  #onMove = (event: CustomEvent<{ move: Move }>) => {
    const recording = this.recording;
    if (recording === undefined) return;
    const move = event.detail.move;
    const deck = recording.turnsUp(move, this.#at());
    if (deck !== null) {
      this.pending = { move, deck };
      return;
    }
    this.#play({ move });
  };

  #reveal = (reveal: number | typeof UNSEEN) => {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    this.#play({ move: pending.move, reveal });
  };

  /** Asks which card drawn unseen the player has in fact (to play it, or to pick it). */
  #askUnseen = () => {
    this.unseenCards = this.recording?.unseenChoices() ?? [];
  };

  #nameTop = (id: number | undefined) => {
    const deck = this.namingTop;
    this.namingTop = undefined;
    if (deck !== undefined && id !== undefined)
      this.#change(() => this.recording?.nameUnseenTop(deck, id));
  };

  #showUnseen = (card: ShipyardCard | undefined) => {
    this.unseenCards = undefined;
    if (card !== undefined) this.#change(() => this.recording?.showUnseen(card));
  };

  #notSeen = () => {
    const recording = this.recording;
    if (recording === undefined) return;
    const decision = recording.decision;
    if (decision.kind === 'gameOver') return;
    const type =
      decision.kind === 'draftDraw'
        ? 'drawDraftCards'
        : decision.kind === 'draft'
          ? 'draftPick'
          : 'takeShipyardCard';
    const placeholder = (
      type === 'drawDraftCards'
        ? { type, seat: decision.seat, cards: [] }
        : { type, seat: decision.seat, card: SHIPYARD_CARDS[0] }
    ) as Move;
    this.#play({ move: placeholder, unseen: true });
  };

  #undo = () => this.#change(() => this.recording?.undo());

  #play(entry: RecordEntry) {
    const editing = this.editing;
    if (editing === undefined) {
      this.#change(() => this.recording?.play(entry));
      return;
    }
    const insert = this.inserting;
    this.editing = undefined;
    this.inserting = false;
    this.#change(() =>
      insert ? this.recording?.insert(editing, entry) : this.recording?.edit(editing, entry),
    );
  }

  /**
   * Runs a change; a refusal is shown and changes nothing; a success is saved at once. A change
   * that ends the game, or changes it once ended, hands it to the device's past games
   * (`record-finished`).
   */
  #change(change: () => unknown) {
    const over = this.recording?.decision.kind === 'gameOver';
    try {
      change();
      this.problem = undefined;
    } catch (error) {
      this.problem =
        error instanceof RecordError ? this.words.errors[error.code] : (error as Error).message;
      return;
    }
    if (this.recording !== undefined)
      localStorage.setItem(RECORDING_KEY, JSON.stringify(saveRecording(this.recording)));
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent('recording-changed', { bubbles: true, composed: true }));
    // A correction after the end changes the scores: the past game is updated (in place, by
    // its start; a recording from before start dates is handed over once, at its end).
    const recording = this.recording;
    if (
      recording?.decision.kind === 'gameOver' &&
      (!over || typeof recording.start.startedAt === 'string')
    )
      this.dispatchEvent(
        new CustomEvent('record-finished', {
          detail: { session: finishedSession(recording) },
          bubbles: true,
          composed: true,
        }),
      );
  }

  /** The record as a file for the system's share sheet (phones); else the export. */
  #share = async () => {
    if (this.recording === undefined) return;
    const file = new File([recordText(this.recording)], this.#fileName(), { type: 'text/plain' });
    if (!navigator.canShare?.({ files: [file] })) {
      this.#export();
      return;
    }
    try {
      await navigator.share({ files: [file], title: this.words.shareTitle });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') this.problem = (error as Error).message;
    }
  };

  /** The file's name: the day of the game when the set-up gave it, else today. */
  #fileName(): string {
    const date = this.recording === undefined ? undefined : dayOf(this.recording.start);
    return `antarctica-${date?.replaceAll('.', '-') ?? new Date().toISOString().slice(0, 10)}.agn`;
  }

  #export = () => {
    if (this.recording === undefined) return;
    download(new Blob([recordText(this.recording)], { type: 'text/plain' }), this.#fileName());
  };
}

customElements.get('antarctica-recorder') ??
  customElements.define('antarctica-recorder', AntarcticaRecorder);
