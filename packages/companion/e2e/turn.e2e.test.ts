// The turn at hand on a phone, in every language (over 400 lines: its tests share the worst-case
// turns set up at the top, and read best side by side).
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../src/i18n/messages.js';
import {
  appReady,
  begin,
  deepText,
  dispatch,
  openApp,
  openMenu,
  PHONE,
  quickStart,
  ringArea,
  session,
  startGame,
  status,
  useApp,
  useBrowser,
} from './app.js';

const browser = useBrowser();

const app = useApp(browser);

/** A 4-player game at its first turn, on a phone. */
async function firstTurn(): Promise<Page> {
  const page = await app();
  await quickStart(page);
  return page;
}

describe('the turn at hand on a 390 × 844 phone', () => {
  /**
   * Sets up a worst case of the turn at hand in a language and sails Alice's ship to Area 6:
   * an Icebreaker to offer and the end of the game to announce. With `acting`, it is Alice
   * who has placed her last Scientist (so Built and Built ✱ are inactive and say why), three
   * Ships and an Icebreaker stand in areas of the ring, and she has a cube on the track.
   */
  async function worstTurn(language: 'en' | 'fr' | 'pl', acting: boolean) {
    const page = await firstTurn();
    await page.evaluate((chosen) => {
      document.querySelector('antarctica-companion')?.store.setLanguage(chosen);
    }, language);
    await dispatch(page, { type: 'addShip', area: 3, seat: 0 });
    if (acting)
      await dispatch(
        page,
        { type: 'setScientists', area: 0, color: 'red', count: 12 },
        { type: 'setCube', track: 0, color: 'red', value: 7 },
        ...[
          [6, 1],
          [6, 2],
          [4, 3],
          [4, 1],
          [7, 2],
          [7, 3],
          [0, 1],
          [0, 3],
        ].map(([area, seat]) => ({ type: 'addShip', area: area ?? 0, seat: seat ?? 0 }) as const),
        { type: 'setIcebreaker', area: 6, seat: 1 },
      );
    else await dispatch(page, { type: 'setScientists', area: 0, color: 'blue', count: 12 });
    await ringArea(page, 5).click();
    return page;
  }

  /** Checks that each element is wholly on the phone's screen, the page not scrolled. */
  async function onScreen(page: Page, elements: Array<readonly [string, Locator]>) {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const [what, locator] of elements) {
      const found = await locator.boundingBox();
      expect(found, what).not.toBeNull();
      expect(found?.y, what).toBeGreaterThanOrEqual(0);
      expect((found?.y ?? 0) + (found?.height ?? 0), what).toBeLessThanOrEqual(
        PHONE.viewport.height,
      );
    }
  }

  it.each(['en', 'fr', 'pl'] as const)(
    'is entered whole without scrolling with an Icebreaker and the end of the game (%s): the target area’s tally, the likely actions, End turn and why the game ends',
    async (language) => {
      const words = await loadMessages(language);
      const page = await worstTurn(language, false);
      const tracker = page.locator('antarctica-sun-tracker');
      const endGame = tracker.getByRole('button', { name: words.endGame });
      await onScreen(page, [
        ['the target area', tracker.locator('.card[data-area="5"]')],
        [words.builtHere, tracker.getByRole('button', { name: words.builtHere, exact: true })],
        [words.builtAsterisk, tracker.getByRole('button', { name: words.builtAsterisk })],
        [words.shipBuilt, tracker.getByRole('button', { name: words.shipBuilt })],
        [words.discarded, tracker.getByRole('button', { name: words.discarded })],
        [
          'the Icebreaker',
          tracker.getByRole('button', { name: `${words.icebreaker}: ${words.area} 4` }),
        ],
        ['the research', tracker.locator('.research').first()],
        [words.endGame, endGame],
        ['why the game ends', tracker.locator('#end-note')],
      ]);
      // Why the game ends is under End turn, read with it and announced; the hint names the
      // button as it reads now.
      const why = words.lastScientist('Bob');
      await expect(tracker.locator('#end-note').textContent()).resolves.toBe(why);
      await expect(endGame.getAttribute('aria-describedby')).resolves.toBe('end-note');
      await expect(tracker.locator('[role="status"]').textContent()).resolves.toContain(why);
      await expect(tracker.locator('.status > .hint').first().textContent()).resolves.toBe(
        words.recordEndHint,
      );
      // No next turns come: none are listed.
      await expect(tracker.locator('.upcoming').count()).resolves.toBe(0);
      // Entered by tapping, the page never scrolls.
      await tracker.getByRole('button', { name: words.builtHere, exact: true }).tap();
      await tracker
        .getByRole('button', { name: `+ ${words.scientists} Alice, ${words.area} 6` })
        .tap();
      await tracker.getByRole('button', { name: `${words.track} 1`, exact: true }).tap();
      // The chosen track's values take the research row's one line: still on screen.
      await onScreen(page, [
        ['the research values', tracker.locator('.research').first()],
        [words.endGame, endGame],
      ]);
      const value = tracker.getByLabel(words.cubeValue.toLowerCase(), { exact: false });
      await value.fill('6');
      await value.press('Enter');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const recorded = await session(page);
      expect(recorded.areas[5]?.scientists.red).toBe(2);
      expect(recorded.tracks[0]?.cubes).toEqual([{ player: 'red', value: 6 }]);
    },
  );

  it.each(['en', 'fr', 'pl'] as const)(
    'fits a phone’s screen when the acting player is out of Scientists, with full areas in the ring (%s)',
    async (language) => {
      const words = await loadMessages(language);
      const page = await worstTurn(language, true);
      const tracker = page.locator('antarctica-sun-tracker');
      const built = tracker.getByRole('button', { name: words.builtHere, exact: true });
      const asterisk = tracker.getByRole('button', { name: words.builtAsterisk });
      await onScreen(page, [
        ['the target area', tracker.locator('.card[data-area="5"]')],
        [words.builtHere, built],
        [words.discarded, tracker.getByRole('button', { name: words.discarded })],
        [
          'the Icebreaker',
          tracker.getByRole('button', { name: `${words.icebreaker}: ${words.area} 4` }),
        ],
        ['the research', tracker.locator('.research').first()],
        [words.endGame, tracker.getByRole('button', { name: words.endGame })],
        ['why the game ends', tracker.locator('#end-note')],
      ]);
      // Three Ships and an Icebreaker stay on one line of their area.
      const lines = await tracker
        .locator('.area .line')
        .evaluateAll((list) => list.map((line) => line.getBoundingClientRect().height));
      for (const height of lines) expect(height).toBeLessThan(30);
      // Built and Built ✱ say why they are inactive once, and each is read with it.
      const scientistsPlaced = words.refusals['scientists-exhausted'];
      for (const button of [built, asterisk]) {
        await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
        const id = await button.getAttribute('aria-describedby');
        await expect(tracker.locator(`#${id}`).textContent()).resolves.toBe(scientistsPlaced);
      }
      await expect(tracker.locator('.why-turn').textContent()).resolves.toBe(scientistsPlaced);
      await built.tap({ force: true });
      expect((await session(page)).players[0]?.buildingCards).toBe(0);
    },
  );

  it('announces the end of the game when a tap in the tally makes it due, and keeps saying it under End turn', async () => {
    const page = await firstTurn();
    await dispatch(page, { type: 'setScientists', area: 0, color: 'blue', count: 11 });
    await ringArea(page, 5).click();
    const live = page.locator('antarctica-sun-tracker [role="status"]');
    await expect(live.textContent()).resolves.toBe('Alice sailed to Area 6.');
    await expect(page.locator('antarctica-sun-tracker #end-note').count()).resolves.toBe(0);
    await page
      .locator('antarctica-majorities')
      .getByRole('button', { name: '+ Scientists Bob, Area 2' })
      .click();
    await expect(live.textContent()).resolves.toBe('Last turn: Bob has no Scientists left.');
    await page
      .locator('antarctica-sun-tracker')
      .getByRole('button', { name: 'Built', exact: true })
      .click();
    await expect(live.textContent()).resolves.toBe('Last turn: Bob has no Scientists left.');
    await expect(page.locator('antarctica-sun-tracker #end-note').textContent()).resolves.toBe(
      'Last turn: Bob has no Scientists left.',
    );
  });

  it('keeps the ring in view while the page scrolls, and the area cards in their board order', async () => {
    const page = await firstTurn();
    const order = () =>
      page
        .locator('antarctica-majorities .card[data-area]')
        .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-area'))));
    expect(await order()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 2000);
    const ring = await page.locator('antarctica-sun-tracker .board').boundingBox();
    expect(ring?.y).toBe(0);
    expect(ring?.height).toBeGreaterThan(140);
    // Another turn: the Sun moves, the cards stay where they were.
    await page.evaluate(() => window.scrollTo(0, 0));
    await ringArea(page, 5).click();
    await page.locator('antarctica-sun-tracker').getByRole('button', { name: 'End turn' }).click();
    expect((await session(page)).sun).toBe(2);
    expect(await order()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('says what to tap next at every step', async () => {
    const page = await app();
    await expect(page.locator('antarctica-companion form .hint').textContent()).resolves.toContain(
      'then Start the game',
    );
    await startGame(page, { players: 3, firstGame: false });
    await expect(status(page).textContent()).resolves.toContain(
      'Alice places a Ship: tap its area (Ship 1 of 9)',
    );
    for (const area of [1, 2, 3, 4, 5, 6, 7, 0, 1]) await ringArea(page, area).click();
    await expect(status(page).textContent()).resolves.toContain('then tap Begin');
    await begin(page);
    const tracker = page.locator('antarctica-sun-tracker');
    await expect(tracker.locator('.status').textContent()).resolves.toContain(
      'Tap the area it sails to',
    );
    await tracker.locator('.area[data-target]').first().click();
    await expect(tracker.locator('.status').textContent()).resolves.toContain('then tap End turn');
  });

  it('tells that the first-game layout is provisional, and lets it be corrected before the first turn', async () => {
    const page = await app();
    await startGame(page, { players: 3 });
    const tracker = page.locator('antarctica-sun-tracker');
    await expect(tracker.locator('.note').textContent()).resolves.toContain('Provisional layout');
    const before = (await session(page)).areas[1]?.ships;
    await ringArea(page, 1).click();
    await tracker.locator('.details').getByRole('button', { name: 'Remove' }).first().click();
    expect((await session(page)).areas[1]?.ships).toEqual(before?.slice(1));
    await expect(status(page).textContent()).resolves.toContain('places a Ship');
    await ringArea(page, 3).click();
    await ringArea(page, 3).click();
    await begin(page);
    expect((await session(page)).phase).toBe('play');
  });

  it('takes a cube’s value as typed, labelled as read off the track, beside the points it scores', async () => {
    const page = await firstTurn();
    const tally = page.locator('antarctica-majorities');
    const track = tally.locator('section[aria-label="Track 1"]');
    await track.getByRole('button', { name: /Add a cube: .*Alice/ }).click();
    await track
      .getByRole('spinbutton', { name: 'Value read off the track, Alice, Track 1' })
      .fill('10');
    await track
      .getByRole('spinbutton', { name: 'Value read off the track, Alice, Track 1' })
      .press('Tab');
    expect((await session(page)).tracks[0]?.cubes).toEqual([{ player: 'red', value: 10 }]);
    await track.getByRole('button', { name: /Add a cube: .*Bob/ }).click();
    await track
      .getByRole('spinbutton', { name: 'Value read off the track, Bob, Track 1' })
      .fill('4');
    await track
      .getByRole('spinbutton', { name: 'Value read off the track, Bob, Track 1' })
      .press('Tab');
    await expect(track.locator('.columns').textContent()).resolves.toContain(
      'Value read off the track',
    );
    // The leader scores the sum of the values on the track, the second the leader's value.
    await expect(track.locator('li .points').allTextContents()).resolves.toEqual([
      '14 VP',
      '10 VP',
    ]);
  });

  it('disables a “+” the box does not allow, and says why', async () => {
    const page = await firstTurn();
    await dispatch(page, { type: 'setScientists', area: 0, color: 'red', count: 12 });
    const tally = page.locator('antarctica-majorities');
    const plus = tally.getByRole('button', { name: '+ Scientists Alice, Area 2' });
    await expect(plus.getAttribute('aria-disabled')).resolves.toBe('true');
    const reason = await plus.getAttribute('aria-describedby');
    await expect(
      tally.locator(`section[aria-label="Area 2"] #${reason}`).textContent(),
    ).resolves.toBe('all Scientists placed');
    await plus.click({ force: true });
    expect((await session(page)).areas[1]?.scientists.red).toBeUndefined();
    await dispatch(page, { type: 'setBuildings', area: 2, count: 14 });
    await expect(
      tally.locator('section[aria-label="Area 3"] .why').first().textContent(),
    ).resolves.toBe('14 buildings at most');
    const asterisk = tally.getByRole('button', { name: '+ Building Cards with ✱, Bob' });
    await expect(asterisk.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(tally.locator('section[aria-label="Bob"]').textContent()).resolves.toContain(
      'not above Building Cards',
    );
    // Every − and + carries its visible sign first in its name, for voice control.
    const names = await page
      .locator('antarctica-majorities .stepper button')
      .evaluateAll((buttons) =>
        buttons.map((button) => [button.textContent?.trim(), button.getAttribute('aria-label')]),
      );
    expect(names.length).toBeGreaterThan(60);
    for (const [sign, name] of names) expect(name?.startsWith(`${sign} `)).toBe(true);
  });

  it('shows a toggle that is on (an Icebreaker placed, correcting the Ships) by more than colour, its name unchanged', async () => {
    const page = await firstTurn();
    await dispatch(page, { type: 'addShip', area: 3, seat: 0 });
    await ringArea(page, 5).click();
    const tracker = page.locator('antarctica-sun-tracker');
    const look = (name: string) =>
      tracker.getByRole('button', { name, exact: true }).evaluate((button) => ({
        pressed: button.getAttribute('aria-pressed'),
        tick: getComputedStyle(button, '::before').content,
        ring: getComputedStyle(button).boxShadow,
      }));
    await tracker.getByRole('button', { name: 'Icebreaker: Area 4', exact: true }).click();
    await tracker.getByRole('button', { name: 'Correct the Ships', exact: true }).click();
    for (const name of ['Icebreaker: Area 4', 'Correct the Ships']) {
      const on = await look(name);
      expect(on.pressed).toBe('true');
      expect(on.tick).toContain('✓');
      expect(on.ring).not.toBe('none');
    }
    const off = await look('Icebreaker: Area 6');
    expect(off).toEqual({ pressed: 'false', tick: 'none', ring: 'none' });
  });

  it('leaves space between the steppers of neighbouring rows', async () => {
    const page = await firstTurn();
    const boxes = await page
      .locator('antarctica-majorities section[aria-label="Area 2"] .stepper')
      .evaluateAll((steppers) =>
        steppers.map((stepper) => stepper.getBoundingClientRect().toJSON()),
      );
    for (let row = 1; row < boxes.length; row++)
      expect(boxes[row].top - boxes[row - 1].bottom).toBeGreaterThanOrEqual(4);
  });

  it.each(['light', 'dark'] as const)(
    'highlights the Sun’s area with at least 3:1 contrast (%s)',
    async (colorScheme) => {
      const { context, page } = await openApp(browser(), { colorScheme });
      await quickStart(page);
      const ratios = await ringArea(page, 1).evaluate((area) => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (color: string) => {
          const [r, g, b] = rgb(color).map((value) => {
            const c = value / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        };
        const style = getComputedStyle(area);
        const board = getComputedStyle(area.parentElement as Element);
        return [
          contrast(style.borderTopColor, style.backgroundColor),
          contrast(style.borderTopColor, board.backgroundColor),
        ];
      });
      for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );

  it('lists the next turns without the ship about to sail', async () => {
    const page = await firstTurn();
    // Four players, one ship per area: the Sun is in Area 2; its ship will have left when the
    // Sun comes round again.
    const areas = await page.locator('antarctica-sun-tracker .upcoming li').allTextContents();
    expect(areas.map((text) => text.replace(/^\W+\w\s*/, '').trim())).toEqual([
      'Area 3',
      'Area 4',
      'Area 5',
      'Area 6',
    ]);
  });
});

describe('keyboard focus', () => {
  it('goes to the line that says what to do next after Start, Begin and End turn, never to the page', async () => {
    const page = await app();
    const focused = () =>
      page.evaluate(() => {
        let element: Element | null = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        return element === null ? 'none' : `${element.tagName.toLowerCase()}#${element.id}`;
      });
    await page.getByRole('button', { name: 'Start the game' }).focus();
    await page.keyboard.press('Enter');
    await status(page).waitFor();
    expect(await focused()).toBe('h2#status');
    await page.getByRole('button', { name: /^Begin/ }).focus();
    await page.keyboard.press('Enter');
    await page.locator('antarctica-sun-tracker #status', { hasText: 'turn' }).waitFor();
    expect(await focused()).toBe('h2#status');
    await ringArea(page, 5).focus();
    await page.keyboard.press('Enter');
    await page.locator('antarctica-sun-tracker').getByRole('button', { name: 'End turn' }).focus();
    await page.keyboard.press(' ');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('antarctica-companion')
          ?.shadowRoot?.querySelector('antarctica-sun-tracker')
          ?.shadowRoot?.textContent?.includes('sailed'),
    );
    expect(await focused()).toBe('h2#status');
  });
});

describe('the line that says what to do next', () => {
  it('is scrolled into view below the ring, not left under it, after End turn tapped with the page scrolled', async () => {
    const page = await firstTurn();
    const tracker = page.locator('antarctica-sun-tracker');
    await ringArea(page, 5).click();
    await page.evaluate(() => window.scrollTo(0, 200));
    await tracker.getByRole('button', { name: 'End turn' }).tap();
    await expect(status(page).textContent()).resolves.toContain('Bob’s turn');
    const line = await status(page).boundingBox();
    const ring = await tracker.locator('.board').boundingBox();
    expect(line?.y ?? 0).toBeGreaterThanOrEqual((ring?.y ?? 0) + (ring?.height ?? 0) - 1);
    expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual(PHONE.viewport.height);
  });
});

describe('languages', () => {
  it('are not undone: Undo reverts the last game step and keeps the language', async () => {
    const page = await firstTurn();
    await ringArea(page, 5).click();
    await openMenu(page);
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Annuler' }).click();
    const after = await session(page);
    expect(after.sailed).toBe(false);
    await expect(page.locator('antarctica-companion h1').textContent()).resolves.toBe(
      'Compagnon Antarctica',
    );
  });

  it('name the area in each language’s own grammar, and set the page’s language and title', async () => {
    const { context, page } = await openApp(browser());
    await quickStart(page);
    await openMenu(page);
    await page.getByLabel('Language').selectOption('pl');
    // The Polish words are fetched when chosen: shown as soon as they arrive.
    await status(page).getByText('Płynie pierwszy statek ze strefy 2.').waitFor();
    await expect(
      page.evaluate(() => [document.documentElement.lang, document.title]),
    ).resolves.toEqual(['pl', 'Pomocnik Antarktydy']);
    // Choosing closes the menu.
    await expect(page.getByLabel('Język').isVisible()).resolves.toBe(false);
    await openMenu(page);
    await page.getByLabel('Język').selectOption('fr');
    await status(page).getByText('le premier bateau de la zone 2 part').waitFor();
    await ringArea(page, 5).click();
    await expect(status(page).textContent()).resolves.toContain('est allé dans la zone 6');
    const text = await deepText(page);
    expect(text).toContain('Zone 6');
    expect(text).not.toMatch(/strefy Strefa|de Zone|dans Zone/);
    // The choice stays on the device.
    await page.reload();
    await appReady(page);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fr');
    await context.close();
  });
});

describe('the page’s language', () => {
  it('is written only when it changes: each write restyles the whole page', async () => {
    const { context, page } = await openApp(browser());
    await quickStart(page);
    await page.evaluate(() => {
      const writes: string[] = [];
      (window as unknown as { writes: string[] }).writes = writes;
      const watch = new MutationObserver((records) => {
        for (const record of records) writes.push(record.attributeName ?? '');
      });
      watch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
      for (const element of [
        document.querySelector('antarctica-companion'),
        document
          .querySelector('antarctica-companion')
          ?.shadowRoot?.querySelector('antarctica-majorities'),
      ])
        if (element) watch.observe(element, { attributes: true, attributeFilter: ['lang'] });
    });
    const tally = page.locator('antarctica-majorities');
    for (let tap = 0; tap < 3; tap++)
      await tally.getByRole('button', { name: '+ Buildings, Area 1' }).click();
    await ringArea(page, 5).click();
    expect(await page.evaluate(() => (window as unknown as { writes: string[] }).writes)).toEqual(
      [],
    );
    await context.close();
  });
});

describe('a new game', () => {
  it('asks before leaving a game in progress, and Undo brings the game back', async () => {
    const page = await firstTurn();
    const game = await session(page);
    await openMenu(page);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.locator('antarctica-companion .confirm').textContent()).resolves.toContain(
      'Leave this game',
    );
    expect(await session(page)).toEqual(game);
    await page.getByRole('button', { name: 'Keep playing' }).click();
    expect(await session(page)).toEqual(game);
    await openMenu(page);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Set up a new game' }).click();
    expect((await session(page)).phase).toBe('setup');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await session(page)).toEqual(game);
  });
});
