#!/usr/bin/env node
import { runSimCli } from './cli/run-cli.js';

// A closed pipe (`antarctica-sim | head`) ends the output quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const exitCode = await runSimCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTerminal: process.stderr.isTTY === true,
  // Batch systems stop jobs with SIGTERM: it stops a run as Ctrl-C does.
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  },
});
process.exitCode = exitCode;
