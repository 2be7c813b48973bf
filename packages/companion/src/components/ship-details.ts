// The panel of an area opened from the ring (to correct its Ships): its line of Ships with a
// button to remove each, a button to add a Ship of each player, and its Icebreaker.
import { css, html, nothing } from 'lit';
import { type CompanionAction, refusal } from '../logic/actions.js';
import { secondIndex } from '../logic/turns.js';
import { areaName, playerName, reason, token } from './tokens.js';
import type { TrackerView } from './tracker-view.js';

/** The panel's styles. */
export const detailsStyles = css`
  .details {
    margin-top: 0.5rem;
    padding: 0.5rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    min-width: 0;
  }
  .details h3 {
    margin: 0 0 0.375rem;
    font-size: 1rem;
  }
  .details ul {
    list-style: none;
    padding: 0;
    margin: 0 0 0.5rem;
    display: grid;
    gap: 0.375rem;
  }
  .details li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
`;

/** The reason a button is inactive, shown in it (and so read as part of its name). */
const whyInline = (why: string) =>
  why === '' ? nothing : html`<span class="why-inline"> — ${why}</span>`;

/** The Ships of an area, to correct. */
export function renderDetails(view: TrackerView, area: number) {
  const { session, messages, language } = view;
  const record = session.areas[area];
  if (record === undefined || record.closed) return nothing;
  const index = secondIndex(session, area);
  const second = index < 0 ? undefined : record.ships[index];
  const name = areaName(messages.area, area);
  return html`<section class="details" part="details" aria-label=${`${name} · ${messages.ships}`}>
    <h3>${name} · ${messages.ships}</h3>
    <ul>
      ${record.ships.map(
        (seat, index) => html`<li>
          ${index + 1}. ${token(session.players[seat]?.color ?? '', playerName(session, seat, language))}
          <span>${playerName(session, seat, language)}</span>
          <button type="button" @click=${() => view.act({ type: 'removeShip', area, index })}>${messages.removeShip}</button>
        </li>`,
      )}
    </ul>
    <div class="buttons">
      ${session.players.map((_, seat) => {
        const action: CompanionAction = { type: 'addShip', area, seat };
        const refused = refusal(session, action);
        const why = reason(messages, refused);
        return html`<button type="button" aria-disabled=${refused === null ? 'false' : 'true'}
          @click=${() => refused === null && view.act(action)}>
          ${messages.addShip}: ${token(session.players[seat]?.color ?? '', playerName(session, seat, language))}${whyInline(why)}
        </button>`;
      })}
      ${
        second !== undefined && area !== session.sun
          ? html`<button
            type="button"
            aria-pressed=${record.icebreaker === second ? 'true' : 'false'}
            @click=${() => view.act({ type: 'setIcebreaker', area, seat: record.icebreaker === second ? null : second })}
          >
            ❄ ${messages.icebreaker}: ${playerName(session, second, language)}
          </button>`
          : nothing
      }
    </div>
  </section>`;
}
