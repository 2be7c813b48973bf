import { SHIP_DISCARDED, SHIPS_PER_SEAT } from '../state/state.js';
import type { CheckContext } from './check-context.js';

/** Each player: colour, name, and pieces and cards in hand within bounds. */
export function checkPlayers({ state, row, add }: CheckContext): void {
  const colors = new Set<string>();
  state.players.forEach((player, seat) => {
    const path = `players[${seat}]`;
    if (colors.has(player.color)) add(`${path}.color`, `${player.color} is taken by another seat`);
    colors.add(player.color);
    const onBoard = state.areas.reduce((sum, area) => sum + (area.scientists[seat] ?? 0), 0);
    if (!(player.supply + player.reserve + onBoard === row.supply + row.reserve))
      add(
        path,
        `scientists: ${player.supply} in supply + ${player.reserve} in reserve + ${onBoard} on the board, expected ${row.supply + row.reserve}`,
      );
    let onTracks = 0;
    for (const track of state.tracks)
      for (const owner of track.spaces) if (owner === seat) onTracks++;
    let shipsDiscarded = 0;
    for (let k = 0; k < SHIPS_PER_SEAT; k++)
      if (state.ships[seat * SHIPS_PER_SEAT + k] === SHIP_DISCARDED) shipsDiscarded++;
    const cubesDiscarded = player.discarded - shipsDiscarded;
    if (!(cubesDiscarded >= 0))
      add(
        `${path}.discarded`,
        `${player.discarded} resources discarded, but ${shipsDiscarded} ships alone are on Discarded Resources`,
      );
    if (!(cubesDiscarded < 0 || player.cubes + onTracks + cubesDiscarded === row.cubesAvailable))
      add(
        `${path}.cubes`,
        `cubes: ${player.cubes} available + ${onTracks} on tracks + ${cubesDiscarded} discarded, expected ${row.cubesAvailable}`,
      );
    const start = player.startingBasicCard;
    if (
      !(
        start === null ||
        (player.resourceCards.includes(start) &&
          state.edition.resourceCards[start]?.kind === 'basic')
      )
    )
      add(
        `${path}.startingBasicCard`,
        'the starting card must be a Basic Resource Card in this player’s hand',
      );
  });
}
