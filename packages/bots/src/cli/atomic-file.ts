import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { printable } from '../simulation/bot-spec.js';
import { UsageError } from '../usage-error.js';

/** The temporary file beside `path` that becomes `path` when it is complete. */
function temporaryPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
}

function failure(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'error';
}

/**
 * A file written through a temporary file in the same folder and renamed over `path` when it is
 * complete: whoever reads `path` sees the old file or the new one whole, never a part, even when
 * the process is killed while writing (a rename within a folder is atomic).
 */
export class AtomicFile {
  private readonly temporary: string;
  private fd: number | null;

  /**
   * Opens the temporary file; throws a {@link UsageError} (`cannot write the <what> to <path>`)
   * when it cannot be written, before anything is played.
   */
  constructor(
    readonly path: string,
    private readonly what: string,
  ) {
    this.temporary = temporaryPath(path);
    try {
      if (statSync(path, { throwIfNoEntry: false })?.isDirectory())
        throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
      this.fd = openSync(this.temporary, 'w');
    } catch (error) {
      throw new UsageError(`cannot write the ${what} to ${printable(path)}: ${failure(error)}`);
    }
  }

  /** Adds text to the temporary file. */
  append(text: string): void {
    if (this.fd === null) throw new Error(`the ${this.what} file is closed`);
    writeSync(this.fd, text);
  }

  /** Closes the temporary file and renames it over `path`. */
  commit(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
    try {
      renameSync(this.temporary, this.path);
    } catch (error) {
      rmSync(this.temporary, { force: true });
      throw new UsageError(
        `cannot write the ${this.what} to ${printable(this.path)}: ${failure(error)}`,
      );
    }
  }

  /** Closes and removes the temporary file, leaving `path` as it was. */
  discard(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.temporary, { force: true });
  }
}

/** Replaces `path` with `text` at once (through {@link AtomicFile}). */
export function writeAtomically(path: string, text: string, what: string): void {
  const file = new AtomicFile(path, what);
  try {
    file.append(text);
  } catch (error) {
    file.discard();
    throw error;
  }
  file.commit();
}

/** Checks that `path` can be written (as {@link AtomicFile} would), leaving it as it was. */
export function checkWritable(path: string, what: string): void {
  new AtomicFile(path, what).discard();
}
