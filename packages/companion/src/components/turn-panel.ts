// The turn panel: what is recorded after the acting ship sailed, right above End turn: the
// target area's tally, Built, Built ✱, Ship built, Discard, an Icebreaker, and research.
import { css, html, nothing } from 'lit';
import { type CompanionAction, refusal } from '../logic/actions.js';
import { liveScores } from '../logic/score.js';
import { icebreakerAreas } from '../logic/turns.js';
import { areaTally } from './area-tally.js';
import { renderResearch } from './research-row.js';
import { areaName, playerName, reason } from './tokens.js';
import type { TrackerView } from './tracker-view.js';

/** The panel's styles. */
export const turnStyles = css`
  .icebreakers {
    align-items: center;
  }
  .why-turn {
    margin: 0;
    text-align: left;
    flex: 1 1 auto;
    align-self: center;
  }
`;

/** Applies an action of the panel; a button that it made inactive hands the focus on to End turn. */
function tap(view: TrackerView, action: CompanionAction, button: EventTarget | null): void {
  if (view.act(action)) view.tapped(button);
}

/** What is recorded after the ship sailed: the target area's tally and the likely actions. */
export function renderTurn(view: TrackerView) {
  const { session, messages, language } = view;
  const seat = session.acting;
  const target = session.sailedTo;
  if (seat === null || target === null) return nothing;
  const player = session.players[seat];
  if (player === undefined) return nothing;
  const result = liveScores(session);
  const actions: Array<[string, CompanionAction]> = [
    [messages.builtHere, { type: 'built' }],
    [messages.builtAsterisk, { type: 'built', asterisk: true }],
    [messages.shipBuilt, { type: 'shipBuilt' }],
    [
      messages.discarded,
      {
        type: 'setPlayerCount',
        color: player.color,
        field: 'discardedResources',
        count: player.discardedResources + 1,
      },
    ],
  ];
  // Why an action is inactive is said once after the buttons, for all the buttons it stops
  // (with their names when there are several reasons: “Built, Built ✱: all Scientists
  // placed · Ship built: no Ship left”), and read with each of them: the buttons keep their
  // width, and the words sit beside the last one where they fit, so that the turn still fits
  // a phone's screen.
  const reasons = new Map<string, string[]>();
  const refusals = actions.map(([label, action]) => {
    const refused = refusal(session, action);
    if (refused === null) return null;
    const why = reason(messages, refused);
    reasons.set(why, [...(reasons.get(why) ?? []), label]);
    return why;
  });
  const whyId = (why: string) => `why-turn-${[...reasons.keys()].indexOf(why)}`;
  // Where the engine lets the player play an Icebreaker now (the Sun's area included, for a
  // turn right after this one), and where theirs already waits (a tap takes it back).
  const icebreakers = icebreakerAreas(session);
  return html`${areaTally(view, session, target, result, messages, false)}
    <div class="buttons" role="group" aria-label=${playerName(session, seat, language)}>
      ${actions.map(([label, action], index) => {
        const why = refusals[index] ?? null;
        return html`<button type="button" aria-disabled=${why === null ? 'false' : 'true'}
          aria-describedby=${why === null || why === '' ? nothing : whyId(why)}
          @click=${(event: Event) => why === null && tap(view, action, event.currentTarget)}>${label}</button>`;
      })}
      ${
        [...reasons.keys()].some((why) => why !== '')
          ? html`<p class="why why-turn">${[...reasons.entries()]
              .filter(([why]) => why !== '')
              .map(
                ([why, labels], index, all) =>
                  html`${index === 0 ? nothing : ' · '}<span id=${whyId(why)}>${all.length === 1 ? why : `${labels.join(', ')}: ${why}`}</span>`,
              )}</p>`
          : nothing
      }
    </div>
    ${
      icebreakers.length === 0
        ? nothing
        : html`<div class="buttons icebreakers">
          <span aria-hidden="true">❄ ${messages.icebreaker}:</span>
          ${icebreakers.map((area) => {
            const on = session.areas[area]?.icebreaker === seat;
            const action: CompanionAction = on
              ? { type: 'setIcebreaker', area, seat: null }
              : { type: 'playIcebreaker', area };
            return html`<button type="button" aria-label=${`${messages.icebreaker}: ${areaName(messages.area, area)}`} aria-pressed=${on ? 'true' : 'false'}
              @click=${() => view.act(action)}>${areaName(messages.area, area)}</button>`;
          })}
        </div>`
    }
    ${renderResearch(view, seat, result)}`;
}
