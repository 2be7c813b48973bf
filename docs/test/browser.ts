// Opening the built site's pages in the shared Chromium, with every console error and uncaught
// exception of a page collected, and axe-core run on a page.
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';

/** A tab on the site, with what went wrong on it since the last visit. */
export interface SiteTab {
  page: Page;
  /** Opens a path of the site (`/engine.html`), waits for Vue to take over, returns the errors. */
  visit(path: string): Promise<string[]>;
  /**
   * Goes to a path from the page open now, as a reader's click on a link does (the site's router
   * shows it without loading a page), and returns the errors: those of the console, and any
   * difference between what shows and the page the server sends for that path (waited for up
   * to `ms`, 10 s by default).
   */
  follow(path: string, ms?: number): Promise<string[]>;
}

/**
 * Clicks a link to `path` in the open page and waits until the page shows the title and the text
 * the server sends for `path`; resolves to what differs, or '' once they agree (checked each frame
 * for `ms`). The text compared is the article's (`.vp-doc`, or the home page's `.VPHome`), white
 * space collapsed: the outline beside it is drawn only in the browser.
 */
function followLink([path, ms]: [string, number]): Promise<string> {
  const content = (root: ParentNode) =>
    (root.querySelector('.vp-doc') ?? root.querySelector('.VPHome'))?.textContent
      ?.replace(/\s+/g, ' ')
      .trim();
  return fetch(path).then(async (response) => {
    if (!response.ok) return `the server answers ${response.status}`;
    const served = new DOMParser().parseFromString(await response.text(), 'text/html');
    const want = { path: new URL(path, location.href).pathname, title: served.title };
    const text = content(served);
    if (text === undefined) return 'the served page has no article';
    const link = document.createElement('a');
    link.href = path;
    document.body.append(link);
    link.click();
    link.remove();
    const until = performance.now() + ms;
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = { path: location.pathname, title: document.title, text: content(document) };
      if (shown.path === want.path && shown.title === want.title && shown.text === text) return '';
      if (performance.now() > until) {
        if (shown.path !== want.path) return `the link led to ${shown.path}`;
        if (shown.title !== want.title)
          return `shows the title "${shown.title}", not "${want.title}"`;
        return 'shows other text than the server sends';
      }
    }
  });
}

/** Resolves once Vue has hydrated the page (checked each frame); rejects after `ms`. */
function hydrated(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const until = performance.now() + ms;
    const check = () => {
      if ('__vue_app__' in (document.querySelector('#app') ?? {})) resolve();
      else if (performance.now() > until) reject(new Error(`not hydrated after ${ms} ms`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** A desktop-sized tab on the site in light or dark mode, open for the tests of a file. */
export function useSite(colorScheme: 'light' | 'dark' = 'light'): () => SiteTab {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let tab: SiteTab | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme,
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    let errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const visit = async (path: string) => {
      errors = [];
      await page.goto(new URL(path.replace(/^\//, ''), inject('siteUrl')).href);
      // Vue marks its container once the page is hydrated: only then do the demos start. Polled
      // by a plain evaluation rather than waitForFunction, which loads Playwright's selector
      // engine into every page: some 8 % of the CPU of a walk of 168 of the pages.
      await page.evaluate(hydrated, 10_000);
      return errors;
    };
    const follow = async (path: string, ms = 10_000) => {
      errors = [];
      const difference = await page.evaluate(followLink, [path, ms] as [string, number]);
      return difference === '' ? errors : [...errors, difference];
    };
    tab = { page, visit, follow };
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return () => {
    if (tab === undefined) throw new Error('the site is not open yet');
    return tab;
  };
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page (in the elements' shadow roots too), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> };
    const { axe } = window as unknown as { axe: { run(): Promise<Result> } };
    const { violations } = await axe.run();
    return violations.map(
      ({ id, nodes }) => `${id}: ${JSON.stringify(nodes.map((node) => node.target))}`,
    );
  });
}
