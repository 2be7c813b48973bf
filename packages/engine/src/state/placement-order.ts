// The setup's placement order, read at the state layer: `decisionOf` needs it to say whose ship
// is placed next, and the state layer imports nothing from the rules above it.

/**
 * Whose ship is placed next in setup: the first seat of the edition's placement order (`order`,
 * for the player count) that has placed fewer ships than the order has given it so far; null once
 * every ship of the order is on the board. A table app whose ships were corrected by hand gets
 * the seat still missing a ship.
 *
 * @param placedBySeat - How many ships each seat has placed.
 */
export function placementSeat(
  order: readonly number[],
  placedBySeat: readonly number[],
): number | null {
  const due: number[] = [];
  for (let step = 0; step < order.length; step++) {
    const seat = order[step] as number;
    due[seat] = (due[seat] ?? 0) + 1;
    if ((due[seat] as number) > (placedBySeat[seat] ?? 0)) return seat;
  }
  return null;
}
