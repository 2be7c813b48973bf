/**
 * Play a game of Antarctica against the bots: the headless game session behind the play page
 * (Node or browsers). The element is `@antarctica-game/play/element`, registered by
 * `@antarctica-game/play/define`.
 *
 * @packageDocumentation
 */
export { chooseBotMove } from './session/choose-bot-move.js';
export * from './session/game-session.js';
export * from './session/play-error.js';
export * from './session/record-export.js';
export * from './session/saved-session.js';
export * from './session/seats.js';
