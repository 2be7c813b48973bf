// The bots' package registers, when loaded, a `process.once('exit')` hook for external bot
// programs (never used here). A worker has no `process`: this stand-in, imported before the bots,
// takes that hook and does nothing. Remove it once the bots offer an entry without the drivers.
const scope = globalThis as { process?: unknown };
if (scope.process === undefined) scope.process = { env: {}, once() {}, on() {}, off() {} };
