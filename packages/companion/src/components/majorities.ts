import type { CategoryScore, Color, ScoreResult } from '@antarctica-game/scoring';
import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { liveScores } from '../logic/score.js';
import type { Session } from '../logic/session.js';
import { StoreController } from '../store/store-controller.js';
import { act, SessionElement } from './session-element.js';
import { areaName, messagesOf, playerName, sharedStyles, stepper, token } from './tokens.js';

/** The leader of each area by seat (or several on a tie), from a score result. */
function leadersOf(result: ScoreResult | null): Map<number, number[]> {
  const leaders = new Map<number, number[]>();
  for (const category of result?.categories ?? []) {
    if (category.kind !== 'area' || category.index === undefined) continue;
    leaders.set(
      category.index,
      category.players.flatMap((entry, seat) => (entry.rank === 1 ? [seat] : [])),
    );
  }
  return leaders;
}

/**
 * The majorities: each area's scientists by colour and its buildings, with the leader and the
 * points each player would score now; the Research Tracks (cubes front to back and their value);
 * Building Cards with an asterisk; Discarded Resources; live standings with a breakdown, and the
 * final result with its tie-breaks, all computed by `@antarctica-game/scoring`.
 *
 * @tagname antarctica-majorities
 * @fires antarctica-leader-changed - An area has a new leader; `detail` has `area` and `seats`.
 * @fires antarctica-action - Any change made here; `detail.action` is the action.
 *
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-ice - Background of the area cards.
 * @cssprop --antarctica-tap-size - Smallest size of anything to tap (44px).
 *
 * @csspart areas - The list of areas.
 * @csspart area - One area card.
 * @csspart tracks - The Research Tracks.
 * @csspart cards - Building Cards and Discarded Resources.
 * @csspart standings - The standings table.
 * @csspart result - The winner line.
 * @csspart stepper - A − value + control.
 * @csspart token - A player token.
 */
export class AntarcticaMajorities extends SessionElement {
  static override properties: PropertyDeclarations = {
    announcement: { state: true },
  };

  static override styles = [
    sharedStyles,
    css`
      h2 {
        font-size: 18px;
        margin: 14px 0 6px;
      }
      .areas {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
        gap: 8px;
      }
      .card {
        background: var(--_ice);
        border-radius: var(--_radius);
        padding: 8px;
      }
      .card h3 {
        margin: 0 0 4px;
        font-size: 16px;
        display: flex;
        justify-content: space-between;
        gap: 8px;
      }
      .row {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 6px;
        flex-wrap: wrap;
        min-height: 44px;
      }
      .who {
        display: flex;
        align-items: center;
        gap: 6px;
      }
      .points {
        font-variant-numeric: tabular-nums;
        color: var(--_muted);
        min-width: 4ch;
        text-align: right;
      }
      .leader {
        font-size: 14px;
      }
      .scroll {
        overflow-x: auto;
        max-width: 100%;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        text-align: right;
        padding: 4px 6px;
        border-bottom: 1px solid #d5dde5;
      }
      th:first-child,
      td:first-child {
        text-align: left;
      }
      .result {
        font-size: 18px;
        font-weight: 700;
        margin: 10px 0;
      }
      .errors {
        color: #a4161a;
      }
      ol.cubes {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 4px;
      }
    `,
  ];

  /** @internal Component state. */
  declare announcement: string;

  constructor() {
    super();
    this.announcement = '';
    new StoreController(
      this,
      () => this.store,
      (before, after) => {
        const was = leadersOf(scores(before));
        const now = leadersOf(scores(after));
        for (const [area, seats] of now) {
          if (seats.join() === (was.get(area) ?? []).join() || seats.length !== 1) continue;
          this.announcement = messagesOf(after).leaderChanged(
            areaName(after, area),
            playerName(after, seats[0] ?? 0),
          );
          this.dispatchEvent(
            new CustomEvent('antarctica-leader-changed', {
              detail: { area, seats },
              bubbles: true,
              composed: true,
            }),
          );
        }
      },
    );
  }

  override render() {
    const session = this.store.session;
    const messages = messagesOf(session);
    const live = liveScores(session);
    const result = live.ok ? live.result : null;
    return html`
      ${live.ok ? nothing : html`<p class="errors" role="alert">${messages.invalidSheet} ${live.errors.map((error) => error.message).join('; ')}</p>`}
      ${session.phase === 'final' ? this.#renderResult(session, result) : nothing} ${this.#renderStandings(session, result)}
      <h2>${messages.majorities}</h2>
      <div class="areas" part="areas">${this.#areaOrder(session).map((area) => this.#renderArea(session, area, result))}</div>
      <h2>${messages.researchTracks}</h2>
      <div class="areas" part="tracks">${session.tracks.map((_, track) => this.#renderTrack(session, track, result))}</div>
      <h2>${messages.buildingCards} · ${messages.discardedResources}</h2>
      <div class="areas" part="cards">${session.players.map((_, seat) => this.#renderCards(session, seat))}</div>
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    `;
  }

  /** Areas in scoring order: from the Sun's area, counter-clockwise. */
  #areaOrder(session: Session): number[] {
    return session.areas
      .map((_, step) => (session.sun + step) % session.areas.length)
      .filter((area) => !session.areas[area]?.closed);
  }

  #renderArea(session: Session, area: number, result: ScoreResult | null) {
    const record = session.areas[area];
    if (record === undefined) return nothing;
    const messages = messagesOf(session);
    const category = result?.categories.find(
      (entry) => entry.kind === 'area' && entry.index === area,
    );
    const leaders =
      category?.players.flatMap((entry, seat) =>
        entry.rank === 1 ? [playerName(session, seat)] : [],
      ) ?? [];
    return html`<section class="card" part="area" aria-label=${areaName(session, area)}>
      <h3>
        <span>${areaName(session, area)}${area === session.sun ? ' ☀' : ''}</span>
        <span class="leader"
          >${messages.leader}: ${leaders.length === 0 ? messages.nobody : leaders.join(', ')}${leaders.length > 1 ? ` (${messages.tie})` : ''}</span
        >
      </h3>
      <div class="row">
        <span>${messages.buildings}</span>
        ${stepper(`${messages.buildings}, ${areaName(session, area)}`, record.buildings, (count) => act(this, { type: 'setBuildings', area, count }), messages)}
      </div>
      ${session.players.map(
        (player, seat) => html`<div class="row">
          <span class="who">${token(player.color, playerName(session, seat))} ${messages.scientists}</span>
          ${stepper(
            `${messages.scientists} ${playerName(session, seat)}, ${areaName(session, area)}`,
            record.scientists[player.color] ?? 0,
            (count) => act(this, { type: 'setScientists', area, color: player.color, count }),
            messages,
          )}
          <span class="points" title=${messages.pointsNow}>${category?.players[seat]?.points ?? 0} ${messages.vp}</span>
        </div>`,
      )}
    </section>`;
  }

  #renderTrack(session: Session, track: number, result: ScoreResult | null) {
    const record = session.tracks[track];
    if (record === undefined) return nothing;
    const messages = messagesOf(session);
    const title = `${messages.track} ${track + 1}`;
    if (record.closed)
      return html`<section class="card" aria-label=${title}><h3>${title} <span>${messages.trackClosed}</span></h3></section>`;
    const category = result?.categories.find(
      (entry) => entry.kind === 'track' && entry.index === track,
    );
    const seatOf = (color: Color) => session.players.findIndex((player) => player.color === color);
    return html`<section class="card" aria-label=${title}>
      <h3>${title}</h3>
      <ol class="cubes">
        ${record.cubes.map((cube, index) => {
          const seat = seatOf(cube.player);
          return html`<li class="row">
            <span class="who">${index + 1}. ${token(cube.player, playerName(session, seat))}</span>
            ${stepper(`${messages.cubeValue} ${playerName(session, seat)}, ${title}`, cube.value, (value) => act(this, { type: 'setCubeValue', track, index, value }), messages)}
            <span class="points">${category?.players[seat]?.points ?? 0} ${messages.vp}</span>
            <button type="button" aria-label=${`${messages.moveUp}: ${playerName(session, seat)}`} ?disabled=${index === 0} @click=${() => act(this, { type: 'moveCube', track, index, by: -1 })}>↑</button>
            <button type="button" aria-label=${`✕ ${playerName(session, seat)}`} @click=${() => act(this, { type: 'removeCube', track, index })}>✕</button>
          </li>`;
        })}
      </ol>
      <div class="row">
        ${session.players
          .filter((player) => !record.cubes.some((cube) => cube.player === player.color))
          .map(
            (player) =>
              html`<button type="button" @click=${() => act(this, { type: 'addCube', track, color: player.color, value: 0 })}>
                ${messages.addCube}: ${token(player.color, playerName(session, seatOf(player.color)))}
              </button>`,
          )}
      </div>
    </section>`;
  }

  #renderCards(session: Session, seat: number) {
    const player = session.players[seat];
    if (player === undefined) return nothing;
    const messages = messagesOf(session);
    const name = playerName(session, seat);
    const field = (label: string, key: 'buildingCards' | 'asteriskCards' | 'discardedResources') =>
      html`<div class="row">
        <span>${label}</span>
        ${stepper(`${label}, ${name}`, player[key], (count) => act(this, { type: 'setPlayerCount', color: player.color, field: key, count }), messages)}
      </div>`;
    return html`<section class="card" aria-label=${name}>
      <h3><span class="who">${token(player.color, name)} ${name}</span></h3>
      ${field(messages.buildingCards, 'buildingCards')} ${field(messages.asteriskCards, 'asteriskCards')}
      ${field(messages.discardedResources, 'discardedResources')}
    </section>`;
  }

  #renderStandings(session: Session, result: ScoreResult | null) {
    if (result === null) return nothing;
    const messages = messagesOf(session);
    const sum = (kind: CategoryScore['kind'], seat: number) =>
      result.categories
        .filter((category) => category.kind === kind)
        .reduce((total, category) => total + (category.players[seat]?.points ?? 0), 0);
    return html`<h2>${session.phase === 'final' ? messages.finalScores : messages.standings}</h2>
      <div class="scroll" tabindex="0" role="region" aria-label=${session.phase === 'final' ? messages.finalScores : messages.standings}><table part="standings">
        <thead>
          <tr>
            <th scope="col">${messages.players}</th>
            <th scope="col">${messages.majorities}</th>
            <th scope="col">${messages.researchTracks}</th>
            <th scope="col"><span aria-hidden="true">*</span><span class="visually-hidden">${messages.asteriskCards}</span></th>
            <th scope="col">${messages.discardedResources}</th>
            <th scope="col">${messages.total}</th>
            <th scope="col">${messages.firstPlaces}</th>
          </tr>
        </thead>
        <tbody>
          ${result.standings.map(
            (standing, seat) => html`<tr>
              <th scope="row"><span class="who">${token(standing.player, playerName(session, seat))} ${playerName(session, seat)}</span></th>
              <td>${sum('area', seat)}</td>
              <td>${sum('track', seat)}</td>
              <td>${sum('asterisk-cards', seat)}</td>
              <td>${sum('discarded-resources', seat)}</td>
              <td><strong>${standing.points}</strong></td>
              <td>${standing.firstPlaces}</td>
            </tr>`,
          )}
        </tbody>
      </table></div>`;
  }

  #renderResult(session: Session, result: ScoreResult | null) {
    if (result === null) return nothing;
    const messages = messagesOf(session);
    const names = result.winners
      .map((color) =>
        playerName(
          session,
          session.players.findIndex((player) => player.color === color),
        ),
      )
      .join(', ');
    return html`<p class="result" part="result" role="status">★ ${messages.winner(names)} (${messages.decidedBy[result.decidedBy]})</p>`;
  }
}

function scores(session: Session): ScoreResult | null {
  const live = liveScores(session);
  return live.ok ? live.result : null;
}
