// The research of the turn panel: a track in one tap, the value read off the track in one more
// (the next three values as buttons, any other typed), and, where the cube ties in value with
// others, whether it is ahead of or behind each of them.
import type { ScoreResult } from '@antarctica-game/scoring';
import { css, html, nothing } from 'lit';
import { refusal } from '../logic/actions.js';
import { act } from './session-element.js';
import type { TrackerView } from './sun-tracker.js';
import { playerName, reason, token } from './tokens.js';

/** The research row's styles. */
export const researchStyles = css`
  .research {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.375rem;
  }
  .research-label {
    flex: 1 1 100%;
    font-size: 0.8125rem;
    line-height: 1.2;
  }
  .research .points {
    text-align: left;
    white-space: nowrap;
  }
  .research input {
    width: 4.5rem;
    flex: none;
  }
`;

/**
 * The acting player's research: the open tracks as buttons (the chosen one pressed), the next
 * three values as buttons and a field for any value, the points the cube scores, and a question
 * for each cube of the same value: the values repeat over several spaces of a track, so only the
 * players can tell which cube is further along (the scorer ranks them in that order).
 */
export function renderResearch(view: TrackerView, seat: number, result: ScoreResult | null) {
  const { host, session, messages, language } = view;
  const player = session.players[seat];
  const open = session.tracks.flatMap((track, index) => (track.closed ? [] : [index]));
  if (player === undefined || open.length === 0) return nothing;
  const track = open.includes(host.researchTrack) ? host.researchTrack : (open[0] ?? 0);
  const cubes = session.tracks[track]?.cubes ?? [];
  const cube = cubes.find((entry) => entry.player === player.color);
  const color = player.color;
  const points =
    result?.categories.find((entry) => entry.kind === 'track' && entry.index === track)?.players[
      seat
    ]?.points ?? 0;
  const trackName = `${messages.track} ${track + 1}`;
  const from = cube === undefined ? 1 : cube.value + 1;
  const values = [from, from + 1, from + 2].filter(
    (value) => refusal(session, { type: 'setCube', track, color, value }) === null,
  );
  const ties =
    cube === undefined ? [] : cubes.filter((other) => other !== cube && other.value === cube.value);
  const at = (which: typeof cube) => cubes.indexOf(which as NonNullable<typeof cube>);
  return html`<div class="research" role="group" aria-label=${messages.research}>
      <span>${messages.research} · ${messages.track}</span>
      ${open.map(
        (
          index,
        ) => html`<button type="button" aria-label=${`${messages.track} ${index + 1}`} aria-pressed=${index === track ? 'true' : 'false'}
          @click=${() => (host.researchTrack = index)}>${index + 1}</button>`,
      )}
    </div>
    <div class="research">
      <label class="research-label" for="research-value">${messages.cubeValue}, ${trackName}:</label>
      ${values.map(
        (value) => html`<button type="button"
          @click=${() => act(host, { type: 'setCube', track, color, value })}>${value}</button>`,
      )}
      <input id="research-value" type="number" inputmode="numeric" min="0" max="99" .value=${cube === undefined ? '' : String(cube.value)}
        @change=${(event: Event) => {
          const input = event.target as HTMLInputElement;
          const value = Number(input.value);
          if (input.value === '' || !act(host, { type: 'setCube', track, color, value }))
            input.value = cube === undefined ? '' : String(cube.value);
        }} />
      <span class="points">${cube === undefined ? reason(messages, refusal(session, { type: 'setCube', track, color, value: 0 })) : messages.scores(points)}</span>
    </div>
    ${ties.map((other) => {
      const name = playerName(
        session,
        session.players.findIndex((entry) => entry.color === other.player),
        language,
      );
      const ahead = at(cube) < at(other);
      return html`<div class="buttons research" role="group" aria-label=${`${trackName}: ${messages.sameValue(name)}`}>
        <span class="research-label">${token(other.player, name)} ${messages.sameValue(name)}</span>
        <button type="button" aria-pressed=${ahead ? 'true' : 'false'}
          @click=${() => act(host, { type: 'orderCube', track, color, other: other.player, ahead: true })}>${messages.aheadOf(name)}</button>
        <button type="button" aria-pressed=${ahead ? 'false' : 'true'}
          @click=${() => act(host, { type: 'orderCube', track, color, other: other.player, ahead: false })}>${messages.behind(name)}</button>
      </div>`;
    })}`;
}
