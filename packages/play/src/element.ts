/**
 * The `<antarctica-play>` element's class (register it with `@antarctica-game/play/define`).
 *
 * @packageDocumentation
 */
export { AntarcticaPlay } from './play-element.js';
