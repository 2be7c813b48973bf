// The seat picker: 2 to 4 seats, each a person or a bot. No engine here: it is the first thing
// the page shows, so it loads with Lit alone.
import { html, type TemplateResult } from 'lit';
import { MCTS_BUDGETS, SEAT_COLORS, type SeatSpec } from './session/seats.js';

/** The value of a seat's `<select>`: `human`, `heuristic` or `mcts:<ms>`. */
export function seatValue(seat: SeatSpec): string {
  if (seat.kind === 'human') return 'human';
  return seat.bot === 'heuristic' ? 'heuristic' : `mcts:${seat.ms}`;
}

/** The seat a `<select>` value stands for. */
export function seatOfValue(value: string): SeatSpec {
  if (value === 'heuristic') return { kind: 'bot', bot: 'heuristic' };
  if (value.startsWith('mcts:')) return { kind: 'bot', bot: 'mcts', ms: Number(value.slice(5)) };
  return { kind: 'human' };
}

/** The default table: one person against one heuristic bot. */
export const DEFAULT_SEATS: readonly SeatSpec[] = [
  { kind: 'human' },
  { kind: 'bot', bot: 'heuristic' },
];

/** What the picker's controls do. */
export interface SeatPickerActions {
  change(seats: SeatSpec[]): void;
  start(): void;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The picker for the seats as they are now. */
export function seatPicker(seats: readonly SeatSpec[], actions: SeatPickerActions): TemplateResult {
  const set = (index: number, seat: SeatSpec) =>
    actions.change(seats.map((old, at) => (at === index ? seat : old)));
  const onSubmit = (event: Event) => {
    event.preventDefault();
    actions.start();
  };
  return html`
    <form class="picker" @submit=${onSubmit}>
      <fieldset>
        <legend>Who plays? 2 to 4 seats, in turn order</legend>
        ${seats.map((seat, index) => {
          const color = capital(SEAT_COLORS[index] ?? '');
          return html`<div class="seat" data-seat=${index}>
            <label><span class="mark mark-${index}" aria-hidden="true"></span>${color}
              <select
                data-seat-select=${index}
                .value=${seatValue(seat)}
                @change=${(event: Event) => set(index, seatOfValue((event.target as HTMLSelectElement).value))}
              >
                <option value="human" ?selected=${seat.kind === 'human'}>Person</option>
                <option value="heuristic" ?selected=${seatValue(seat) === 'heuristic'}>Heuristic bot</option>
                ${MCTS_BUDGETS.map(
                  (ms) =>
                    html`<option value=${`mcts:${ms}`} ?selected=${seatValue(seat) === `mcts:${ms}`}>MCTS bot, ${ms / 1000} s a move</option>`,
                )}
              </select>
            </label>
            ${
              seats.length > 2
                ? html`<button type="button" class="remove" aria-label=${`Remove the ${color} seat`}
                  @click=${() => actions.change(seats.filter((_, at) => at !== index))}>Remove</button>`
                : ''
            }
          </div>`;
        })}
        ${
          seats.length < 4
            ? html`<button type="button" class="add" @click=${() => actions.change([...seats, { kind: 'bot', bot: 'heuristic' }])}>Add a seat</button>`
            : ''
        }
      </fieldset>
      <button type="submit" class="start">Start the game</button>
    </form>
  `;
}
