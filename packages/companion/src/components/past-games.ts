// The list of past games on the setup screen: date, players, points and winners, each game
// to open again, the list to export; and, when the saved list could not be read, a notice
// with the old data to export (the list is not written over until a new one is started).
import { css, html, nothing } from 'lit';
import type { Messages } from '../i18n/messages.js';
import { COLOR_NAMES } from '../i18n/messages.js';
import type { FinishedGame } from '../logic/device.js';
import type { Language } from '../logic/session.js';
import type { SessionStore } from '../store/session-store.js';
import { download } from './share-result.js';
import { token } from './tokens.js';

/** The list's styles. */
export const historyStyles = css`
  .history {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.5rem;
  }
  .history li {
    background: var(--_ice);
    border-radius: var(--_radius);
    padding: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.375rem;
  }
  .history .scores {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: center;
  }
`;

/**
 * What the list of past games shows and calls back.
 *
 * @internal
 */
export interface HistoryView {
  /** The app's store, which keeps the finished games. */
  store: SessionStore;
  /** The interface words. */
  messages: Messages;
  /** The interface language (for dates and colour names). */
  language: Language;
  /** A past game was opened again at its final scores. */
  opened(): void;
}

/** The past games, or the notice that they could not be read. */
export function renderHistory({ store, messages, language, opened }: HistoryView) {
  const games = store.finishedGames;
  const damaged = store.damagedHistory;
  if (games.length === 0 && damaged === null) return nothing;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const line = (game: FinishedGame) =>
    [...game.players]
      .sort((a, b) => a.place - b.place)
      .map(
        (player) =>
          html`<span>${token(player.color, player.name || (COLOR_NAMES[language][player.color] ?? ''))} ${player.name || COLOR_NAMES[language][player.color]} ${player.points}${game.winners.includes(player.color) ? ' ★' : ''}</span>`,
      );
  return html`<section part="history" aria-labelledby="history-title">
    <h2 id="history-title">${messages.pastGames}</h2>
    ${
      damaged === null
        ? nothing
        : html`<div class="banner" role="alert">
          <span>${messages.historyCorrupted}</span>
          <div class="toolbar">
            <button type="button" @click=${() => download(damaged, 'antarctica-old-past-games.json')}>${messages.exportOld}</button>
            <button type="button" @click=${() => store.startNewHistory()}>${messages.newHistory}</button>
          </div>
        </div>`
    }
    <ol class="history">
      ${games.map(
        (game, index) => html`<li>
          <span class="scores"><time datetime=${game.finishedAt}>${date.format(new Date(game.finishedAt))}</time> ${line(game)}</span>
          <button type="button" aria-label=${`${messages.openGame}: ${date.format(new Date(game.finishedAt))}`} @click=${() => {
            if (store.reopenFinished(index)) opened();
          }}>${messages.openGame}</button>
        </li>`,
      )}
    </ol>
    ${
      games.length === 0
        ? nothing
        : html`<div class="actions">
          <button type="button" @click=${() => download(store.exportFinished(), 'antarctica-past-games.json')}>${messages.exportHistory}</button>
        </div>`
    }
  </section>`;
}
