// The record set-up form at a phone's size: copies of a card as one choice with a count, what
// the box cannot hold said at the field, a choice made as the form opens kept.
import { DEFAULT_EDITION } from '@antarctica-game/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { button, deep, deepAll, LAZY_LOAD, mountApp } from '../__fixtures__/browser-helpers.js';
import {
  chooseLanguage,
  fillSeen,
  settled,
  tapStartingBuilding,
} from '../__fixtures__/record-taps.js';
import { recordEn } from '../i18n/record-messages.js';
import { PREFERENCES_KEY } from '../logic/device.js';
import type { AntarcticaRecorder } from './recorder-element.js';
import type { TableRecording } from './table-recording.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** Record mode's set-up form in the app, on a phone, for `players`. */
async function openForm(players: 2 | 3 | 4): Promise<{ mode: Element; setup: Element }> {
  await page.viewport(390, 844);
  const app = await mountApp();
  button(app, 'Record the game move by move').click();
  await vi.waitFor(
    () => expect(deepAll(app, 'antarctica-record-mode', 'antarctica-record-setup')).toHaveLength(1),
    LAZY_LOAD,
  );
  const mode = deep(app, 'antarctica-record-mode');
  const setup = deep(mode, 'antarctica-record-setup');
  await settled(setup);
  await userEvent.selectOptions(select(setup, null), String(players));
  await settled(setup);
  return { mode, setup };
}

/** A select of the form by its label (`null`: the first, the number of players). */
function select(setup: Element, label: string | null): HTMLSelectElement {
  const root = setup.shadowRoot as ShadowRoot;
  const found = root.querySelector<HTMLSelectElement>(
    label === null ? 'select' : `select[aria-label="${label}"]`,
  );
  if (found === null) throw new Error(`no select ${label}`);
  return found;
}

/** Chooses an option of a select by its text, as a person reading the list does. */
async function chooseByText(setup: Element, label: string, text: string): Promise<void> {
  const list = select(setup, label);
  const option = [...list.options].find((each) => each.textContent?.trim().startsWith(text));
  if (option === undefined) throw new Error(`no option ${text} in ${label}`);
  await userEvent.selectOptions(list, option.value);
  await settled(setup);
}

/** The problem said at a field (its described-by text), or null. */
function problemAt(setup: Element, field: Element): string | null {
  const id = field.getAttribute('aria-describedby');
  if (id === null) return null;
  return (setup.shadowRoot as ShadowRoot).getElementById(id)?.textContent?.trim() ?? null;
}

function groupOf(setup: Element, area: number): Element {
  return (setup.shadowRoot as ShadowRoot).querySelector(
    `[aria-label="${recordEn.startingBuildingOf(area + 1)}"]`,
  ) as Element;
}

describe('the Expertise cards of the set-up (4 players)', () => {
  it('offers copies of a card as one choice with a count, and two Labs chosen by name are the box’s two Labs', async () => {
    const { mode, setup } = await openForm(4);
    const texts = [...select(setup, recordEn.expertise(1)).options].map((option) =>
      option.textContent?.trim(),
    );
    expect(texts).toEqual([
      recordEn.notSeenOption,
      `${recordEn.buildings.lab}${recordEn.inBox(2)}`,
      `${recordEn.buildings.factory}${recordEn.inBox(2)}`,
    ]);
    await fillSeen(setup, 4);
    for (const [index, name] of ['Lab', 'Lab', 'Factory', 'Factory'].entries())
      await chooseByText(setup, recordEn.expertise(index + 1), name);
    expect((setup.shadowRoot as ShadowRoot).querySelector('.problem')).toBeNull();
    button(mode, recordEn.startRecording, 'antarctica-record-setup').click();
    await settled(mode);
    const recorder = deep<AntarcticaRecorder>(mode, 'antarctica-recorder');
    const pile = (recorder.recording as TableRecording).setup.resourcePile;
    expect(new Set(pile).size).toBe(4);
    expect(pile.map((id) => DEFAULT_EDITION.resourceCards[id]?.grants[0])).toEqual([
      'lab',
      'lab',
      'factory',
      'factory',
    ]);
  });
});

describe('a set-up the box cannot hold', () => {
  it('says at each field what is wrong (two Camps at 2 players, one Resource Card twice, a third Lab), and does not start', async () => {
    const { mode, setup } = await openForm(2);
    await fillSeen(setup, 2);
    // Two players: one Camp in the box. Area 3 (open) is given a second one.
    const camp = DEFAULT_EDITION.startingBuildings[2].indexOf('camp');
    const open = [...Array(DEFAULT_EDITION.areas).keys()].filter(
      (area) => !DEFAULT_EDITION.closedAreasTwoPlayers.includes(area),
    );
    const campArea = open[camp] as number;
    const other = open.find((area) => area !== campArea) as number;
    const pressed = await tapStartingBuilding(setup, other, 'camp');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    for (const area of [campArea, other])
      expect(problemAt(setup, groupOf(setup, area))).toBe(
        recordEn.notInBox(recordEn.buildings.camp, 1, 2),
      );
    // Both players given the same Basic Resource Card.
    await chooseByText(setup, recordEn.resourceCardOf('A'), recordEn.buildings.crane);
    await chooseByText(setup, recordEn.resourceCardOf('B'), recordEn.buildings.crane);
    for (const seat of ['A', 'B']) {
      const field = select(setup, recordEn.resourceCardOf(seat));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(problemAt(setup, field)).toBe(recordEn.notInBox(recordEn.buildings.crane, 1, 2));
    }
    button(mode, recordEn.startRecording, 'antarctica-record-setup').click();
    await settled(mode, setup);
    expect(mode.shadowRoot?.querySelector('antarctica-recorder')).toBeNull();
    expect(setup.shadowRoot?.querySelector('[role=alert]')?.textContent).toContain(
      recordEn.fixMarked,
    );
    // Fixed, it starts.
    await tapStartingBuilding(
      setup,
      other,
      DEFAULT_EDITION.startingBuildings[2][open.indexOf(other)] as string,
    );
    await chooseByText(setup, recordEn.resourceCardOf('B'), recordEn.buildings.derrick);
    expect((setup.shadowRoot as ShadowRoot).querySelector('.problem')).toBeNull();
    button(mode, recordEn.startRecording, 'antarctica-record-setup').click();
    await settled(mode);
    expect(mode.shadowRoot?.querySelector('antarctica-recorder')).not.toBeNull();
  });

  it('says so at the Expertise cards when more of a card is set than the box has', async () => {
    const { setup } = await openForm(3);
    for (let index = 0; index < 3; index++)
      await chooseByText(setup, recordEn.expertise(index + 1), 'Lab');
    for (let index = 0; index < 3; index++)
      expect(problemAt(setup, select(setup, recordEn.expertise(index + 1)))).toBe(
        recordEn.notInBox(recordEn.buildings.lab, 2, 3),
      );
  });
});

describe('the taps of a four-player set-up with the last game’s players', () => {
  it('takes at most 20: one per Starting Building, two per pile’s top card (a list), and Start', async () => {
    localStorage.clear();
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        players: [
          { color: 'red', name: 'Ann' },
          { color: 'blue', name: 'Bob' },
          { color: 'green', name: 'Cy' },
          { color: 'yellow', name: 'Di' },
        ],
      }),
    );
    await page.viewport(390, 844);
    const app = await mountApp(undefined, { keep: true });
    button(app, 'Record the game move by move').click();
    await vi.waitFor(
      () =>
        expect(deepAll(app, 'antarctica-record-mode', 'antarctica-record-setup')).toHaveLength(1),
      LAZY_LOAD,
    );
    const mode = deep(app, 'antarctica-record-mode');
    const setup = deep(mode, 'antarctica-record-setup');
    await settled(setup);
    let taps = 0;
    // What the form needs before it starts, as a person sets it: a button is one tap, a list
    // two (open it, choose).
    const buildings = [...DEFAULT_EDITION.startingBuildings[4]];
    for (let area = 0; area < DEFAULT_EDITION.areas; area++) {
      const group = groupOf(setup, area);
      const choice = group.querySelector(`[data-value="${buildings[area]}"]`) as HTMLElement;
      taps += choice.tagName === 'BUTTON' ? 1 : 2;
      choice.click();
      await settled(setup);
    }
    for (const [deck, name] of [
      ['basic', 'Basic'],
      ['double', 'Double'],
      ['advanced', 'Advanced'],
    ] as const) {
      const top = DEFAULT_EDITION.buildingCards.findIndex((card) => card.deck === deck);
      await userEvent.selectOptions(select(setup, recordEn.topCardOf(name)), String(top));
      await settled(setup);
      taps += 2;
    }
    button(mode, recordEn.startRecording, 'antarctica-record-setup').click();
    taps++;
    await settled(mode);
    const recorder = deep<AntarcticaRecorder>(mode, 'antarctica-recorder');
    expect(
      (recorder.recording as TableRecording).start.players.map((player) => player.name),
    ).toEqual(['Ann', 'Bob', 'Cy', 'Di']);
    console.info(`a four-player set-up with the last game's players: ${taps} taps`);
    expect(taps).toBeLessThanOrEqual(20);
  });
});

describe('a choice made as the set-up form opens', () => {
  it('is kept while the form settles (its words loading in the app’s language)', async () => {
    await page.viewport(390, 844);
    const app = await mountApp();
    await chooseLanguage(app, 'pl');
    button(app, /.+/, '.record-entry').click();
    await vi.waitFor(
      () =>
        expect(deepAll(app, 'antarctica-record-mode', 'antarctica-record-setup')).toHaveLength(1),
      LAZY_LOAD,
    );
    const setup = deep<Element & { words: { language: string } }>(
      app,
      'antarctica-record-mode',
      'antarctica-record-setup',
    );
    // At once, before the form's Polish words have come.
    const count = select(setup, null);
    count.value = '2';
    count.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(setup.words.language).toBe('pl'), LAZY_LOAD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settled(setup);
    expect(select(setup, null).value).toBe('2');
    expect((setup.shadowRoot as ShadowRoot).querySelectorAll('input')).toHaveLength(2);
  });
});
