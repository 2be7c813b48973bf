import type { Page } from 'playwright';
/** Sets the Starting Buildings and the piles' top cards of a four-player set-up. */
export declare function fillRecordSetup(page: Page): Promise<void>;
