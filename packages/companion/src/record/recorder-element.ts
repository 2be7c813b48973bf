// `<antarctica-recorder>`: a table game entered move by move on the board, checked by the engine.
// The recording itself (rules, chance, undo, edits) is the headless TableRecording; this element
// only shows it, asks for what chance showed, and saves after every entry.
import {
  type Deck,
  type GameState,
  legalMoves,
  type Move,
  SHIPYARD_CARDS,
} from '@antarctica-game/engine';
import { moveLabel } from '@antarctica-game/viewer';
import '@antarctica-game/viewer/define';
import { css, html, LitElement, nothing } from 'lit';
import { download } from '../components/share-result.js';
import { buildingCardLabel } from './card-label.js';
import { recordEntries } from './record-entries.js';
import { recordText } from './record-text.js';
import { RECORDING_KEY, saveRecording } from './saved-recording.js';
import type { RecordEntry, TableRecording } from './table-recording.js';
import { UNSEEN } from './table-start.js';

/** Decisions whose cards the recorder may not have seen: another player's, or a draw. */
const HIDDEN_CHOICES = new Set(['draftDraw', 'draft', 'shipyardPick']);

/**
 * The recording screen: who must decide and what about, the board with the legal moves to tap,
 * the card that turned up after a build (a picker of the cards still possible there, or "not
 * seen"), undo, the record as it is written, and its export as an `.agn` file.
 *
 * @fires recording-changed - after every entry, undo or edit (the recording is saved already).
 * @tagname antarctica-recorder
 */
export class AntarcticaRecorder extends LitElement {
  static override properties = {
    recording: { attribute: false },
    pending: { state: true },
    problem: { state: true },
    showText: { state: true },
    editing: { state: true },
    watching: { state: true },
    allPlayers: { type: Boolean, reflect: true, attribute: 'all-players' },
  };

  static override styles = css`
    :host { display: block; }
    .who { font-size: 1rem; font-weight: 600; margin: 0.25rem 0; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0; }
    button, summary { min-height: 44px; font: inherit; padding: 0 0.75rem; }
    summary { display: inline-flex; align-items: center; border: 1px solid; border-radius: 4px; cursor: pointer; }
    details[open] { flex-basis: 100%; }
    details .bar { margin-bottom: 0; }
    .picker { border: 2px solid currentColor; border-radius: 8px; padding: 0.5rem; margin: 0.5rem 0; }
    .picker p { margin: 0 0 0.5rem; }
    .picker ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.25rem; }
    .picker ul button { width: 100%; text-align: start; }
    .problem { color: #a40000; }
    .entries li { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
    pre { white-space: pre-wrap; font-size: 0.8rem; max-height: 40vh; overflow: auto; }
    /* One screen a turn on a phone: the ring sized to leave room for the tracks, the piles and
       the mover's panel below it; the other panels on demand ("All players"). */
    :host(:not([all-players])) antarctica-board::part(player) { display: none; }
    :host(:not([all-players])) antarctica-board::part(player-turn) { display: flex; }
    @media (max-width: 47.5rem) {
      antarctica-board::part(ring) { width: auto; height: min(calc(100vw - 1rem), 26svh); margin: 0 auto; }
      antarctica-board::part(tracks) { width: auto; height: min(calc((100vw - 1rem) / 2), 13svh); margin: 0 auto; }
      antarctica-board::part(player) { padding: 2px 6px; font-size: 12px; line-height: 1.2; }
      antarctica-board::part(count), antarctica-board::part(card) { padding: 0 4px; font-size: 11px; }
      antarctica-board::part(count live), antarctica-board::part(card live) { min-height: 30px; box-sizing: border-box; }
      antarctica-board::part(chooser) { grid-template-columns: 1fr 1fr; max-height: calc(100svh - 1rem); }
      antarctica-board::part(piles) { gap: 4px; font-size: 11px; line-height: 1.2; }
      antarctica-board::part(pile) { padding: 2px 4px; }
      .picker ul { grid-template-columns: 1fr 1fr; }
    }
  `;

  /** The recording shown and extended. */
  declare recording: TableRecording | undefined;
  /** A build waiting for the card that turned up on its pile. */
  declare protected pending: { move: Move; deck: Deck } | undefined;
  declare protected problem: string | undefined;
  declare protected showText: boolean;
  /** The record is shown in the replay viewer instead of the board. */
  declare protected watching: boolean;
  /** Every player's panel is shown, not only the mover's (a phone has room for one). */
  declare allPlayers: boolean;
  /** The entry being changed, when the recorder is correcting a past move. */
  declare protected editing: number | undefined;

  constructor() {
    super();
    this.showText = false;
    this.watching = false;
    this.allPlayers = false;
  }

  override render() {
    const recording = this.recording;
    if (recording === undefined) return nothing;
    if (this.watching)
      return html`<div class="bar"><button @click=${() => {
        this.watching = false;
      }}>Back to recording</button></div>
        <antarctica-replay .text=${recordText(recording)}></antarctica-replay>`;
    const decision = recording.decision;
    const at = this.#at();
    const moves =
      this.pending !== undefined
        ? []
        : this.editing === undefined
          ? recording.legalMoves()
          : legalMoves(at);
    return html`
      <h2 class="who" aria-live="polite">${this.editing === undefined ? this.#who() : `Editing entry ${this.editing + 1}: tap the move that was played`}</h2>
      ${
        this.editing === undefined
          ? nothing
          : html`<div class="bar"><button @click=${() => {
              this.editing = undefined;
              this.pending = undefined;
            }}>Cancel the edit</button></div>`
      }
      ${this.problem === undefined ? nothing : html`<p class="problem" role="alert">${this.problem}</p>`}
      ${
        this.pending !== undefined
          ? this.#picker(this.pending.deck)
          : html`${
              HIDDEN_CHOICES.has(decision.kind)
                ? html`<div class="bar unseen"><button @click=${this.#notSeen}>Not seen (?)</button></div>`
                : nothing
            }<antarctica-board .state=${at} .moves=${moves} @antarctica-move=${this.#onMove}></antarctica-board>`
      }
      ${this.#waiting()}
      <div class="bar">
        <button ?disabled=${recording.entries.length === 0} @click=${this.#undo}>Undo</button>
        <button aria-pressed=${this.allPlayers ? 'true' : 'false'} @click=${() => {
          this.allPlayers = !this.allPlayers;
        }}>All players</button>
        <details>
          <summary>The record</summary>
          <div class="bar">
            <button @click=${this.#export}>Export .agn</button>
            ${'canShare' in navigator ? html`<button @click=${this.#share}>Share .agn</button>` : nothing}
            <button @click=${() => {
              this.watching = true;
            }}>Watch in the replay viewer</button>
            <button aria-expanded=${this.showText ? 'true' : 'false'} @click=${() => {
              this.showText = !this.showText;
            }}>${this.showText ? 'Hide the record' : 'Show the record'}</button>
          </div>
        </details>
      </div>
      ${
        this.showText
          ? html`${recordEntries(recording, (index) => {
              this.editing = index;
              this.pending = undefined;
            })}<pre aria-label="The record">${recordText(recording)}</pre>`
          : nothing
      }
    `;
  }

  #who(): string {
    const recording = this.recording as TableRecording;
    const decision = recording.decision;
    if (decision.kind === 'gameOver') return 'The game is over.';
    const player = recording.start.players[decision.seat];
    const name = player === undefined ? `Seat ${decision.seat + 1}` : (player.name ?? player.color);
    const what: Record<string, string> = {
      openingCube: 'places the opening cube',
      placeShip: 'places a ship',
      sail: 'sails the first ship in line',
      turn: 'acts, or ends the turn',
      trackAction: 'takes the track action, or passes',
      shipyardPick: 'takes a Shipyard Card',
      draftDraw: 'turns up Shipyard Cards for the draft: which ones?',
      draft: 'picks a card of the draft',
    };
    return `${name}: ${what[decision.kind] ?? decision.kind}`;
  }

  /** The state the board shows: now, or before the entry being edited. */
  #at(): GameState {
    const recording = this.recording as TableRecording;
    return this.editing === undefined ? recording.state : recording.stateBefore(this.editing);
  }

  #picker(deck: Deck) {
    const recording = this.recording as TableRecording;
    const choices = recording.revealChoices(deck, this.#at());
    return html`<div class="picker" role="group" aria-label="The card that turned up">
      <p>Which card turned up on the ${deck} pile?</p>
      <ul>
        ${choices.map(
          (choice) => html`<li><button @click=${() => this.#reveal(choice.id)}>
            ${buildingCardLabel(recording.state.edition, choice.id)}${choice.left > 1 ? ` (${choice.left} left)` : ''}
          </button></li>`,
        )}
        <li><button @click=${() => this.#reveal(UNSEEN)}>Not seen (?)</button></li>
      </ul>
    </div>`;
  }

  #waiting() {
    const recording = this.recording as TableRecording;
    if (recording.waiting.length === 0) return nothing;
    const first = recording.waiting[0];
    return html`<div class="picker" role="alert">
      <p>${recording.waiting.length} later entries no longer fit after the edit. The first: ${
        first === undefined ? '' : moveLabel(first.entry.move, recording.state)
      } (${first?.message}).</p>
      <div class="bar">
        <button @click=${() => this.#change(() => recording.undo())}>Take the first back</button>
        <button @click=${() => this.#change(() => recording.dropWaiting())}>Drop them all</button>
      </div>
    </div>`;
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

  #reveal(reveal: number | typeof UNSEEN) {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    this.#play({ move: pending.move, reveal });
  }

  #notSeen = () => {
    const recording = this.recording;
    if (recording === undefined) return;
    const decision = recording.decision;
    const type =
      decision.kind === 'draftDraw'
        ? 'drawDraftCards'
        : decision.kind === 'draft'
          ? 'draftPick'
          : 'takeShipyardCard';
    if (decision.kind === 'gameOver') return;
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
    this.editing = undefined;
    this.#change(() => this.recording?.edit(editing, entry));
  }

  /** Runs a change; a refusal is shown and changes nothing; a success is saved at once. */
  #change(change: () => unknown) {
    try {
      change();
      this.problem = undefined;
    } catch (error) {
      this.problem = (error as Error).message;
      return;
    }
    if (this.recording !== undefined)
      localStorage.setItem(RECORDING_KEY, JSON.stringify(saveRecording(this.recording)));
    this.requestUpdate();
    this.dispatchEvent(new CustomEvent('recording-changed', { bubbles: true, composed: true }));
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
      await navigator.share({ files: [file], title: 'Antarctica game record' });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') this.problem = (error as Error).message;
    }
  };

  #fileName(): string {
    return `antarctica-${new Date().toISOString().slice(0, 10)}.agn`;
  }

  #export = () => {
    if (this.recording === undefined) return;
    download(new Blob([recordText(this.recording)], { type: 'text/plain' }), this.#fileName());
  };
}

customElements.get('antarctica-recorder') ??
  customElements.define('antarctica-recorder', AntarcticaRecorder);
