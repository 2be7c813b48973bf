/** Where Debian's packages put the full browser (`chromium`) and its headless shell. */
export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;
/** Where Chromium is: Debian's, unless CHROMIUM_PATH says otherwise. */
export declare const CHROMIUM_PATH: string;
/** The Chromium the tests drive: Debian's headless shell when installed, else CHROMIUM_PATH. */
export declare const TEST_CHROMIUM_PATH: string;
/** Flags for this network and user: no background traffic, no sandbox as root. */
export declare const CHROMIUM_ARGS: string[];
/** Serves the files below `root` on 127.0.0.1 (`/` is its index.html). */
export declare function serveDirectory(root: string): Promise<{ url: string; stop: () => void }>;
