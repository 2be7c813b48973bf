// Server instances as an operator runs them: `antarctica-serve` processes of the built package.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../../../dist/serve.js', import.meta.url));

export interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

/**
 * Starts one instance on a free port with these environment variables; resolves with its URL
 * (the first `http://127.0.0.1:<port>` it prints). `args`: another server's script and arguments
 * (the load bench's counter game).
 */
export function startInstance(
  env: Record<string, string>,
  // Every table of the tests is created from this machine's address.
  args: readonly string[] = [SERVE, '--port', '0', '--matches-per-address', '1000000'],
): Promise<Instance> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    // A server starts in a second or two; on a loaded machine (a CI runner, the suite's other
    // tasks) loading its modules alone has taken over 20 s.
    const timer = setTimeout(
      () => reject(new Error(`no URL from the server: ${output.join('')}`)),
      90_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, process: child, output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${output.join('')}`));
    });
  });
}

/** Stops an instance: SIGTERM (a clean stop) or SIGKILL (a crash). */
export function stopInstance(instance: Instance, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  return new Promise<void>((resolve) => {
    if (instance.process.exitCode !== null || instance.process.signalCode !== null)
      return resolve();
    instance.process.once('exit', () => resolve());
    instance.process.kill(signal);
  });
}
