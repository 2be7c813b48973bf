// How big the suite's soak-sized checks run. `pnpm test` runs them quick, so that a contributor
// has the whole suite in minutes; `.ci/run` sets TEST_SIZE=full and runs each at the size its
// issue set (a million fuzzed inputs, 10,000 round-tripped games, every page of the site loaded
// afresh). A check's quick size still tries every kind of input its full size tries.

const VALUES = ['quick', 'full'];

/** Reads a TEST_SIZE value: unset is `quick`; anything but `quick` or `full` is a mistake, said at once. */
export function readTestSize(value) {
  if (value === undefined || value === '') return 'quick';
  if (VALUES.includes(value)) return value;
  const error = new Error(`TEST_SIZE must be quick or full, not ${JSON.stringify(value)}`);
  error.code = 'bad-test-size';
  throw error;
}

/** The size this run was asked for. */
export const TEST_SIZE = readTestSize(process.env.TEST_SIZE);

/** `full` when the suite runs at full size (TEST_SIZE=full), else `quick`. */
export function sized(full, quick) {
  return TEST_SIZE === 'full' ? full : quick;
}
