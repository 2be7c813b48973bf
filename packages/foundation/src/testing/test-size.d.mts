/** The two sizes of the suite's soak-sized checks. */
export type TestSize = 'quick' | 'full';
/**
 * Reads a TEST_SIZE value: unset (undefined or empty) is `quick`; any other value than `quick`
 * or `full` throws an error with code `bad-test-size`.
 */
export declare function readTestSize(value: string | undefined): TestSize;
/** The size this run was asked for: `full` in `.ci/run`, `quick` in `pnpm test`. */
export declare const TEST_SIZE: TestSize;
/** `full` at full size (TEST_SIZE=full), `quick` otherwise. */
export declare function sized<T>(full: T, quick: T): T;
