#!/usr/bin/env node
import { closeSync, openSync, readSync } from 'node:fs';
import { runCli } from './cli/run-cli.js';

/**
 * Reads at most `maxBytes + 1` bytes from `fd`: enough to tell that the input is too large
 * without holding all of it (a 50 MB file is not read past its first megabyte).
 */
function readAtMost(fd: number, maxBytes: number): Uint8Array {
  const chunks: Buffer[] = [];
  let total = 0;
  const buffer = Buffer.allocUnsafe(64 * 1024);
  while (total <= maxBytes) {
    let read: number;
    try {
      read = readSync(fd, buffer, 0, Math.min(buffer.length, maxBytes + 1 - total), null);
    } catch (error) {
      // Standard input may be a non-blocking pipe: wait for it instead of failing.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      continue;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
    total += read;
  }
  return Buffer.concat(chunks);
}

// A closed pipe (`antarctica-score --json sheet.json | head -c 0`) is the reader's choice, not an
// error: stop quietly, with the exit code of what was done. Any other failure to write leaves
// nowhere to say so: exit 1.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') process.exitCode = 1;
    process.exit();
  });
}

process.exitCode = runCli(process.argv.slice(2), {
  readFile: (path, maxBytes) => {
    const fd = openSync(path, 'r');
    try {
      return readAtMost(fd, maxBytes);
    } finally {
      closeSync(fd);
    }
  },
  readStdin: (maxBytes) => readAtMost(0, maxBytes),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
