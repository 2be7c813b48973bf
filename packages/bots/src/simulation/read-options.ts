// The option reader moved to `cli/read-options.ts` with the rest of the command-line toolkit
// (issue 37). Kept here only for `environment/run-env-cli.ts`, whose folder another change held
// while the toolkit moved: when it imports `../cli/read-options.js`, delete this file.
export { readOptions } from '../cli/read-options.js';
