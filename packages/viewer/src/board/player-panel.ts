// One player's panel: ships and cubes on Available Resources, Discarded Resources, Scientists in
// supply and reserve, Building Cards taken, and the Shipyard and Resource Cards in hand (backs
// when the view hides them). The mover's counts and cards are buttons when a move is played there.
import { SHIP_AVAILABLE, SHIP_DISCARDED, type ShipyardCard } from '@antarctica-game/engine';
import { html, nothing, type TemplateResult } from 'lit';
import { type BoardState, resourceHand, shipsAt, shipyardHand } from './board-state.js';
import { describePlayer } from './descriptions.js';
import { BUILDINGS, SHIPYARD_CARD_NAMES, seatLetter } from './names.js';
import { colorMark } from './seat-marks.js';
import type { ViewContext } from './target-attributes.js';

/** A count, a button when `key` is live for this panel's seat. */
function count(
  label: string,
  value: number,
  data: string,
  key: string | null,
  context: ViewContext,
): TemplateResult {
  const inner = html`${label} <b>${value}</b>`;
  return key && context.live.has(key)
    ? html`<button class="count live" part="count live" data-count-of=${data} data-value=${value} data-target=${key} title=${context.plays(key)}>${inner}</button>`
    : html`<span class="count" part="count" data-count-of=${data} data-value=${value}>${inner}</span>`;
}

/** The panel's heading at a level from 2 to 6 (3 when out of range): the page sets it to fit its own. */
function heading(level: number, content: TemplateResult): TemplateResult {
  switch (level) {
    case 2:
      return html`<h2 class="name">${content}</h2>`;
    case 4:
      return html`<h4 class="name">${content}</h4>`;
    case 5:
      return html`<h5 class="name">${content}</h5>`;
    case 6:
      return html`<h6 class="name">${content}</h6>`;
    default:
      return html`<h3 class="name">${content}</h3>`;
  }
}

/** A labelled row of cards, left out when there are none. */
const cardRow = (label: string, cards: TemplateResult[]) =>
  cards.length ? html`<div class="row"><span class="label">${label}</span>${cards}</div>` : nothing;

function shipyardCards(
  hand: readonly ShipyardCard[] | number,
  mover: boolean,
  context: ViewContext,
) {
  if (typeof hand === 'number')
    return Array.from(
      { length: hand },
      () => html`<span class="card back" part="card back" data-card-back="shipyard">hidden</span>`,
    );
  return hand.map((card) => {
    const key = `card:${card}`;
    return mover && context.live.has(key)
      ? html`<button class="card live" part="card live" data-card=${card} data-target=${key} title=${context.plays(key)}>${SHIPYARD_CARD_NAMES[card]}</button>`
      : html`<span class="card" part="card" data-card=${card}>${SHIPYARD_CARD_NAMES[card]}</span>`;
  });
}

/**
 * The panel of `seat`; `mover` says whether the legal moves are this seat's; `level` is its
 * heading's level.
 */
export function playerPanel(
  state: BoardState,
  seat: number,
  mover: boolean,
  context: ViewContext,
  level = 3,
): TemplateResult {
  const player = state.players[seat];
  if (!player) return html``;
  const own = (key: string) => (mover ? key : null);
  const resources = resourceHand(state, seat);
  const turn = state.turn?.seat === seat;
  return html`<section class="player${turn ? ' turn' : ''}" part="player${turn ? ' player-turn' : ''}" data-player=${seat}
      tabindex="0" role="group" aria-label=${describePlayer(state, seat, context.you)}>
    ${heading(
      level,
      html`<svg class="mark-icon" viewBox="0 0 20 20" aria-hidden="true">${colorMark(player.color, 10, 10, 8)}</svg>
      ${seatLetter(seat)} · ${player.name ?? player.color}${seat === context.you ? ' (you)' : nothing}`,
    )}
    <div class="row"><span class="label">Available</span>
      ${count('ships', shipsAt(state, seat, SHIP_AVAILABLE), 'ships', own('ships'), context)}
      ${count('cubes', player.cubes, 'cubes', own('cubes'), context)}</div>
    <div class="row"><span class="label">Discarded</span>
      ${count('in all', player.discarded, 'discarded', null, context)}
      ${count('ships', shipsAt(state, seat, SHIP_DISCARDED), 'discarded-ships', null, context)}</div>
    <div class="row"><span class="label">Scientists</span>
      ${count('supply', player.supply, 'supply', null, context)}
      ${count('reserve', player.reserve, 'reserve', own('reserve'), context)}</div>
    ${cardRow(
      'Building',
      player.buildingCards.map((card) => {
        const data = state.edition.buildingCards[card];
        return html`<span class="card" part="card" data-building-card=${card}>${data ? BUILDINGS[data.builds][0] : '?'}${data?.asterisk ? ' *' : ''}</span>`;
      }),
    )}
    ${cardRow('Shipyard', shipyardCards(shipyardHand(state, seat), mover, context))}
    ${cardRow(
      'Resource',
      typeof resources === 'number'
        ? Array.from(
            { length: resources },
            () =>
              html`<span class="card back" part="card back" data-card-back="resource">hidden</span>`,
          )
        : resources.map((card) => {
            const data = state.edition.resourceCards[card];
            return html`<span class="card" part="card" data-resource-card=${card}>${data?.kind === 'expertise' ? 'Expertise' : 'Basic'}: ${(data?.grants ?? []).map((type) => BUILDINGS[type][0]).join(' / ')}</span>`;
          }),
    )}
  </section>`;
}
