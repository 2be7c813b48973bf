// The analysis's thread: the analysis package's own worker, bundled apart by the page's Vite as a
// module worker (served by `antarctica-serve` under /assets/ with the page), so that the page keeps
// answering taps while a finished game is analysed.
import '@antarctica-game/analysis/worker';
