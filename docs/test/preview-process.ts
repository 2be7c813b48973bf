// The site as `pnpm run docs:preview` serves it: the command of docs/package.json's `preview`
// script, run as it is written, on a free port (its `--port 0` given last).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const docsRoot = fileURLToPath(new URL('..', import.meta.url));

/** The `preview` script's words (`node .vitepress/preview.mjs --host 127.0.0.1 …`). */
export function previewCommand(): string[] {
  const scripts = JSON.parse(readFileSync(`${docsRoot}package.json`, 'utf8')).scripts as Record<
    string,
    string
  >;
  return (scripts.preview ?? '').split(/\s+/).filter((word) => word !== '');
}

/** Starts the preview server; resolves with the URL it prints and a function that stops it. */
export async function startPreview(): Promise<{ url: string; stop: () => Promise<void> }> {
  const [command, ...args] = previewCommand();
  if (command !== 'node')
    throw new Error(`docs/package.json's preview script should run node: ${command}`);
  const child = spawn(process.execPath, [...args, '--port', '0'], {
    cwd: docsRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await printedUrl(child);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** The URL in the server's "Built site served at <url>" line; rejects if it exits first. */
function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /served at (\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk) => {
      err += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`docs:preview exited (${code}): ${err || out}`)));
  });
}
