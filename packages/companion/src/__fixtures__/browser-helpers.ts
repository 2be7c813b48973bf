import '../define.js';
import type { AntarcticaCompanion } from '../components/companion-app.js';

/** Finds an element through nested shadow roots: each selector is looked up in the previous match's shadow root. */
/**
 * Waiting for what loads lazily (record mode's chunk, a language's words): the dev server may
 * take seconds to serve a module the first time on a loaded machine, beyond vi.waitFor's 1 s.
 */
export const LAZY_LOAD = { timeout: 20_000, interval: 50 } as const;

export function deep<T extends Element = HTMLElement>(root: Element, ...selectors: string[]): T {
  let current: Element | null = root;
  for (const selector of selectors) {
    const scope: ParentNode | null | undefined = current?.shadowRoot ?? current;
    current = scope?.querySelector(selector) ?? null;
    if (current === null) throw new Error(`nothing matches ${selector}`);
  }
  return current as T;
}

/** Every element matching the last selector, through nested shadow roots. */
export function deepAll<T extends Element = HTMLElement>(
  root: Element,
  ...selectors: string[]
): T[] {
  const last = selectors.pop() ?? '*';
  const parent = selectors.length > 0 ? deep(root, ...selectors) : root;
  return [...(parent.shadowRoot ?? parent).querySelectorAll<T>(last)];
}

/** A button found by its text, through nested shadow roots. */
export function button(root: Element, text: string | RegExp, ...path: string[]): HTMLButtonElement {
  const found = deepAll<HTMLButtonElement>(root, ...path, 'button').find((candidate) =>
    typeof text === 'string'
      ? candidate.textContent?.trim().includes(text)
      : text.test(candidate.textContent ?? ''),
  );
  if (found === undefined) throw new Error(`no button ${text}`);
  return found;
}

/** Mounts a fresh app (after clearing or seeding its saved data) and waits for it to render. */
export async function mountApp(
  saved?: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<AntarcticaCompanion> {
  // `keep`: as after a reload, with what the app saved before.
  if (!keep) localStorage.clear();
  if (saved !== undefined) localStorage.setItem('antarctica-companion/session', saved);
  // As on the app page: the app inside the page's main landmark.
  document.body.innerHTML = '<main></main>';
  const app = document.createElement('antarctica-companion');
  document.querySelector('main')?.append(app);
  await settle(app);
  return app;
}

/** Waits until an element and the companion's elements inside it have rendered. */
export async function settle(app: Element): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await (app as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    for (const child of deepAll(app, 'antarctica-sun-tracker, antarctica-majorities')) {
      await (child as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    }
  }
}

/** The four players of the tests. */
export const PLAYERS = [
  { color: 'red' as const, name: 'Alice' },
  { color: 'blue' as const, name: 'Bob' },
  { color: 'green' as const, name: 'Chloe' },
  { color: 'yellow' as const, name: 'Dan' },
];
