import type { ScoreResult } from '@antarctica-game/scoring';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { CompanionAction } from '../logic/actions.js';
import type { Language, Session } from '../logic/session.js';
import { areaName, type Messages, playerName, stepper, token } from './tokens.js';

/** Styles of an area card, shared by the majorities and the turn panel. */
export const cardStyles = css`
  .card {
    background: var(--_ice);
    border-radius: var(--_radius);
    padding: 0.375rem 0.5rem 0.5rem;
    display: grid;
    gap: 0.25rem;
    align-content: start;
    container-type: inline-size;
  }
  .card h3 {
    margin: 0;
    font-size: 1rem;
  }
  .buildings {
    font-size: 0.875rem;
    margin-left: auto;
  }
  .lead {
    color: var(--_sun);
    font-weight: 700;
  }
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(4.5ch, auto);
    align-items: center;
    gap: 0.25rem 0.375rem;
    min-height: var(--_tap);
  }
  .row .why {
    grid-row: 2;
    grid-column: 1 / -1;
  }
  /* The name column wraps (the area's name over "Buildings", a token over a name) rather than
     run under the − / + buttons. */
  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.375rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .card h3 {
    white-space: nowrap;
  }
  /* A card too narrow for its text (a large font size set by the reader, a narrow screen): the
     name takes a line of its own, the − / + and the points go under it, nothing overlaps. The
     width is in em, so that it follows the reader's font size. */
  @container (max-width: 16.5em) {
    .row {
      grid-template-columns: minmax(0, 1fr) auto;
    }
    .row .who {
      grid-column: 1 / -1;
    }
    .row .why {
      grid-row: 3;
    }
  }
  .points {
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    min-width: 4.5ch;
    text-align: right;
  }
`;

/** What an area card needs of the element showing it: the language, and applying an action. */
export interface TallyView {
  /** The interface language. */
  language: Language;
  /** Applies an action to the store; whether it changed anything. */
  act(action: CompanionAction): boolean;
}

/**
 * One area's tally: its buildings and each player's scientists with − / + buttons, the leader
 * and the points each player would score there now.
 */
export function areaTally(
  view: TallyView,
  session: Session,
  area: number,
  result: ScoreResult | null,
  messages: Messages,
  /** Whether the card is a landmark (a region): not when the same area is shown elsewhere too. */
  landmark = true,
): TemplateResult | typeof nothing {
  const record = session.areas[area];
  if (record === undefined) return nothing;
  const language = view.language;
  const name = areaName(messages.area, area);
  const category = result?.categories.find(
    (entry) => entry.kind === 'area' && entry.index === area,
  );
  const leaders = category?.players.filter((entry) => entry.rank === 1) ?? [];
  const apply = (action: CompanionAction) => view.act(action);
  return html`<section class="card" part="area" role=${landmark ? nothing : 'group'} aria-label=${name} data-area=${area}>
    <div class="row">
      <span class="who"><h3>${name}${area === session.sun ? html`<span aria-hidden="true"> ☀</span>` : nothing}</h3>
        <span class="buildings">${messages.buildings}</span></span>
      ${stepper(session, messages, {
        label: `${messages.buildings}, ${name}`,
        key: `b${area}`,
        value: record.buildings,
        action: (count) => ({ type: 'setBuildings', area, count }),
        apply,
      })}
    </div>
    ${session.players.map((player, seat) => {
      const who = playerName(session, seat, language);
      const leads = category?.players[seat]?.rank === 1;
      return html`<div class="row">
        <span class="who">${token(player.color, who)} <span>${who}</span>${
          leads
            ? html`<span class="lead" title=${messages.leader}
                ><span aria-hidden="true">★</span><span class="visually-hidden">${leaders.length > 1 ? `${messages.leader} (${messages.tie})` : messages.leader}</span></span
              >`
            : nothing
        }</span>
        ${stepper(session, messages, {
          label: `${messages.scientists} ${who}, ${name}`,
          key: `s${area}${player.color}`,
          value: record.scientists[player.color] ?? 0,
          action: (count) => ({ type: 'setScientists', area, color: player.color, count }),
          apply,
        })}
        <span class="points">${category?.players[seat]?.points ?? 0} ${messages.vp}</span>
      </div>`;
    })}
  </section>`;
}
