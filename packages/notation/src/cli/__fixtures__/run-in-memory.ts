import { readFileSync } from 'node:fs';
import { runCli } from '../run-cli.js';

/**
 * Runs the CLI in memory: files from disk (or given), standard input as text; `onRead` is told
 * when a file's chunk is asked for (to see that output comes before the input ends).
 */
export async function run(
  args: string[],
  options: {
    stdin?: string | Uint8Array;
    files?: Record<string, string | Uint8Array>;
    onChunk?: (read: { offset: number; size: number; written: number }) => void;
  } = {},
) {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const code = await runCli(args, {
    read: (path) => {
      const given = path === '-' ? (options.stdin ?? '') : options.files?.[path];
      const bytes =
        given === undefined
          ? readFileSync(path)
          : typeof given === 'string'
            ? new TextEncoder().encode(given)
            : given;
      return (async function* () {
        for (let at = 0; at < bytes.length; at += 4096) {
          options.onChunk?.({ offset: at, size: bytes.length, written: stdout.length });
          yield bytes.subarray(at, at + 4096);
        }
      })();
    },
    writeFile: (path, text) => {
      written[path] = text;
    },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr, written };
}
