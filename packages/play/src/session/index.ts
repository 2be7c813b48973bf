// The headless game session of the play page (Node and browsers alike).
export * from './game-session.js';
export * from './play-error.js';
export * from './record-export.js';
export * from './saved-session.js';
export * from './seats.js';
