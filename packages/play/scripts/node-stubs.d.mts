import type { Plugin } from 'vite';

/** The plugin: Node's modules (and tinypool) resolve to a stub whose every export throws. */
export declare function nodeStubs(): Plugin;
