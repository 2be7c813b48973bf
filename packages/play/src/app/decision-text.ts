// Whose decision it is, in words, for the line above the board.
import type { Decision } from '@antarctica-game/engine';
import { SEAT_COLORS, type SeatSpec, seatName } from '../session/seats.js';

/** `Red (Human)`, `Blue (Heuristic bot)`. */
export function seatLabel(seats: readonly SeatSpec[], seat: number): string {
  const color = SEAT_COLORS[seat] ?? `seat ${seat + 1}`;
  const spec = seats[seat];
  const name = color.charAt(0).toUpperCase() + color.slice(1);
  return spec === undefined ? name : `${name} (${seatName(spec)})`;
}

/** What the player deciding now is to do, e.g. `take a Shipyard Card (another player built a ship)`. */
export function decisionText(decision: Decision): string {
  switch (decision.kind) {
    case 'openingCube':
      return 'put the opening cube on a Research Track';
    case 'placeShip':
      return 'place a ship';
    case 'sail':
      return decision.icebreaker
        ? 'sail (Icebreaker turn)'
        : 'sail the first ship in line in the Sun’s area';
    case 'turn':
      return `${decision.acted ? 'play a card, discard, or end the turn' : 'take an action, play a card, or end the turn'}${decision.icebreaker ? ' (Icebreaker turn)' : ''}`;
    case 'trackAction':
      return decision.symbol === 'moveShip'
        ? 'move a ship or pass (Research Track action)'
        : 'advance three on a track or pass (Research Track action)';
    case 'shipyardPick':
      return 'take a Shipyard Card or pass (another player built a ship)';
    case 'draftDraw':
      return `turn up ${decision.count} Shipyard Cards for the draft`;
    case 'draft':
      return 'pick a Shipyard Card in the draft';
    case 'gameOver':
      return 'nothing: the game is over';
  }
}
