/**
 * The board game Antarctica on boardgame.io: the rules engine as a boardgame.io `Game` (moves,
 * active players, player views, the end with the final scores, `ai.enumerate`) and the project's
 * bots as boardgame.io bots. The server is `@antarctica-game/boardgameio/server`.
 *
 * @packageDocumentation
 */
export {
  type AntarcticaGameOptions,
  type AntarcticaGameover,
  type AntarcticaSetupDataInput,
  antarcticaGame,
} from './antarctica-game.js';
export {
  type BoardgameioBotClass,
  type BotClassOptions,
  botClass,
  chooseMove,
} from './bot-class.js';
export {
  type AntarcticaClientG,
  type ClientView,
  moveArguments,
  playerViewOf,
} from './client-state.js';
export type { MoveRefusal } from './refusal.js';
export type { AntarcticaSetupData, BotKind } from './setup-data.js';
export { SPECTATOR, spectatorView } from './spectator-view.js';
export type { AntarcticaG } from './stored-state.js';
