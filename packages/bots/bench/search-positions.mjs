// The positions the search benches think about, made alike by any build: seeded games of the
// engine's weighted random bot, stopped at a few points of the game where the player deciding has
// more than one legal move. Each build makes its own states with its own engine (the pinned
// digests of seeded games keep them equal), so that every object it is handed is its own.

/** Moves into a game at which a position is taken (the first decision with a choice from there). */
const STOPS = [12, 40, 90, 150, 210];

/**
 * `{ state, seat, view, legal }` for `games` seeded games of `players` players, one per stop
 * that the game reaches, made with `api.engine`.
 */
export function searchPositions(api, players, games = 3) {
  const { applyMove, botRandom, legalMoves, newGame, playerView, weightedRandomBot } = api.engine;
  const positions = [];
  for (let game = 0; game < games; game++) {
    const bot = weightedRandomBot(botRandom(game + 1));
    let state = newGame({ players, seed: `search-${players}-${game}` });
    for (const stop of STOPS) {
      let legal = legalMoves(state);
      while (legal.length > 0 && (state.moves < stop || legal.length < 2)) {
        state = applyMove(state, bot(state, legal));
        legal = legalMoves(state);
      }
      if (legal.length === 0) break;
      const seat = legal[0].seat;
      positions.push({ state, seat, view: playerView(state, seat), legal });
    }
  }
  return positions;
}
