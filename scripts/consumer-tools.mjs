// Tools of scripts/consumer-test.mjs and scripts/release-dry-run.mjs: running a command with a
// time limit, the publishable packages of a workspace, and reading READMEs and tsc's output.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs a command in its own process group; resolves with its exit code and output, never
 * rejects. Past `timeout` seconds the whole group is killed and the code is 'timeout'.
 */
export function run(command, args, { timeout = 120, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...options,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      resolve({ code: 'timeout', stdout, stderr: `${stderr}\n(stopped after ${timeout} s)` });
    }, timeout * 1000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The publishable packages of the workspace at `root`, with their folders and manifests. */
export function workspacePackages(root) {
  const folder = path.join(root, 'packages');
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => !manifest.private && manifest.name?.startsWith('@antarctica-game/'));
}

/** The fenced code blocks of a Markdown text, with their language. */
export function codeBlocks(markdown) {
  const blocks = [];
  const fence = /^```(\w*)[^\n]*\n([\s\S]*?)^```/gm;
  for (let match = fence.exec(markdown); match !== null; match = fence.exec(markdown)) {
    blocks.push({ lang: match[1], code: match[2] });
  }
  return blocks;
}

/** Every `types` subpath export of a manifest: `@scope/name`, `@scope/name/helpers`, ... */
export function typedEntryPoints(manifest) {
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target === 'object' && target !== null && 'types' in target) {
      entries.push(subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`);
    }
  }
  return entries;
}

/**
 * Splits tsc's output into errors in our code or declarations and errors inside other libraries
 * (a library's own declarations may not pass `exactOptionalPropertyTypes`; that is not ours to fix).
 */
export function sortDiagnostics(output) {
  const ours = [];
  const theirs = [];
  let current;
  for (const line of output.split('\n')) {
    const match = /^(.+?)\(\d+,\d+\): error TS\d+/.exec(line);
    if (match) {
      const file = match[1] ?? '';
      const foreign =
        file.includes('node_modules/') && !file.includes('node_modules/@antarctica-game/');
      current = foreign ? theirs : ours;
      current.push(line);
    } else if (line.trim() !== '' && current === ours) {
      ours.push(line);
    }
  }
  return { ours, theirs };
}
