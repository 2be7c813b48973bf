import type { Download, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  appReady,
  dispatch,
  openApp,
  openMenu,
  pageErrors,
  quickStart,
  ringArea,
  scrollsSideways,
  session,
  startGame,
  useApp,
  useBrowser,
} from './app.js';

const browser = useBrowser();
const app = useApp(browser);

/** The bytes of a download (the browser runs apart from the tests: its files are streamed). */
async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Plays a short game to its final scores through the store: Bob wins Area 1. */
async function finishedGame(page: Page, players: 2 | 3 | 4 = 3): Promise<void> {
  await quickStart(page, { players });
  await dispatch(
    page,
    { type: 'setScientists', area: 0, color: 'blue', count: 2 },
    { type: 'setScientists', area: 0, color: 'red', count: 1 },
    { type: 'setCube', track: 0, color: 'blue', value: 9 },
    { type: 'finish' },
  );
  await page.locator('antarctica-majorities .result').waitFor();
}

describe('what a score app keeps on the device', () => {
  it('remembers the players and their colours for the next game', async () => {
    const page = await app();
    await page.getByLabel('Number of players').selectOption('2');
    await page.getByLabel('Colour A').selectOption('yellow');
    await page.getByLabel('Name A').fill('Zoé');
    await page.getByLabel('Name B').fill('Yann');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await openMenu(page);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Set up a new game' }).click();
    await page.reload();
    await appReady(page);
    await expect(page.getByLabel('Number of players').inputValue()).resolves.toBe('2');
    await expect(page.getByLabel('Colour A').inputValue()).resolves.toBe('yellow');
    await expect(page.getByLabel('Name A').inputValue()).resolves.toBe('Zoé');
    await expect(page.getByLabel('Name B').inputValue()).resolves.toBe('Yann');
    // Players who came back: they know the game, so the ships are placed in turn.
    await expect(page.getByRole('radio', { name: /one at a time/ }).isChecked()).resolves.toBe(
      true,
    );
  });

  it('keeps a history of finished games, exports it, and reopens a game at its final scores', async () => {
    const page = await app();
    await finishedGame(page);
    await page.getByRole('button', { name: 'New game' }).click();
    const history = page.locator('antarctica-companion [part=history]');
    await expect(history.locator('li').count()).resolves.toBe(1);
    const entry = await history.locator('li').textContent();
    expect(entry).toMatch(/Bob 14 ★/);
    expect(entry).toMatch(/Alice 2/);
    expect(entry).toMatch(new RegExp(String(new Date().getFullYear())));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export past games' }).click(),
    ]);
    const exported = JSON.parse((await downloaded(download)).toString('utf8'));
    expect(exported.games[0].winners).toEqual(['blue']);
    await history.getByRole('button', { name: /^Open/ }).click();
    expect((await session(page)).phase).toBe('final');
    await expect(page.locator('antarctica-majorities .result').textContent()).resolves.toContain(
      'Winner: Bob',
    );
  });
});

describe('the final scores', () => {
  it('show the scorer’s warnings about an unlikely tally', async () => {
    const page = await app();
    await quickStart(page, { players: 3 });
    await dispatch(page, { type: 'setBuildings', area: 2, count: 4 }, { type: 'finish' });
    const warnings = page.locator('antarctica-majorities [part=warnings]');
    await expect(warnings.textContent()).resolves.toContain('Worth a check');
    await expect(warnings.locator('li').allTextContents()).resolves.toEqual(
      expect.arrayContaining([
        'Area 3: fewer Scientists than buildings built',
        'Building Cards and buildings built do not match',
      ]),
    );
  });

  it('fit a 320 px screen, the total first after the name, without sideways scrolling', async () => {
    const { context, page } = await openApp(browser(), {
      device: { viewport: { width: 320, height: 640 } },
    });
    await finishedGame(page, 4);
    expect(await scrollsSideways(page)).toBe(false);
    const table = page.locator('antarctica-majorities table');
    const right = await table.evaluate((element) => element.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(320);
    await expect(table.locator('thead th').allTextContents()).resolves.toEqual([
      '#Place',
      'Players',
      'Total (VP)',
      'First places',
    ]);
    await context.close();
  });

  it('are shared as text, and say so on screen', async () => {
    const { context, page } = await openApp(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await finishedGame(page);
    await page.getByRole('button', { name: 'Share as text' }).click();
    const notice = page.locator('antarctica-companion [part=notice]');
    await notice.filter({ hasText: 'Result copied.' }).waitFor();
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(
      'Antarctica — Winner: Bob',
    );
    await context.close();
  });

  it('are shared as an image: a PNG through Web Share where it takes files, downloaded otherwise', async () => {
    const { context, page } = await openApp(browser());
    await finishedGame(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Share as image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('antarctica-result.png');
    const png = await downloaded(download);
    expect(png.readUInt32BE(0)).toBe(0x89504e47);
    expect(png.readUInt32BE(16)).toBe(720);
    await page
      .locator('antarctica-companion [part=notice]')
      .filter({ hasText: 'Image saved.' })
      .waitFor();
    // A phone with Web Share for files gets the image handed to its share sheet.
    await page.evaluate(() => {
      const shared: Array<{ name: string; type: string; size: number }> = [];
      (window as unknown as { shared: typeof shared }).shared = shared;
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => (data.files?.length ?? 0) > 0,
        share: async (data: { files?: File[] }) => {
          for (const file of data.files ?? [])
            shared.push({ name: file.name, type: file.type, size: file.size });
        },
      });
    });
    await page.getByRole('button', { name: 'Share as image' }).click();
    await page.waitForFunction(
      () => (window as unknown as { shared: unknown[] }).shared.length === 1,
    );
    const shared = await page.evaluate(
      () => (window as unknown as { shared: Array<{ type: string; size: number }> }).shared[0],
    );
    expect(shared?.type).toBe('image/png');
    expect(shared?.size).toBeGreaterThan(1000);
    await context.close();
  });
});

describe('importing a game', () => {
  it('says on screen when a file is refused, and when it is taken', async () => {
    const page = await app();
    await quickStart(page);
    const game = await session(page);
    const importFile = async (text: string) => {
      await openMenu(page);
      await page.locator('antarctica-companion #import').setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
    };
    await importFile('{"format":"antarctica-companion","version":3,"base":{}}');
    const notice = page.locator('antarctica-companion [part=notice]');
    await notice.filter({ hasText: 'nothing changed' }).waitFor();
    await expect(notice.getAttribute('role')).resolves.toBe('alert');
    expect(await notice.textContent()).not.toContain('new one was started');
    expect(await notice.isVisible()).toBe(true);
    expect(await session(page)).toEqual(game);
    const exported = await page.evaluate(() =>
      document.querySelector('antarctica-companion')?.store.export(),
    );
    await ringArea(page, 5).click();
    await importFile(exported ?? '');
    await notice.filter({ hasText: 'Game imported.' }).waitFor();
    expect(await session(page)).toEqual(game);
  });
});

describe('a program driving the app’s store', () => {
  it('cannot start a game of 1 or 5 players, with one colour twice, or set an unknown language', async () => {
    const page = await app();
    const colors = ['red', 'blue', 'green', 'yellow', 'red'] as const;
    const players = (count: number) =>
      colors.slice(0, count).map((color, seat) => ({ color, name: `P${seat}` }));
    const refused = await dispatch(
      page,
      { type: 'start', choice: { players: players(1) } },
      { type: 'start', choice: { players: players(5) } },
      {
        type: 'start',
        choice: {
          players: [
            { color: 'red', name: 'A' },
            { color: 'red', name: 'B' },
          ],
        },
      },
    );
    expect(refused).toEqual([false, false, false]);
    const language = await page.evaluate(() =>
      document.querySelector('antarctica-companion')?.store.setLanguage('de' as never),
    );
    expect(language).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    // Nothing unrestorable was saved: a reload shows the setup, without a warning.
    await page.reload();
    await appReady(page);
    expect((await session(page)).phase).toBe('setup');
    await expect(page.locator('antarctica-companion .banner').count()).resolves.toBe(0);
  });
});

describe('for every reader', () => {
  it('follows the system’s dark mode', async () => {
    const { context, page } = await openApp(browser(), { colorScheme: 'dark' });
    const colors = await page.evaluate(() => {
      const app = document.querySelector('antarctica-companion') as HTMLElement;
      return [getComputedStyle(document.body).backgroundColor, getComputedStyle(app).color];
    });
    expect(colors).toEqual(['rgb(15, 23, 32)', 'rgb(230, 237, 243)']);
    await context.close();
  });

  it.each([
    ['a 320 px phone', { viewport: { width: 320, height: 640 } }, '100%'],
    ['a phone with text at 200 %', { viewport: { width: 390, height: 844 } }, '200%'],
    ['a 1280 × 800 screen zoomed to 200 %', { viewport: { width: 640, height: 400 } }, '100%'],
  ] as const)('needs no sideways scrolling on %s, on any screen', async (_, device, text) => {
    const { context, page } = await openApp(browser(), { device });
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, text);
    const check = async (screen: string) => expect(await scrollsSideways(page), screen).toBe(false);
    await check('setup');
    await startGame(page, { players: 4, firstGame: false });
    await check('placement');
    await dispatch(
      page,
      ...[1, 2, 3, 4, 5, 6, 7, 0].map((area) => ({ type: 'place' as const, area })),
      { type: 'begin' },
      { type: 'setCube', track: 0, color: 'red', value: 12 },
      { type: 'setScientists', area: 0, color: 'red', count: 12 },
    );
    await check('turn');
    await ringArea(page, 5).click();
    await ringArea(page, 3).click();
    await check('turn, sailed, with an area open');
    await dispatch(page, { type: 'finish' });
    await page.locator('antarctica-majorities .result').waitFor();
    await check('final scores');
    await context.close();
  });

  it.each([
    ['a 320 px phone', 320, '100%'],
    ['a phone with text at 125 %', 390, '125%'],
    ['a phone with text at 150 %', 390, '150%'],
    ['a phone with text at 200 %', 390, '200%'],
  ] as const)('keeps names clear of the − / + buttons on %s', async (_, width, text) => {
    const { context, page } = await openApp(browser(), {
      device: { viewport: { width, height: 844 } },
    });
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, text);
    await quickStart(page, { players: 4 });
    await ringArea(page, 5).click();
    // Every row of every tally (the turn panel's and the majorities'): the name column and the
    // stepper side by side or one over the other, never on top of each other.
    const clashes = await page.evaluate(() => {
      const roots: ParentNode[] = [];
      const walk = (root: ParentNode) => {
        roots.push(root);
        for (const element of root.querySelectorAll('*'))
          if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      const found: string[] = [];
      for (const row of roots.flatMap((root) => [...root.querySelectorAll('.card .row')])) {
        // The name column's content, with whatever would run out of it.
        const name = row.querySelector('.who');
        const range = document.createRange();
        if (name !== null) range.selectNodeContents(name);
        const who = name === null ? undefined : range.getBoundingClientRect();
        const stepper = row.querySelector('.stepper')?.getBoundingClientRect();
        if (who === undefined || stepper === undefined) continue;
        const apart =
          who.right <= stepper.left + 1 ||
          stepper.right <= who.left + 1 ||
          who.bottom <= stepper.top + 1 ||
          stepper.bottom <= who.top + 1;
        if (!apart) found.push(row.textContent?.trim().slice(0, 30) ?? '');
      }
      return found;
    });
    expect(clashes).toEqual([]);
    await context.close();
  });

  it('lets the ring scroll away where it would fill the screen (1280 × 800 zoomed to 200 %), and keeps it in view on a phone', async () => {
    for (const [viewport, sticky] of [
      [{ width: 640, height: 400 }, false],
      [{ width: 390, height: 844 }, true],
    ] as const) {
      const { context, page } = await openApp(browser(), { device: { viewport } });
      await quickStart(page);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 1000);
      const ring = await page.locator('antarctica-sun-tracker .board').boundingBox();
      expect((ring?.y ?? 0) >= 0, `${viewport.width} × ${viewport.height}`).toBe(sticky);
      await context.close();
    }
  });
});
