// The analysis's thread: the analysis package's own worker, bundled by Vite as a module worker
// so that the page never freezes while a game is analysed.
import '@antarctica-game/analysis/worker';
