// The types of preview.mjs (plain JavaScript, so that `pnpm run docs:preview` runs it with Node).

/** Where `vitepress build` writes the site. */
export declare const SITE_ROOT: string;

/** The file of the site a URL path names (see preview.mjs), or undefined. */
export declare function siteFile(pathname: string, root?: string): string | undefined;

/** Serves the built site; resolves with its URL and a function that stops it. */
export declare function servePreview(options?: {
  host?: string;
  port?: number;
  root?: string;
}): Promise<{ url: string; stop: () => Promise<void> }>;
