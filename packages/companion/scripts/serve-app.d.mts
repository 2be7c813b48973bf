/** Serves the companion's built app; resolves with its URL and a function that stops it. */
export declare function serveApp(): Promise<{ url: string; stop: () => void }>;
