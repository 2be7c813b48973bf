/**
 * Play a game of Antarctica in the browser against the bots: the `<antarctica-play>` element
 * (register it with `@antarctica-game/play/define`) and the headless game session behind it.
 *
 * @packageDocumentation
 */
export { AntarcticaPlay } from './play-element.js';
export * from './session/index.js';
