/**
 * Registers the viewer's elements under their tag names (import it once, for its side effect).
 *
 * @packageDocumentation
 */
export {};
