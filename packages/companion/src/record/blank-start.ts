// The record set-up form's starting point: a set-up with nothing seen yet, keeping the players
// and readings of the one before, and the day as the record writes it.
import type { Edition, PlayerCount } from '@antarctica-game/engine';
import type { Color } from '@antarctica-game/scoring';
import { type TableStart, UNSEEN } from './table-start.js';

/** The players' colours, in the order the form offers them. */
export const COLORS: readonly Color[] = ['red', 'blue', 'green', 'yellow'];

/**
 * A set-up with nothing seen yet, keeping the names, colours (when all distinct) and readings of
 * `previous`.
 */
export function blankStart(
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
export function today(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}
