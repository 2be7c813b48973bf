import type { Page } from 'playwright';
/** Runs axe-core on the page and lists the violations (`id: targets`). */
export declare function axeViolations(page: Page): Promise<string[]>;
