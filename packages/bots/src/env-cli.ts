#!/usr/bin/env node
import { runEnvCli } from './environment/run-env-cli.js';

// A closed pipe (`antarctica-env self-play | head`) ends the output quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runEnvCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: (text) => process.stderr.write(text),
});
