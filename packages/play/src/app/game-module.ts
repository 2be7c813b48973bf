// Everything a game needs beyond the seat picker, loaded on demand by <antarctica-play>.

export { PlayError } from '../session/play-error.js';
export { workerBotRunner } from '../worker/worker-runner.js';
export { GameController } from './game-controller.js';
export { gameScreen } from './game-screen.js';
export { localGameStore, memoryGameStore } from './game-store.js';
