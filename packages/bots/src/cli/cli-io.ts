import { availableParallelism } from 'node:os';
import { RULE_OPTIONS } from '@antarctica-game/engine';
import { BotError } from '../play/bot-error.js';
import { UsageError } from '../usage-error.js';
import { RULE_FLAGS } from './run-options.js';

/** What the command touches of the outside world. */
export interface SimIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether standard error is a terminal (a progress bar) or not (progress lines). */
  isTerminal: boolean;
  /** Registers what to do on Ctrl-C (and SIGTERM); returns a function that removes it. */
  onInterrupt(handler: () => void): () => void;
}

/** Exit codes of `antarctica-sim`. */
export const SIM_EXIT = { ok: 0, failed: 1, usage: 2, interrupted: 130 } as const;

/** The end of the help texts: the rule readings and the exit codes. */
export function helpEnd(): string {
  return `Rule readings (see docs/rules-decisions.md):
${ruleHelp()}

Exit codes: 0 done, 1 a game failed, 2 bad command line or unwritable file (before any game
runs), 130 stopped with Ctrl-C or SIGTERM (the games that finished are still reported).
`;
}

function ruleHelp(): string {
  return [...RULE_FLAGS]
    .map(
      ([flag, name]) =>
        `  --${flag} ${RULE_OPTIONS[name].join('|')}  (default ${RULE_OPTIONS[name][0]})`,
    )
    .join('\n');
}

/** Prints an error as one line; a usage error or bad options exit 2, anything else 1. */
export function failed(error: unknown, io: SimIo): number {
  const usageError =
    error instanceof UsageError || (error instanceof BotError && error.code === 'invalid-options');
  io.stderr(`antarctica-sim: ${error instanceof Error ? error.message : String(error)}\n`);
  return usageError ? SIM_EXIT.usage : SIM_EXIT.failed;
}

/** Warns when more workers than cores are asked for (they only compete for the cores). */
export function warnAboutWorkers(workers: number, io: SimIo): void {
  const cores = availableParallelism();
  if (workers > cores)
    io.stderr(
      `antarctica-sim: warning: --workers ${workers} is more than the ${cores} cores here; the extra workers only compete for them and take memory\n`,
    );
}

/**
 * Stops `controller` at the first Ctrl-C or SIGTERM; quits at once at the second (after
 * `cleanUp`). Returns the function that removes the handler.
 */
export function stopOnInterrupt(
  io: SimIo,
  controller: AbortController,
  cleanUp: () => void,
): () => void {
  let interrupts = 0;
  return io.onInterrupt(() => {
    interrupts++;
    if (interrupts === 1) {
      io.stderr(
        '\nantarctica-sim: stopping; the games that finished are kept (Ctrl-C again to quit at once)\n',
      );
      controller.abort();
    } else {
      cleanUp();
      process.exit(SIM_EXIT.interrupted);
    }
  });
}
