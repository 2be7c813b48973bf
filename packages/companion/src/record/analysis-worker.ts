// The analysis's thread: the analysis package's own worker, bundled by the app's Vite as a module
// worker (and by tsup as `dist/analysis-worker.js`), so that the screen keeps answering taps
// while a recorded game is analysed.
import '@antarctica-game/analysis/worker';
