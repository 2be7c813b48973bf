/**
 * Lit web components that draw a game of Antarctica: `<antarctica-board>` for any engine state or
 * player view, and `<antarctica-replay>` for `.agn` records, with a headless replay controller.
 *
 * @packageDocumentation
 */
export {};
