#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runAnalyseCli } from './run-cli.js';

// A closed pipe (`antarctica-analyse game.agn | head -1`) ends the output quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runAnalyseCli(process.argv.slice(2), {
  readText: (path) => (path === '-' ? readStdin() : readFile(path, 'utf8')),
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
