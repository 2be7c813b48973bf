import {
  applyMove,
  botRandom,
  type GameState,
  legalMoves,
  newGame,
  weightedRandomBot,
} from '@antarctica-game/engine';

/** States along seeded weighted-random games: every `every`-th state of each game. */
export function samplePositions(players: 2 | 3 | 4, games: number, every: number): GameState[] {
  const states: GameState[] = [];
  for (let game = 0; game < games; game++) {
    let state = newGame({ players, seed: `analysis-${players}-${game}` });
    const bot = weightedRandomBot(botRandom(game + 1));
    for (let step = 0; ; step++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      if (step % every === 0) states.push(state);
      state = applyMove(state, bot(state, legal));
    }
  }
  return states;
}
