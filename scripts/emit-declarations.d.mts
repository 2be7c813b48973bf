/**
 * Emits `dist/**\/*.d.ts` and `.d.ts.map` for the package in `folder` (its root by default), for
 * every `types` export of its package.json. Throws if the compiler reports errors.
 */
export function emitDeclarations(folder?: string): Promise<void>;
