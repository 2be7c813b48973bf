/** Returns the source with its `html` and `css` templates shrunk, or null if it has none. */
export declare function minifyTemplates(code: string, fileName: string): string | null;
