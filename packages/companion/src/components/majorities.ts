import type { CategoryScore, Color, ScoreResult, SheetWarning } from '@antarctica-game/scoring';
import { css, html, nothing, type PropertyDeclarations } from 'lit';
import { fire } from '../events.js';
import { type CompanionAction, type PlayerCountField, refusal } from '../logic/actions.js';
import { liveScores } from '../logic/score.js';
import type { Session } from '../logic/session.js';
import { ranking, winnerNames } from '../logic/summary.js';
import { StoreController } from '../store/store-controller.js';
import { areaTally, cardStyles } from './area-tally.js';
import { act, SessionElement } from './session-element.js';
import { type Messages, playerName, reason, sharedStyles, stepper, token } from './tokens.js';

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

/** A scorer's warning in the interface's words, with the area or track it is about. */
function warningText(messages: Messages, warning: SheetWarning): string {
  const where = /^(areas|tracks)\[(\d+)\]/.exec(warning.path);
  const place =
    where === null
      ? ''
      : `${where[1] === 'areas' ? messages.area : messages.track} ${Number(where[2]) + 1}: `;
  return `${place}${messages.warnings[warning.code] ?? warning.message}`;
}

/**
 * The majorities: each area's scientists by colour and its buildings, with the leader and the
 * points each player would score now (areas in their board order, 1 to 8); the Research Tracks
 * (each cube's value as read off the track, entered directly, and the points it scores);
 * Building Cards with an asterisk; Discarded Resources; the live ranking with a breakdown, and
 * the final result with its tie-breaks and the scorer's warnings, all computed by
 * `@antarctica-game/scoring`.
 *
 * @tagname antarctica-majorities
 * @fires antarctica-leader-changed - An area has a new leader; `detail` has `area` and `seats`.
 * @fires antarctica-action - Any change made here; `detail.action` is the action.
 *
 * @cssprop --antarctica-accent - Colour of buttons and focus rings.
 * @cssprop --antarctica-ice - Background of the area cards.
 * @cssprop --antarctica-tap-size - Smallest size of anything to tap (2.75rem, 44 px).
 *
 * @csspart areas - The list of areas.
 * @csspart area - One area card.
 * @csspart tracks - The Research Tracks.
 * @csspart cards - Building Cards and Discarded Resources.
 * @csspart standings - The ranking table.
 * @csspart result - The winner line.
 * @csspart warnings - The scorer's warnings about the final tally.
 * @csspart stepper - A − value + control.
 * @csspart token - A player token.
 *
 * @slot after-result - Content shown right after the result and the ranking (the app's share buttons).
 */
export class AntarcticaMajorities extends SessionElement {
  /** Lit's reactive properties: the element's internal state (what is announced). */
  static override properties: PropertyDeclarations = {
    announcement: { state: true },
  };

  /** The element's shadow-DOM styles (theme them through the element's CSS custom properties). */
  static override styles = [
    sharedStyles,
    cardStyles,
    css`
      h2 {
        font-size: 1.125rem;
        margin: 0.875rem 0 0.375rem;
      }
      .areas {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
        gap: 0.5rem;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        table-layout: fixed;
        font-variant-numeric: tabular-nums;
        overflow-wrap: anywhere;
      }
      col.place {
        width: 2.25rem;
      }
      col.number {
        width: 22%;
      }
      th,
      td {
        text-align: right;
        padding: 0.25rem 0.375rem;
        border-bottom: 1px solid var(--_line);
        vertical-align: top;
      }
      th[scope='row'],
      thead th:nth-child(2) {
        text-align: left;
      }
      thead th {
        font-size: 0.8125rem;
        vertical-align: bottom;
      }
      .breakdown {
        display: block;
        font-size: 0.8125rem;
        font-weight: 400;
        color: var(--_muted);
      }
      .total {
        font-size: 1.125rem;
      }
      .result {
        font-size: 1.125rem;
        font-weight: 700;
        margin: 0.625rem 0;
      }
      .warnings {
        margin: 0.5rem 0;
      }
      .warnings ul {
        margin: 0.25rem 0 0;
        padding-left: 1.25rem;
      }
      /* One line per cube on a phone, the ✕ included: the name wraps inside its column (the
         token over the name) rather than push the buttons to a line of their own. */
      .row.cube {
        grid-template-columns: minmax(0, 1fr) 4.5rem auto auto auto;
      }
      .cube input {
        width: 4.5rem;
        min-width: 0;
      }
      @container (max-width: 16.5em) {
        .row.cube {
          grid-template-columns: minmax(0, 1fr) auto auto auto;
        }
      }
      .adds {
        display: flex;
        flex-wrap: wrap;
        gap: 0.375rem;
      }
      ol.cubes {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 0.375rem;
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
          this.announcement = this.messages.leaderChanged(
            area + 1,
            playerName(after, seats[0] ?? 0, this.store.language),
          );
          fire(this, 'antarctica-leader-changed', { area, seats });
        }
      },
    );
  }

  /** Moves the keyboard focus to the title of the ranking (the final scores). */
  async focusTitle(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#standings-title')?.focus();
  }

  override render() {
    const session = this.store.session;
    const messages = this.messages;
    const result = liveScores(session);
    const tally = {
      language: this.store.language,
      act: (action: CompanionAction) => act(this, action),
    };
    return html`
      ${session.phase === 'final' ? this.#renderResult(session, result) : nothing} ${this.#renderStandings(session, result)}
      <slot name="after-result"></slot>
      <h2>${messages.majorities}</h2>
      <div class="areas" part="areas">${session.areas.map((area, index) => (area.closed ? nothing : areaTally(tally, session, index, result, messages)))}</div>
      <h2>${messages.researchTracks}</h2>
      <div class="areas" part="tracks">${session.tracks.map((_, track) => this.#renderTrack(session, track, result))}</div>
      <h2>${messages.buildingCards} · ${messages.discardedResources}</h2>
      <div class="areas" part="cards">${session.players.map((_, seat) => this.#renderCards(session, seat))}</div>
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    `;
  }

  #renderTrack(session: Session, track: number, result: ScoreResult | null) {
    const record = session.tracks[track];
    if (record === undefined) return nothing;
    const messages = this.messages;
    const language = this.store.language;
    const title = `${messages.track} ${track + 1}`;
    if (record.closed)
      return html`<section class="card" aria-label=${title}><h3>${title} <span class="hint">${messages.trackClosed}</span></h3></section>`;
    const category = result?.categories.find(
      (entry) => entry.kind === 'track' && entry.index === track,
    );
    const seatOf = (color: Color) => session.players.findIndex((player) => player.color === color);
    const missing = session.players.filter(
      (player) => !record.cubes.some((cube) => cube.player === player.color),
    );
    return html`<section class="card" aria-label=${title}>
      <h3>${title}</h3>
      ${
        record.cubes.length === 0
          ? nothing
          : html`<p class="hint columns" aria-hidden="true">${messages.cubeValue}:</p>`
      }
      <ol class="cubes">
        ${record.cubes.map((cube, index) => {
          const seat = seatOf(cube.player);
          const name = playerName(session, seat, language);
          return html`<li class="row cube">
            <span class="who">${index + 1}. ${token(cube.player, name)} <span>${name}</span></span>
            <input type="number" inputmode="numeric" min="0" max="99" aria-label=${`${messages.cubeValue}, ${name}, ${title}`}
              .value=${String(cube.value)}
              @change=${(event: Event) => {
                const input = event.target as HTMLInputElement;
                const action: CompanionAction = {
                  type: 'setCube',
                  track,
                  color: cube.player,
                  value: Number(input.value),
                };
                if (input.value === '' || !act(this, action)) input.value = String(cube.value);
              }} />
            <span class="points">${category?.players[seat]?.points ?? 0} ${messages.vp}</span>
            <button type="button" aria-label=${`↑ ${messages.moveUp}: ${name}, ${title}`} ?disabled=${index === 0} @click=${() => act(this, { type: 'moveCube', track, index, by: -1 })}>↑</button>
            <button type="button" aria-label=${`✕ ${name}, ${title}`} @click=${() => act(this, { type: 'removeCube', track, index })}>✕</button>
          </li>`;
        })}
      </ol>
      ${
        missing.length === 0
          ? nothing
          : html`<div class="adds">
            ${missing.map((player) => {
              const name = playerName(session, seatOf(player.color), language);
              const action: CompanionAction = {
                type: 'setCube',
                track,
                color: player.color,
                value: 0,
              };
              const why = reason(messages, refusal(session, action));
              return html`<button type="button" aria-disabled=${why === '' ? 'false' : 'true'} @click=${() => why === '' && act(this, action)}>
                ${messages.addCube}: ${token(player.color, name)}${why === '' ? nothing : html`<span class="why-inline"> — ${why}</span>`}
              </button>`;
            })}
          </div>`
      }
    </section>`;
  }

  #renderCards(session: Session, seat: number) {
    const player = session.players[seat];
    if (player === undefined) return nothing;
    const messages = this.messages;
    const name = playerName(session, seat, this.store.language);
    const field = (label: string, key: PlayerCountField) =>
      html`<div class="row">
        <span>${label}</span>
        ${stepper(session, messages, {
          label: `${label}, ${name}`,
          key: `${key}${player.color}`,
          value: player[key],
          action: (count) => ({ type: 'setPlayerCount', color: player.color, field: key, count }),
          apply: (action) => act(this, action),
        })}
      </div>`;
    return html`<section class="card" aria-label=${name}>
      <h3><span class="who">${token(player.color, name)} ${name}</span></h3>
      ${field(messages.buildingCards, 'buildingCards')} ${field(messages.asteriskCards, 'asteriskCards')}
      ${field(messages.discardedResources, 'discardedResources')}
    </section>`;
  }

  #renderStandings(session: Session, result: ScoreResult | null) {
    if (result === null) return nothing;
    const messages = this.messages;
    const sum = (kind: CategoryScore['kind'], seat: number) =>
      result.categories
        .filter((category) => category.kind === kind)
        .reduce((total, category) => total + (category.players[seat]?.points ?? 0), 0);
    const title = session.phase === 'final' ? messages.finalScores : messages.standings;
    return html`<h2 id="standings-title" tabindex="-1">${title}</h2>
      <table part="standings" aria-labelledby="standings-title">
        <colgroup><col class="place" /><col /><col class="number" /><col class="number" /></colgroup>
        <thead>
          <tr>
            <th scope="col"><span aria-hidden="true">#</span><span class="visually-hidden">${messages.place}</span></th>
            <th scope="col">${messages.players}</th>
            <th scope="col">${messages.total} (${messages.vp})</th>
            <th scope="col">${messages.firstPlaces}</th>
          </tr>
        </thead>
        <tbody>
          ${ranking(session, result, this.store.language).map(
            (player) => html`<tr data-seat=${player.seat}>
              <td>${player.place}</td>
              <th scope="row"><span class="who">${token(player.color, player.name)} ${player.name}</span
                ><span class="breakdown">${messages.breakdown(sum('area', player.seat), sum('track', player.seat), sum('asterisk-cards', player.seat), sum('discarded-resources', player.seat))}</span></th>
              <td><strong class="total">${player.points}</strong></td>
              <td>${player.firstPlaces}</td>
            </tr>`,
          )}
        </tbody>
      </table>`;
  }

  #renderResult(session: Session, result: ScoreResult | null) {
    if (result === null) return nothing;
    const messages = this.messages;
    const names = winnerNames(session, result, this.store.language);
    return html`<p class="result" part="result" role="status">★ ${messages.winner(names)} (${messages.decidedBy[result.decidedBy]})</p>
      ${
        result.warnings.length === 0
          ? nothing
          : html`<div class="note warnings" part="warnings">
            ${messages.warningsTitle}
            <ul>${result.warnings.map((warning) => html`<li>${warningText(messages, warning)}</li>`)}</ul>
          </div>`
      }`;
  }
}

function scores(session: Session): ScoreResult | null {
  return session.phase === 'setup' ? null : liveScores(session);
}
