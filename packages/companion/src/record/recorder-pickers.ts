// The recording screen's questions, each in place of the board while it is asked: which card
// turned up on a pile, which card lies on a pile whose top turned up unseen, which card drawn
// unseen the player has in fact, and what to do with the entries an edit made illegal.
import type { Deck, GameState, ShipyardCard } from '@antarctica-game/engine';
import { moveLabel } from '@antarctica-game/viewer';
import { html, nothing } from 'lit';
import type { RecordMessages } from '../i18n/record-messages.js';
import { buildingCardLabel } from './card-label.js';
import { seatName } from './record-entries.js';
import type { TableRecording } from './table-recording.js';
import { UNSEEN } from './table-start.js';

/** The cards that may turn up on `deck` (those still possible there), and "not seen". */
export function revealPicker(
  recording: TableRecording,
  deck: Deck,
  at: GameState,
  words: RecordMessages,
  choose: (reveal: number | typeof UNSEEN) => void,
) {
  const choices = recording.revealChoices(deck, at);
  return html`<div class="picker" role="group" aria-label=${words.cardTurnedUp}>
    <p>${words.whichCard(words.decks[deck])}</p>
    <ul>
      ${choices.map(
        (choice) => html`<li><button @click=${() => choose(choice.id)}>
          ${buildingCardLabel(recording.state.edition, choice.id, words)}${choice.left > 1 ? words.left(choice.left) : ''}
        </button></li>`,
      )}
      <li><button @click=${() => choose(UNSEEN)}>${words.notSeen}</button></li>
    </ul>
  </div>`;
}

/** The cards that may be on top of `deck`, whose top turned up unseen: the one the table sees. */
export function topPicker(
  recording: TableRecording,
  deck: Deck,
  words: RecordMessages,
  choose: (id: number | undefined) => void,
) {
  return html`<div class="picker" role="group" aria-label=${words.nameTop(words.decks[deck])}>
    <p>${words.whichTop(words.decks[deck])}</p>
    <ul>
      ${recording.topChoices(deck).map(
        (choice) => html`<li><button @click=${() => choose(choice.id)}>
          ${buildingCardLabel(recording.state.edition, choice.id, words)}
        </button></li>`,
      )}
      <li><button @click=${() => choose(undefined)}>${words.cancel}</button></li>
    </ul>
  </div>`;
}

/** The Shipyard Cards the player may hold though the engine did not give them (drawn unseen). */
export function unseenCardPicker(
  cards: readonly ShipyardCard[],
  name: string,
  words: RecordMessages,
  choose: (card: ShipyardCard | undefined) => void,
) {
  return html`<div class="picker" role="group" aria-label=${words.unseenCard}>
    <p>${cards.length === 0 ? words.noUnseenCard : words.mayHold(name)}</p>
    <ul>
      ${cards.map(
        (card) =>
          html`<li><button @click=${() => choose(card)}>${words.shipyardCards[card]}</button></li>`,
      )}
      <li><button @click=${() => choose(undefined)}>${words.cancel}</button></li>
    </ul>
  </div>`;
}

/**
 * A sentence put in parentheses inside another: without its own full stop, which the outer
 * sentence's ends (the errors are whole sentences elsewhere: "(… here.)." would end twice).
 */
export function withinParentheses(sentence: string): string {
  return sentence.replace(/\s*[.。]\s*$/u, '');
}

/**
 * The entries an edit made illegal, every one listed: why the first no longer fits, the way to
 * take it back or drop them all, and the hint that a move tapped now goes before them.
 */
export function waitingPanel(
  recording: TableRecording,
  words: RecordMessages,
  takeFirstBack: () => void,
  dropAll: () => void,
) {
  const first = recording.waiting[0];
  if (first === undefined) return nothing;
  const state = recording.state;
  return html`<div class="picker waiting" role="alert">
    <p>${words.waiting(recording.waiting.length)} ${moveLabel(first.entry.move, state)}
      (${withinParentheses(words.errors[first.code])}).</p>
    <ol class="waiting-list" aria-label=${words.waitingList}>
      ${recording.waiting.map(
        ({ entry }) =>
          html`<li>${seatName(recording, entry.move.seat, words)}: ${moveLabel(entry.move, state)}</li>`,
      )}
    </ol>
    <p>${words.waitingHint}</p>
    <div class="bar">
      <button @click=${takeFirstBack}>${words.takeFirstBack}</button>
      <button @click=${dropAll}>${words.dropAll}</button>
    </div>
  </div>`;
}
