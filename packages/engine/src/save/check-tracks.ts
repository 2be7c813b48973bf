import type { CheckContext } from './check-context.js';

/** The Research Tracks: cubes adding up, none on a closed track, no two of one colour, blue actions used where a cube has reached them. */
export function checkTracks({ state, players, add }: CheckContext): void {
  state.tracks.forEach((track, index) => {
    const path = `tracks[${index}]`;
    const data = state.edition.tracks[index];
    if (data === undefined) return;
    if (!(track.closed === data.minPlayers > players))
      add(
        `${path}.closed`,
        track.closed
          ? 'this track is open at this player count'
          : 'this track is closed at this player count',
      );
    const seen = new Set<number>();
    let furthest = -1;
    track.spaces.forEach((owner, space) => {
      if (owner < 0) return;
      if (!(owner < players))
        add(`${path}.spaces[${space}]`, `a cube of seat ${owner}, not in the game`);
      if (seen.has(owner)) add(`${path}.spaces[${space}]`, `a second cube of seat ${owner}`);
      if (track.closed) add(`${path}.spaces[${space}]`, 'a cube on a closed track');
      seen.add(owner);
      furthest = space;
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color !== 'blue') return;
      if (!(track.blueUsed[position] === furthest >= symbol.space))
        add(
          `${path}.blueUsed[${position}]`,
          track.blueUsed[position] === true
            ? `the blue action on space ${symbol.space} is marked used, but no cube has reached it`
            : `a cube has reached the blue action on space ${symbol.space}, but it is not marked used`,
        );
    });
    data.symbols.forEach((symbol, position) => {
      if (symbol.color === 'red')
        if (!(track.blueUsed[position] === false))
          add(
            `${path}.blueUsed[${position}]`,
            `space ${symbol.space} is a red action, used every time`,
          );
    });
  });
}
