// A Vite plugin for the bot worker's build. The bots' package also holds its simulation and
// external-bot drivers, which import Node's modules (fs, worker_threads, tinypool...). The worker
// uses only the heuristic and MCTS bots, which never call them: those imports become a stub that
// throws if anything ever did. A site that embeds <antarctica-play> adds it to `worker.plugins`.

const NODE =
  /^(node:)?(fs|path|url|os|util|events|perf_hooks|worker_threads|child_process|readline|tinypool)$/;
const PREFIX = '\0node-stub:';

/** The plugin: Node's modules (and tinypool) resolve to a stub whose every export throws. */
export function nodeStubs() {
  return {
    name: 'antarctica-node-stubs',
    enforce: 'pre',
    resolveId: (id) => (NODE.test(id) ? `${PREFIX}${id}` : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = JSON.stringify(id.slice(PREFIX.length));
      return {
        code: `function unavailable() { throw new Error(${name} + ' is not available in a browser'); }
export default new Proxy({}, { get: () => unavailable });`,
        syntheticNamedExports: 'default',
      };
    },
  };
}
