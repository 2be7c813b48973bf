#!/usr/bin/env node
import { createReadStream, writeFileSync } from 'node:fs';
import { EXIT, runCli } from './run-cli.js';

// A closed pipe (`antarctica-notation check big.agn | head -1`) ends the output quietly.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
    throw error;
  });

const exitCode = await runCli(process.argv.slice(2), {
  read: (path) =>
    path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 1 << 20 }),
  writeFile: (path, text) => writeFileSync(path, text),
  stdout: (text) => {
    process.stdout.write(text);
  },
  stderr: (text) => {
    process.stderr.write(text);
  },
});
process.exitCode = exitCode;
