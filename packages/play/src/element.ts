/**
 * The `<antarctica-play>` element's class (register it with `@antarctica-game/play/define`).
 *
 * @packageDocumentation
 */

export type { GameController, GameControllerOptions } from './app/game-controller.js';
export type { GameStore } from './app/game-store.js';
export { AntarcticaPlay } from './play-element.js';
