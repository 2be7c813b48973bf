// `<antarctica-record-setup>`: the table's set-up as the recorder sees it, `?` by default for
// everything chance decided, so that a group can start recording at once and fill in what it saw.
import {
  type BUILDING_TYPES,
  DECKS,
  DEFAULT_EDITION,
  type Edition,
  type PlayerCount,
  RULE_OPTIONS,
  type RuleOptions,
} from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';
import { css, html, LitElement, nothing } from 'lit';
import { COLOR_NAMES } from '../i18n/messages.js';
import { type RecordMessages, recordEn } from '../i18n/record-messages.js';
import { PREFERENCES_KEY, readPreferences } from '../logic/device.js';
import { buildingCardLabel } from './card-label.js';
import { type TableStart, UNSEEN } from './table-start.js';

const COLORS: readonly Color[] = ['red', 'blue', 'green', 'yellow'];

/**
 * The set-up form of record mode: players, ship placement, rule readings, and what chance put on
 * the table (Starting Buildings, the piles' top cards, the Resource Cards), each `?` until set.
 *
 * @fires record-start - `CustomEvent<TableStart>` when the recorder starts the game.
 * @tagname antarctica-record-setup
 */
export class AntarcticaRecordSetup extends LitElement {
  static override properties = {
    start: { state: true },
    missing: { state: true },
    words: { attribute: false },
  };

  static override styles = css`
    :host { display: block; }
    fieldset { margin: 0.5rem 0; border-radius: 8px; min-width: 0; }
    label { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; justify-content: space-between; min-height: 44px; }
    select, input, button { font: inherit; min-height: 44px; }
    select, input { min-width: 0; max-width: 100%; flex: 0 1 auto; }
    p.hint { margin: 0.25rem 0; }
    button.go { width: 100%; font-weight: 600; }
  `;

  /** The edition whose cards are offered. */
  edition: Edition = DEFAULT_EDITION;
  /** The words of the form, in the app's language (English by default). */
  declare words: RecordMessages;
  declare protected start: TableStart;
  /** What must still be set before the game can start (shown after a try). */
  declare protected missing: string[];

  constructor() {
    super();
    // The players of the last game started on this device (the quick tally's too), as it does.
    const last = readPreferences(localStorage.getItem(PREFERENCES_KEY)).players ?? [];
    const count = (last.length >= 2 && last.length <= 4 ? last.length : 4) as PlayerCount;
    this.start = blankStart(this.edition, count, {
      players: last.map(({ color, name }) => (name.trim() === '' ? { color } : { color, name })),
    });
    this.missing = [];
    this.words = recordEn;
  }

  override render() {
    const start = this.start;
    const words = this.words;
    const count = start.players.length as PlayerCount;
    const edition = this.edition;
    const closed = new Set(count === 2 ? edition.closedAreasTwoPlayers : []);
    const open = [...new Set(edition.startingBuildings[count])];
    const ofKind = (kind: 'basic' | 'expertise') =>
      edition.resourceCards.flatMap((card, id) => (card.kind === kind ? [id] : []));
    const resourceLabel = (id: number) =>
      (edition.resourceCards[id]?.grants ?? []).map((type) => words.buildings[type]).join(' + ');
    return html`
      <p class="hint">${words.setupHint}</p>
      ${this.missing.length === 0 ? nothing : html`<p role="alert">${words.stillToSet(this.missing.join(', '))}</p>`}
      <fieldset>
        <legend>${words.players}</legend>
        <label>${words.playerCount}
          <select @change=${(event: Event) => this.#players(Number((event.target as HTMLSelectElement).value) as PlayerCount)}>
            ${[2, 3, 4].map((n) => html`<option value=${n} ?selected=${n === count}>${n}</option>`)}
          </select>
        </label>
        ${start.players.map(
          (player, seat) => html`<label>${words.player(String.fromCharCode(65 + seat))}
            <select aria-label=${words.colorOf(String.fromCharCode(65 + seat))}
              @change=${(event: Event) => this.#color(seat, (event.target as HTMLSelectElement).value as Color)}>
              ${COLORS.map((color) => html`<option value=${color} ?selected=${color === player.color}>${COLOR_NAMES[words.language][color] ?? color}</option>`)}
            </select>
            <input aria-label=${words.nameOf(String.fromCharCode(65 + seat))} .value=${player.name ?? ''} maxlength="40"
              @input=${(event: Event) => this.#name(seat, (event.target as HTMLInputElement).value)} />
          </label>`,
        )}
        <label>${words.ships}
          <select @change=${(event: Event) => this.#set({ shipPlacement: (event.target as HTMLSelectElement).value as 'firstGame' | 'free' })}>
            <option value="firstGame">${words.firstGameShips}</option>
            <option value="free" ?selected=${start.shipPlacement === 'free'}>${words.freeShips}</option>
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>${words.startingBuildings}</legend>
        ${start.startingBuildings.map((type, area) =>
          closed.has(area)
            ? html``
            : html`<label>${words.area(area + 1)}
                ${this.#select(
                  words.startingBuildingOf(area + 1),
                  type ?? UNSEEN,
                  open.map((value) => [value, words.buildings[value]]),
                  (value) => {
                    const next = [...start.startingBuildings];
                    next[area] =
                      value === UNSEEN ? UNSEEN : (value as (typeof BUILDING_TYPES)[number]);
                    this.#set({ startingBuildings: next });
                  },
                )}
              </label>`,
        )}
      </fieldset>
      <fieldset>
        <legend>${words.pileTops}</legend>
        ${DECKS.map((deck) => {
          const ids = edition.buildingCards.flatMap((card, id) =>
            card.deck === deck && card.minPlayers <= count ? [id] : [],
          );
          return html`<label>${words.decks[deck]}
            ${this.#select(
              words.topCardOf(words.decks[deck]),
              start.pileTops[deck],
              ids.map((id) => [id, buildingCardLabel(edition, id, words)]),
              (value) =>
                this.#set({
                  pileTops: {
                    ...start.pileTops,
                    [deck]: value === UNSEEN ? UNSEEN : Number(value),
                  },
                }),
            )}
          </label>`;
        })}
      </fieldset>
      <fieldset>
        <legend>${words.resourceCards}</legend>
        ${start.startingResourceCards.map(
          (id, seat) => html`<label>${words.player(String.fromCharCode(65 + seat))}
            ${this.#select(
              words.resourceCardOf(String.fromCharCode(65 + seat)),
              id,
              ofKind('basic').map((card) => [card, resourceLabel(card)]),
              (value) => {
                const next = [...start.startingResourceCards];
                next[seat] = value === UNSEEN ? UNSEEN : Number(value);
                this.#set({ startingResourceCards: next });
              },
            )}
          </label>`,
        )}
        ${start.resourcePile.map(
          (id, index) => html`<label>${words.expertise(index + 1)}
            ${this.#select(
              words.expertise(index + 1),
              id,
              ofKind('expertise').map((card) => [card, resourceLabel(card)]),
              (value) => {
                const next = [...start.resourcePile];
                next[index] = value === UNSEEN ? UNSEEN : Number(value);
                this.#set({ resourcePile: next });
              },
            )}
          </label>`,
        )}
      </fieldset>
      <fieldset>
        <legend>${words.rules}</legend>
        ${(Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>).map(
          (rule) => html`<label>${words.ruleWords[rule].name}
            <select aria-label=${words.ruleWords[rule].name} @change=${(event: Event) =>
              this.#set({
                rules: { ...start.rules, [rule]: (event.target as HTMLSelectElement).value },
              })}>
              ${RULE_OPTIONS[rule].map((value) => html`<option value=${value} ?selected=${start.rules?.[rule] === value}>${(words.ruleWords[rule].values as Record<string, string>)[value]}</option>`)}
            </select>
          </label>`,
        )}
      </fieldset>
      <button class="go" @click=${this.#go}>${words.startRecording}</button>
    `;
  }

  #select(
    label: string,
    value: string | number,
    options: Array<[string | number, string]>,
    change: (value: string) => void,
  ) {
    return html`<select aria-label=${label} @change=${(event: Event) => change((event.target as HTMLSelectElement).value)}>
      <option value=${UNSEEN} ?selected=${value === UNSEEN}>${this.words.notSeenOption}</option>
      ${options.map(([option, text]) => html`<option value=${option} ?selected=${option === value}>${text}</option>`)}
    </select>`;
  }

  #set(change: Partial<TableStart>) {
    this.start = { ...this.start, ...change };
    // Once shown, the list of what is still to set follows the form as it is filled.
    if (this.missing.length > 0) this.missing = this.#stillToSet();
  }

  /** The labels of the face-up cards not set yet. */
  #stillToSet(): string[] {
    // The Starting Buildings and the piles' top cards lie face up on the table, and the engine
    // needs them to know which builds are legal: without them it would offer wrong moves.
    return [
      ...this.start.startingBuildings.flatMap((type, area) =>
        type === UNSEEN ? [this.words.startingBuildingOf(area + 1)] : [],
      ),
      ...DECKS.flatMap((deck) =>
        this.start.pileTops[deck] === UNSEEN ? [this.words.topCardOf(this.words.decks[deck])] : [],
      ),
    ];
  }

  #players(count: PlayerCount) {
    this.#set(blankStart(this.edition, count, this.start));
  }

  /** Gives `seat` a colour; the player who had it takes the seat's old one (colours stay distinct). */
  #color(seat: number, color: Color) {
    const old = this.start.players[seat]?.color;
    const players = this.start.players.map((player, index) =>
      index === seat
        ? { ...player, color }
        : player.color === color && old !== undefined
          ? { ...player, color: old }
          : player,
    );
    this.#set({ players });
  }

  #name(seat: number, name: string) {
    const players = this.start.players.map((player, index) =>
      index === seat
        ? { color: player.color, ...(name.trim() === '' ? {} : { name: name.trim() }) }
        : player,
    );
    this.#set({ players });
  }

  #go = () => {
    const missing = this.#stillToSet();
    this.missing = missing;
    if (missing.length > 0) {
      void this.updateComplete.then(() =>
        this.renderRoot
          .querySelector<HTMLSelectElement>(`select[aria-label="${missing[0]}"]`)
          ?.focus(),
      );
      return;
    }
    this.dispatchEvent(
      new CustomEvent<TableStart>('record-start', {
        detail: { ...this.start, date: today() },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

/**
 * A set-up with nothing seen yet, keeping the names, colours (when all distinct) and readings of
 * `previous`.
 */
function blankStart(
  edition: Edition,
  count: PlayerCount,
  previous?: Pick<TableStart, 'players'> & Partial<Pick<TableStart, 'shipPlacement' | 'rules'>>,
): TableStart {
  const closed = new Set(count === 2 ? edition.closedAreasTwoPlayers : []);
  const kept = (previous?.players ?? []).slice(0, count);
  const colors = kept.map((player) => player.color);
  const own =
    colors.length === new Set(colors).size && colors.every((color) => COLORS.includes(color));
  // Seats beyond the previous players take the colours nobody has.
  const free = COLORS.filter((color) => !own || !colors.includes(color));
  return {
    players: Array.from({ length: count }, (_, seat) => {
      const color = own && seat < kept.length ? (colors[seat] as Color) : (free.shift() as Color);
      const name = previous?.players[seat]?.name;
      return name === undefined ? { color } : { color, name };
    }),
    shipPlacement: previous?.shipPlacement ?? 'firstGame',
    ...(previous?.rules === undefined ? {} : { rules: previous.rules }),
    startingBuildings: Array.from({ length: edition.areas }, (_, area) =>
      closed.has(area) ? null : UNSEEN,
    ),
    pileTops: { basic: UNSEEN, double: UNSEEN, advanced: UNSEEN },
    startingResourceCards: Array.from({ length: count }, () => UNSEEN),
    resourcePile: Array.from({ length: count }, () => UNSEEN),
  };
}

/** Today on this device, as the record's `[Date]` writes a day. */
function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

customElements.get('antarctica-record-setup') ??
  customElements.define('antarctica-record-setup', AntarcticaRecordSetup);
