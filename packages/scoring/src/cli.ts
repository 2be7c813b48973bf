#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { runCli } from './run-cli.js';

const exitCode = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = exitCode;
