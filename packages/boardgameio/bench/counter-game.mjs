// The trivial boardgame.io game of the load bench (bench/server-load.bench-run.ts): four players
// take turns adding one to a counter until it reaches COUNTER_MOVES (about as many moves as a
// random four-player game of Antarctica), so that boardgame.io's own cost of a move, and with it
// the project's share, is known. The move runs only on the server, as Antarctica's moves do.

/** Moves of one counter game. */
export const COUNTER_MOVES = 270;

/** The counter game (boardgame.io `Game`). */
export const counterGame = {
  name: 'counter',
  minPlayers: 4,
  maxPlayers: 4,
  setup: () => ({ count: 0 }),
  moves: {
    add: {
      move: ({ G }) => ({ count: G.count + 1 }),
      client: false,
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => (G.count >= COUNTER_MOVES ? { count: G.count } : undefined),
};
