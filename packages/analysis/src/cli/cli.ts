#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runAnalyseCli } from './run-cli.js';

// A closed pipe (`antarctica-analyse game.agn | head -1`) ends the output quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

// Bytes, not text: the notation's reader finds bytes that are not UTF-8 where check finds them.
async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

process.exitCode = await runAnalyseCli(process.argv.slice(2), {
  read: (path) => (path === '-' ? readStdin() : readFile(path)),
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
  stderrIsTerminal: process.stderr.isTTY === true,
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  },
});
