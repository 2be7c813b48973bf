// The three Building Card piles with their top card face up: what it builds, what it needs, the
// scientists it places and its research points. A live pile is a button.
import { DECKS } from '@antarctica-game/engine';
import { html, type TemplateResult } from 'lit';
import { type BoardState, pileCount, pileTop } from './board-state.js';
import { BUILDINGS, DECK_NAMES } from './names.js';
import type { ViewContext } from './target-attributes.js';

/** The piles as a row of cards. */
export function pilesView(state: BoardState, context: ViewContext): TemplateResult {
  return html`<div class="piles" part="piles">${DECKS.map((deck) => {
    const key = `pile:${deck}`;
    const top = pileTop(state, deck);
    const card = top === null ? undefined : state.edition.buildingCards[top];
    const body = html`<span class="pile-name">${DECK_NAMES[deck]} pile · ${pileCount(state, deck)} cards</span>${
      card
        ? html`<strong>${BUILDINGS[card.builds][0]}${card.asterisk ? ' *' : ''}</strong>
            <span>needs ${card.requires.map((type) => BUILDINGS[type][0]).join(' + ') || 'nothing'}</span>
            <span>${card.scientists} scientist${card.scientists === 1 ? '' : 's'} · ${card.research} research</span>`
        : html`<span>empty</span>`
    }`;
    return context.live.has(key)
      ? html`<button class="pile live" part="pile live" data-pile=${deck} data-top-card=${top ?? ''} data-target=${key} title=${context.plays(key)}>${body}</button>`
      : html`<div class="pile" part="pile" data-pile=${deck} data-top-card=${top ?? ''}>${body}</div>`;
  })}</div>`;
}
