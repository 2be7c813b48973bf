// The setup screen: 2-4 players with their colours and names in seating order, the closed
// areas of a 2-player game, how the ships are placed, the starting buildings, and the rule
// readings that the tally follows.
import { RULE_OPTIONS, type RuleOptions } from '@antarctica-game/engine/helpers';
import { COLORS, type Color } from '@antarctica-game/scoring';
import { css, html, nothing } from 'lit';
import type { Messages } from '../i18n/messages.js';
import { COLOR_NAMES } from '../i18n/messages.js';
import { type Language, TALLY_READINGS } from '../logic/session.js';
import { token } from './tokens.js';

/** The setup form as filled in so far. */
export interface SetupDraft {
  count: 2 | 3 | 4;
  players: Array<{ color: Color; name: string }>;
  closedPair: number;
  startingBuildings: boolean;
  firstGameShips: boolean;
  /** The rule readings chosen (the engine's defaults for those left out). */
  rules: Partial<RuleOptions>;
}

/** The setup form, with the players of the last game if the device remembers them. */
export function freshDraft(
  remembered: Array<{ color: Color; name: string }> | undefined,
): SetupDraft {
  const players = remembered ?? [];
  const rest = COLORS.filter((color) => !players.some((player) => player.color === color));
  return {
    count: (players.length >= 2 ? players.length : 3) as 2 | 3 | 4,
    players: [...players, ...rest.map((color) => ({ color, name: '' }))],
    closedPair: 1,
    startingBuildings: true,
    firstGameShips: players.length === 0,
    rules: {},
  };
}

const letter = (seat: number) => String.fromCharCode(65 + seat);

/** The form's styles. */
export const setupStyles = css`
  fieldset {
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    margin: 0.5rem 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
    min-width: 0;
  }
  .count,
  .reading {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  .seat {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.375rem;
  }
  .seat input {
    flex: 1 1 6rem;
    min-width: 0;
    max-width: 100%;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--_tap);
  }
  label.check input {
    min-width: 1.5rem;
    min-height: 1.5rem;
    flex: none;
  }
`;

/**
 * What the setup form shows and calls back: the draft (read when a handler runs, not the draft
 * of the render that made it), its words, and the app's handlers.
 *
 * @internal
 */
export interface SetupView {
  /** The interface words. */
  messages: Messages;
  /** The interface language (for colour names). */
  language: Language;
  /** The draft as it is now. */
  draft(): SetupDraft;
  /** Puts a changed draft in place. */
  setDraft(draft: SetupDraft): void;
  /** Start the game: the form's submit. */
  start(event: Event): void;
}

/** The setup form; Start the game dispatches `start` with the draft. */
export function renderSetup({ messages, language, draft: now, setDraft, start }: SetupView) {
  const draft = now();
  const seats = draft.players.slice(0, draft.count);
  const update = (change: Partial<SetupDraft>) => setDraft({ ...now(), ...change });
  // Handlers read the draft when they run, not the draft of the render that made them.
  const setPlayer = (seat: number, change: Partial<{ color: Color; name: string }>) => {
    const players = now().players.map((player) => ({ ...player }));
    const current = players[seat];
    if (current === undefined) return;
    if (change.color !== undefined) {
      // Swap colours so that they stay distinct.
      const other = players.find((player) => player.color === change.color);
      if (other !== undefined) other.color = current.color;
    }
    Object.assign(current, change);
    update({ players });
  };
  const moveUp = (seat: number) => {
    const players = now().players.map((player) => ({ ...player }));
    const [moved] = players.splice(seat, 1);
    if (moved !== undefined) players.splice(seat - 1, 0, moved);
    update({ players });
  };
  return html`<form part="setup" @submit=${(event: Event) => start(event)}>
    <h2 tabindex="-1">${messages.setup}</h2>
    <p class="hint">${messages.setupHint}</p>
    <fieldset>
      <legend>${messages.players}</legend>
      <label class="count">${messages.playerCount}
        <select id="count" @change=${(event: Event) => update({ count: Number((event.target as HTMLSelectElement).value) as 2 | 3 | 4 })}>
          ${[2, 3, 4].map((count) => html`<option value=${count} ?selected=${count === draft.count}>${count}</option>`)}
        </select>
      </label>
      ${seats.map(
        (player, seat) => html`<div class="seat">
          <span aria-hidden="true">${letter(seat)}</span>
          ${token(player.color, COLOR_NAMES[language][player.color] ?? player.color)}
          <select id=${`color-${seat}`} aria-label=${`${messages.color} ${letter(seat)}`} @change=${(event: Event) => setPlayer(seat, { color: (event.target as HTMLSelectElement).value as Color })}>
            ${COLORS.map((color) => html`<option value=${color} ?selected=${color === player.color}>${COLOR_NAMES[language][color]}</option>`)}
          </select>
          <input id=${`name-${seat}`} aria-label=${`${messages.name} ${letter(seat)}`} .value=${player.name} placeholder=${messages.name} maxlength="40" autocomplete="off"
            @input=${(event: Event) => setPlayer(seat, { name: (event.target as HTMLInputElement).value })} />
          <button type="button" aria-label=${`↑ ${messages.moveUp}: ${letter(seat)}`} ?disabled=${seat === 0} @click=${() => moveUp(seat)}>↑</button>
        </div>`,
      )}
    </fieldset>
    ${
      draft.count === 2
        ? html`<fieldset>
          <legend>${messages.closedAreas}</legend>
          <select aria-label=${messages.closedAreas} @change=${(event: Event) => update({ closedPair: Number((event.target as HTMLSelectElement).value) })}>
            ${[1, 2, 3, 0].map(
              (pair) =>
                html`<option value=${pair} ?selected=${pair === draft.closedPair}>${messages.area} ${pair + 1} + ${messages.area} ${pair + 5}</option>`,
            )}
          </select>
        </fieldset>`
        : nothing
    }
    <fieldset>
      <legend>${messages.shipsLegend}</legend>
      <label class="check"><input type="radio" name="ships" .checked=${!draft.firstGameShips} @change=${() => update({ firstGameShips: false })} />${messages.shipsInTurn}</label>
      <label class="check"><input type="radio" name="ships" .checked=${draft.firstGameShips} @change=${() => update({ firstGameShips: true })} />${messages.firstGameShips}</label>
    </fieldset>
    <label class="check"><input type="checkbox" .checked=${draft.startingBuildings} @change=${(event: Event) => update({ startingBuildings: (event.target as HTMLInputElement).checked })} />${messages.startingBuildings}</label>
    <fieldset>
      <legend>${messages.rules}</legend>
      ${TALLY_READINGS.map((rule) => {
        const words = messages.ruleWords[rule] as { name: string; values: Record<string, string> };
        const chosen = draft.rules[rule] ?? RULE_OPTIONS[rule][0];
        return html`<label class="reading">${words.name}
          <select id=${`rule-${rule}`} @change=${(event: Event) =>
            update({
              rules: { ...now().rules, [rule]: (event.target as HTMLSelectElement).value },
            })}>
            ${RULE_OPTIONS[rule].map((value) => html`<option value=${value} ?selected=${value === chosen}>${words.values[value] ?? value}</option>`)}
          </select>
        </label>`;
      })}
    </fieldset>
    <button type="submit" class="primary">${messages.start}</button>
  </form>`;
}
