// Runs axe-core on a Playwright page, for every package's browser tests (as chromium.mjs is
// shared): axe-core is injected once per page from this package's dependency.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** @param {import('playwright').Page} page */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    // @ts-expect-error: axe is the global the script tag defines.
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (/** @type {{ id: string, nodes: Array<{ target: unknown[] }> }} */ violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
  });
}
