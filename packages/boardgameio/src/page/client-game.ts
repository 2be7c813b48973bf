import { MOVE_TYPES } from '@antarctica-game/engine';
import type { Game } from 'boardgame.io';

/**
 * The game as the page's boardgame.io client knows it: the name and the moves, each run on the
 * server only (`client: false`), where the engine judges it. The page never runs the rules on its
 * own: it draws what the server sends (`G.view`, `G.legalMoves`).
 */
export const clientGame: Game = {
  name: 'antarctica',
  moves: Object.fromEntries(
    MOVE_TYPES.map((type) => [type, { move: () => undefined, client: false }]),
  ),
};
