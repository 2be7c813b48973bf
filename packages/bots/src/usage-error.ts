/**
 * A mistake of whoever runs a command (an option, a file that cannot be read or written, shard
 * results that do not fit together): printed as one line, exit code 2. Below the command lines,
 * since the simulation's library functions (merging shard results) refuse with it too.
 */
export class UsageError extends Error {}
