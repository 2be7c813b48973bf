// `<antarctica-record-setup>`: the table's set-up as the recorder sees it, `?` by default for
// everything chance decided, so that a group can start recording at once and fill in what it saw.
import {
  type BuildingType,
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
import { recordEn } from '../i18n/record-messages.js';
import type { RecordMessages } from '../i18n/record-messages-type.js';
import { PREFERENCES_KEY, readPreferences } from '../logic/device.js';
import { blankStart, COLORS, today } from './blank-start.js';
import { buildingCardLabel } from './card-label.js';
import {
  type CardKind,
  cardKinds,
  distinctCopies,
  type StartProblem,
  startProblems,
} from './start-problems.js';
import { type TableStart, UNSEEN } from './table-start.js';

/**
 * The set-up form of record mode: players, ship placement, rule readings, and what chance put on
 * the table (Starting Buildings, the piles' top cards, the Resource Cards), each `?` until set.
 * A field set to more copies than the box has says so where it is.
 *
 * @fires record-start - `CustomEvent<TableStart>` when the recorder starts the game.
 * @tagname antarctica-record-setup
 */
export class AntarcticaRecordSetup extends LitElement {
  static override properties = {
    start: { state: true },
    missing: { state: true },
    tried: { state: true },
    words: { attribute: false },
  };

  static override styles = css`
    :host { display: block; }
    fieldset { margin: 0.5rem 0; border-radius: 8px; min-width: 0; }
    label, .field { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; justify-content: space-between; min-height: 44px; }
    .field { margin: 0.25rem 0; }
    .choices { display: flex; flex-wrap: wrap; gap: 0.25rem; }
    .choices button { padding: 0 0.5rem; min-width: 44px; }
    .choices button[aria-pressed='true'] { font-weight: 600; outline: 3px solid currentColor; outline-offset: -3px; }
    select, input, button { font: inherit; min-height: 44px; }
    select, input { min-width: 0; max-width: 100%; flex: 0 1 auto; }
    [aria-invalid='true'], button.wrong { outline: 2px solid #a40000; }
    .problem { flex-basis: 100%; margin: 0; color: #a40000; }
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
  /** Whether Start was tapped while a field said the box cannot hold it. */
  declare protected tried: boolean;

  constructor() {
    super();
    // The players of the last game started on this device (the quick tally's too), as it does.
    const last = readPreferences(localStorage.getItem(PREFERENCES_KEY)).players ?? [];
    const count = (last.length >= 2 && last.length <= 4 ? last.length : 4) as PlayerCount;
    this.start = blankStart(this.edition, count, {
      players: last.map(({ color, name }) => (name.trim() === '' ? { color } : { color, name })),
    });
    this.missing = [];
    this.tried = false;
    this.words = recordEn;
  }

  override render() {
    const start = this.start;
    const words = this.words;
    const count = start.players.length as PlayerCount;
    const problems = startProblems(start, this.edition);
    return html`
      <p class="hint">${words.setupHint}</p>
      ${this.missing.length === 0 ? nothing : html`<p role="alert">${words.stillToSet(this.missing.join(', '))}</p>`}
      ${this.tried && problems.length > 0 ? html`<p role="alert">${words.fixMarked}</p>` : nothing}
      <fieldset>
        <legend>${words.players}</legend>
        <label>${words.playerCount}
          <select @change=${(event: Event) => this.#players(Number((event.target as HTMLSelectElement).value) as PlayerCount)}>
            ${[2, 3, 4].map((n) => html`<option value=${n} ?selected=${n === count} .selected=${n === count}>${n}</option>`)}
          </select>
        </label>
        ${start.players.map(
          (player, seat) => html`<label>${words.player(letter(seat))}
            <select aria-label=${words.colorOf(letter(seat))}
              @change=${(event: Event) => this.#color(seat, (event.target as HTMLSelectElement).value as Color)}>
              ${COLORS.map((color) => html`<option value=${color} ?selected=${color === player.color} .selected=${color === player.color}>${COLOR_NAMES[words.language][color] ?? color}</option>`)}
            </select>
            <input aria-label=${words.nameOf(letter(seat))} .value=${player.name ?? ''} maxlength="40"
              @input=${(event: Event) => this.#name(seat, (event.target as HTMLInputElement).value)} />
          </label>`,
        )}
        <label>${words.ships}
          <select @change=${(event: Event) => this.#set({ shipPlacement: (event.target as HTMLSelectElement).value as 'firstGame' | 'free' })}>
            <option value="firstGame">${words.firstGameShips}</option>
            <option value="free" ?selected=${start.shipPlacement === 'free'} .selected=${start.shipPlacement === 'free'}>${words.freeShips}</option>
          </select>
        </label>
      </fieldset>
      ${this.#startingBuildings(problems)}
      <fieldset>
        <legend>${words.pileTops}</legend>
        ${DECKS.map((deck) => {
          const ids = this.edition.buildingCards.flatMap((card, id) =>
            card.deck === deck && card.minPlayers <= count ? [id] : [],
          );
          return html`<label>${words.decks[deck]}
            ${this.#select(
              words.topCardOf(words.decks[deck]),
              start.pileTops[deck],
              ids.map((id) => [id, buildingCardLabel(this.edition, id, words)]),
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
        ${start.startingResourceCards.map((_, seat) =>
          this.#cardField(
            'startingResourceCards',
            seat,
            words.resourceCardOf(letter(seat)),
            words.player(letter(seat)),
            problems,
          ),
        )}
        ${start.resourcePile.map((_, index) =>
          this.#cardField(
            'resourcePile',
            index,
            words.expertise(index + 1),
            words.expertise(index + 1),
            problems,
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>${words.rules}</legend>
        ${(Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>).map((rule) => {
          // A reading the engine added before its words were written shows by its name.
          const named = words.ruleWords[rule] as
            | { name: string; values: Record<string, string> }
            | undefined;
          return html`<label>${named?.name ?? rule}
            <select aria-label=${named?.name ?? rule} @change=${(event: Event) =>
              this.#set({
                rules: { ...start.rules, [rule]: (event.target as HTMLSelectElement).value },
              })}>
              ${RULE_OPTIONS[rule].map((value) => html`<option value=${value} ?selected=${start.rules?.[rule] === value}>${named?.values[value] ?? value}</option>`)}
            </select>
          </label>`;
        })}
      </fieldset>
      <button class="go" @click=${this.#go}>${words.startRecording}</button>
    `;
  }

  /**
   * Each open area's Starting Building, as a row of buttons (one tap each, where a list would
   * take two): the kinds the box has at this player count; the one set is pressed.
   */
  #startingBuildings(problems: StartProblem[]) {
    const start = this.start;
    const words = this.words;
    const count = start.players.length as PlayerCount;
    const closed = new Set(count === 2 ? this.edition.closedAreasTwoPlayers : []);
    const kinds = [...new Set(this.edition.startingBuildings[count])];
    return html`<fieldset>
      <legend>${words.startingBuildings}</legend>
      ${start.startingBuildings.map((type, area) => {
        if (closed.has(area)) return nothing;
        const label = words.startingBuildingOf(area + 1);
        const problem = this.#problem(
          problems,
          'startingBuildings',
          area,
          type === null || type === UNSEEN ? '' : words.buildings[type],
        );
        return html`<div class="field" role="group" aria-label=${label}
            aria-describedby=${problem === nothing ? nothing : `problem-startingBuildings-${area}`}>
          <span>${words.area(area + 1)}</span>
          <span class="choices">${kinds.map(
            (
              kind,
            ) => html`<button type="button" data-value=${kind} aria-pressed=${type === kind ? 'true' : 'false'}
              class=${problem !== nothing && type === kind ? 'wrong' : ''}
              @click=${() => {
                const next = [...start.startingBuildings];
                // A second tap on the one set takes it back to `?`.
                next[area] = type === kind ? UNSEEN : (kind as BuildingType);
                this.#set({ startingBuildings: next });
              }}>${words.buildings[kind]}</button>`,
          )}</span>
          ${problem}
        </div>`;
      })}
    </fieldset>`;
  }

  /** A Resource Card's field: one choice per kind of card, copies counted, not listed twice. */
  #cardField(
    field: 'startingResourceCards' | 'resourcePile',
    index: number,
    label: string,
    name: string,
    problems: StartProblem[],
  ) {
    const list = this.start[field];
    const kinds = cardKinds(this.edition, field === 'resourcePile' ? 'expertise' : 'basic');
    const held = list[index] ?? UNSEEN;
    const kindOf = (id: number | typeof UNSEEN) =>
      kinds.find((kind) => kind.ids.includes(id as number));
    const text = (kind: CardKind) => this.#cardName(kind.ids[0] as number);
    const problem = this.#problem(
      problems,
      field,
      index,
      held === UNSEEN ? '' : this.#cardName(held),
    );
    const id = `problem-${field}-${index}`;
    return html`<label>${name}
      <select aria-label=${label} aria-invalid=${problem === nothing ? nothing : 'true'}
        aria-describedby=${problem === nothing ? nothing : id}
        @change=${(event: Event) => {
          const value = (event.target as HTMLSelectElement).value;
          // An option's value is its kind's first copy.
          const kind = kinds.find((each) => String(each.ids[0]) === value);
          const next = [...list];
          next[index] = kind === undefined ? UNSEEN : (kind.ids[0] as number);
          this.#set({ [field]: distinctCopies(next, kinds) });
        }}>
        <option value=${UNSEEN} ?selected=${held === UNSEEN} .selected=${held === UNSEEN}>${this.words.notSeenOption}</option>
        ${kinds.map(
          (kind) =>
            html`<option value=${kind.ids[0] as number} ?selected=${kindOf(held) === kind} .selected=${kindOf(held) === kind}>${text(kind)}${kind.ids.length > 1 ? this.words.inBox(kind.ids.length) : ''}</option>`,
        )}
      </select>
      ${problem}
    </label>`;
  }

  /** A Resource Card in words: what it grants. */
  #cardName(id: number): string {
    return (this.edition.resourceCards[id]?.grants ?? [])
      .map((type) => this.words.buildings[type])
      .join(' + ');
  }

  /** What is wrong at a field, said where it is (nothing when it is right). */
  #problem(problems: StartProblem[], field: StartProblem['field'], index: number, what: string) {
    const problem = problems.find((each) => each.field === field && each.index === index);
    if (problem === undefined) return nothing;
    const players = this.start.players.length;
    return html`<p class="problem" id=${`problem-${field}-${index}`}>${this.words.notInBox(what, problem.inBox, players)}</p>`;
  }

  #select(
    label: string,
    value: string | number,
    options: Array<[string | number, string]>,
    change: (value: string) => void,
  ) {
    return html`<select aria-label=${label} @change=${(event: Event) => change((event.target as HTMLSelectElement).value)}>
      <option value=${UNSEEN} ?selected=${value === UNSEEN} .selected=${value === UNSEEN}>${this.words.notSeenOption}</option>
      ${options.map(([option, text]) => html`<option value=${option} ?selected=${option === value} .selected=${option === value}>${text}</option>`)}
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
    const problems = startProblems(this.start, this.edition);
    this.tried = problems.length > 0;
    if (missing.length > 0 || problems.length > 0) {
      // The keyboard goes to the first field to fix: one still to set, else one marked.
      void this.updateComplete.then(() => {
        const root = this.renderRoot;
        const field =
          missing.length > 0
            ? root.querySelector(`[aria-label="${missing[0]}"]`)
            : root.querySelector('[aria-invalid="true"], .field:has(.problem)');
        const target = field?.matches('select, button')
          ? field
          : (field?.querySelector('button.wrong') ?? field?.querySelector('button'));
        (target as HTMLElement | null | undefined)?.focus();
      });
      return;
    }
    this.dispatchEvent(
      new CustomEvent<TableStart>('record-start', {
        detail: { ...this.start, date: today(), startedAt: new Date().toISOString() },
        bubbles: true,
        composed: true,
      }),
    );
  };
}

/** The letter of a seat: A, B, C, D. */
function letter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

customElements.get('antarctica-record-setup') ??
  customElements.define('antarctica-record-setup', AntarcticaRecordSetup);
