// The research of the turn panel: a track in one tap, the value read off the track in one more
// (the next three values as buttons, any other typed), and, where the cube ties in value with
// others, whether it is ahead of or behind each of them.
import type { ScoreResult } from '@antarctica-game/scoring';
import { css, html, nothing } from 'lit';
import { refusal } from '../logic/actions.js';
import { playerName, reason, token } from './tokens.js';
import type { TrackerView } from './tracker-view.js';

/** The research row's styles. */
export const researchStyles = css`
  .research {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
  }
  .research-label {
    flex: 1 1 auto;
    font-size: 0.8125rem;
    line-height: 1.2;
  }
  .research .points {
    text-align: left;
    white-space: nowrap;
  }
  .research input {
    box-sizing: border-box;
    width: 3.25rem;
    flex: none;
  }
`;

/**
 * The acting player's research, on one line so that the turn still fits a phone: first the open
 * tracks (one tap chooses one), then for the chosen track (pressed; a tap on it goes back to the
 * tracks) the next three values as buttons, a field for any value, and the points the cube
 * scores. Under it, a question for each cube of the same value: the values repeat over several
 * spaces of a track, so only the players can tell which cube is further along (the scorer ranks
 * them in that order).
 */
export function renderResearch(view: TrackerView, seat: number, result: ScoreResult | null) {
  const { session, messages, language } = view;
  const player = session.players[seat];
  const open = session.tracks.flatMap((track, index) => (track.closed ? [] : [index]));
  if (player === undefined || open.length === 0) return nothing;
  const chosen = view.researchTrack;
  if (chosen === null || !open.includes(chosen))
    return html`<div class="research" role="group" aria-label=${messages.research}>
      <span>${messages.track}:</span>
      ${open.map(
        (index) => html`<button type="button" aria-label=${`${messages.track} ${index + 1}`}
          @click=${() => view.chooseTrack(index)}>${index + 1}</button>`,
      )}
    </div>`;
  const track = chosen;
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
  const ahead = (other: (typeof cubes)[number]) =>
    cube !== undefined && cubes.indexOf(cube) < cubes.indexOf(other);
  const refused =
    cube === undefined
      ? reason(messages, refusal(session, { type: 'setCube', track, color, value: 0 }))
      : '';
  return html`<div class="research" role="group" aria-label=${messages.research}>
      <button type="button" aria-pressed="true"
        @click=${() => view.chooseTrack(null)}>${trackName}</button>
      ${values.map(
        (value) => html`<button type="button"
          @click=${() => view.act({ type: 'setCube', track, color, value })}>${value}</button>`,
      )}
      <label class="visually-hidden" for="research-value">${messages.cubeValue}, ${trackName}</label>
      <input id="research-value" type="number" inputmode="numeric" min="0" max="99" .value=${cube === undefined ? '' : String(cube.value)}
        @change=${(event: Event) => {
          const input = event.target as HTMLInputElement;
          const value = Number(input.value);
          if (input.value === '' || !view.act({ type: 'setCube', track, color, value }))
            input.value = cube === undefined ? '' : String(cube.value);
        }} />
      <span class="points">${cube === undefined ? refused : `${points} ${messages.vp}`}</span>
    </div>
    ${ties.map((other) => {
      const name = playerName(
        session,
        session.players.findIndex((entry) => entry.color === other.player),
        language,
      );
      return html`<div class="research" role="group" aria-label=${`${trackName}: ${messages.sameValue(name)}`}>
        <span class="research-label">${token(other.player, name)} ${messages.sameValue(name)}</span>
        <button type="button" aria-pressed=${ahead(other) ? 'true' : 'false'}
          @click=${() => view.act({ type: 'orderCube', track, color, other: other.player, ahead: true })}>${messages.aheadOf(name)}</button>
        <button type="button" aria-pressed=${ahead(other) ? 'false' : 'true'}
          @click=${() => view.act({ type: 'orderCube', track, color, other: other.player, ahead: false })}>${messages.behind(name)}</button>
      </div>`;
    })}`;
}
