// Recording by taps in the browser, as a person does it: the set-up form filled in, each move
// tapped on the board (or its buttons), each tap checked to be on the screen without scrolling.
import { DEFAULT_EDITION, type GameState, legalMoves, type Move } from '@antarctica-game/engine';
import { movesByTarget, targetsOf } from '@antarctica-game/viewer';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MODE_KEY } from '../components/record-mode-entry.js';
import '../record/record-mode-element.js';
import { buildingCardLabel } from '../record/card-label.js';
import type { AntarcticaRecorder } from '../record/recorder-element.js';
import { RECORDING_KEY, saveRecording } from '../record/saved-recording.js';
import { cardKinds } from '../record/start-problems.js';
import type { TableRecording } from '../record/table-recording.js';
import { button, deep, deepAll, LAZY_LOAD, mountApp } from './browser-helpers.js';

type Updating = Element & { updateComplete: Promise<unknown> };

export async function settled(...elements: Element[]): Promise<void> {
  for (let round = 0; round < 2; round++)
    for (const element of elements) await (element as Updating).updateComplete;
}

/** Mounts record mode at a phone's size and starts a recording of `players` with nothing seen. */
export async function startRecording(
  players: 2 | 3 | 4,
  seen = false,
  language: 'en' | 'fr' | 'pl' = 'en',
): Promise<{ mode: Element; recorder: AntarcticaRecorder }> {
  await page.viewport(390, 844);
  // In the app, as a group opens it: the app's header stays above the recording.
  const app = await mountApp();
  button(app, 'Record the game move by move').click();
  await vi.waitFor(() => expect(deepAll(app, 'antarctica-record-mode')).toHaveLength(1), LAZY_LOAD);
  const mode = deep(app, 'antarctica-record-mode');
  await settled(mode);
  const setup = deep(mode, 'antarctica-record-setup');
  await settled(setup);
  const count = deep<HTMLSelectElement>(mode, 'antarctica-record-setup', 'select');
  count.value = String(players);
  count.dispatchEvent(new Event('change'));
  await settled(setup);
  if (seen) await fillSeen(setup, players);
  button(mode, 'Start recording', 'antarctica-record-setup').click();
  await settled(mode);
  const recorder = deep<AntarcticaRecorder>(mode, 'antarctica-recorder');
  await settled(recorder);
  if (language !== 'en') {
    await chooseLanguage(app, language);
    await vi.waitFor(() => expect(recorder.words.language).toBe(language), LAZY_LOAD);
    await settled(recorder);
  }
  return { mode, recorder };
}

/** Chooses a language in the app's menu, as a person does. */
export async function chooseLanguage(app: Element, language: string): Promise<void> {
  const select = deepAll<HTMLSelectElement>(app, '.menu select')[0] as HTMLSelectElement;
  select.value = language;
  select.dispatchEvent(new Event('change'));
  await settled(app);
}

/** Sets every chance entry of the set-up form as a table would show it (a valid set-up). */
export async function fillSeen(setup: Element, players: 2 | 3 | 4): Promise<void> {
  const choose = async (label: string, value: string) => {
    const select = (setup.shadowRoot as ShadowRoot).querySelector<HTMLSelectElement>(
      `select[aria-label="${label}"]`,
    );
    if (select === null) throw new Error(`no select ${label}`);
    select.value = value;
    select.dispatchEvent(new Event('change'));
    await settled(setup);
  };
  const edition = DEFAULT_EDITION;
  const closed = new Set(players === 2 ? edition.closedAreasTwoPlayers : []);
  const buildings = [...edition.startingBuildings[players]];
  for (let area = 0; area < edition.areas; area++)
    if (!closed.has(area)) await tapStartingBuilding(setup, area, buildings.shift() as string);
  for (const [deck, name] of [
    ['basic', 'Basic'],
    ['double', 'Double'],
    ['advanced', 'Advanced'],
  ] as const) {
    const top = edition.buildingCards.findIndex((card) => card.deck === deck);
    await choose(`Top card of the ${name} pile`, String(top));
  }
  // Copies of a card are one choice (its first copy's id); the form gives each place its own.
  const basic = cardKinds(edition, 'basic');
  const expertise = cardKinds(edition, 'expertise');
  for (let seat = 0; seat < players; seat++) {
    const letter = String.fromCharCode(65 + seat);
    await choose(`Resource Card of player ${letter}`, String(basic[seat]?.ids[0]));
    await choose(`Expertise card ${seat + 1}`, String(expertise[seat % expertise.length]?.ids[0]));
  }
}

/** Taps an area's Starting Building on the set-up form (a row of buttons, one tap). */
export async function tapStartingBuilding(
  setup: Element,
  area: number,
  building: string,
): Promise<HTMLButtonElement> {
  const found = (setup.shadowRoot as ShadowRoot).querySelector<HTMLButtonElement>(
    `[aria-label="Starting Building of area ${area + 1}"] button[data-value="${building}"]`,
  );
  if (found === null) throw new Error(`no ${building} for area ${area + 1}`);
  found.click();
  await settled(setup);
  return found;
}

/** A deterministic stand-in for the players: random legal moves, keeping resources. */
export function chooser(seed: number) {
  let random = seed;
  return (state: GameState): Move => {
    random = (random * 1103515245 + 12345) % 2147483648;
    const all = legalMoves(state);
    const kept = all.filter((move) => move.type !== 'discard');
    const moves = kept.length > 0 ? kept : all;
    return moves[Math.floor((random / 2147483648) * moves.length)] as Move;
  };
}

/** Whether an element is drawn inside the window as it stands, with nothing scrolled. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return (
    window.scrollX === 0 &&
    window.scrollY === 0 &&
    box.height > 0 &&
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= window.innerHeight &&
    box.right <= window.innerWidth
  );
}

/**
 * What a tap needed that was not on the screen, and the lowest choice seen: the decision's line, every choice offered (the
 * board's live parts, the chooser's lines, the card picker, "Not seen"), and the part tapped.
 * The tests collect these and require none.
 */
export const screenCheck = {
  offScreen: [] as string[],
  lowest: 0,
  /** The smallest width and height seen of each kind of target (see {@link targetKind}). */
  smallest: new Map<string, { width: number; height: number }>(),
};

/**
 * A target's kind, as the size check names it: an area, a Research Track row, a pile, a count
 * or a card of the mover's panel, an action button, a line of the board's chooser, a button of
 * the recording screen (the card pickers, "Not seen", "A card not seen…").
 */
export function targetKind(element: Element): string {
  if (element.hasAttribute('data-choose')) return 'chooser line';
  const part = element.getAttribute('part');
  if (part !== null) return part.replace(/ live$/, '');
  const target = element.getAttribute('data-target');
  if (target !== null) return `${target.split(':')[0]} (${element.tagName.toLowerCase()})`;
  return 'recording screen button';
}

export function checkScreen(recorder: AntarcticaRecorder, tapped: Element, what: string): void {
  const root = recorder.shadowRoot as ShadowRoot;
  const board = root.querySelector('antarctica-board');
  const choices = [
    root.querySelector('.who'),
    tapped,
    ...root.querySelectorAll('.picker button, button.unseen'),
    ...(board?.shadowRoot?.querySelectorAll('[data-target], [data-choose]') ?? []),
  ];
  for (const element of choices) {
    if (element !== null && element !== choices[0]) {
      const box = element.getBoundingClientRect();
      const kind = targetKind(element);
      const seen = screenCheck.smallest.get(kind) ?? { width: Infinity, height: Infinity };
      screenCheck.smallest.set(kind, {
        width: Math.min(seen.width, Math.round(box.width)),
        height: Math.min(seen.height, Math.round(box.height)),
      });
    }
    if (element !== null)
      screenCheck.lowest = Math.max(
        screenCheck.lowest,
        Math.round(element.getBoundingClientRect().bottom),
      );
    if (element !== null && !inView(element))
      screenCheck.offScreen.push(
        `${what}: ${element.getAttribute('data-target') ?? element.className ?? element.tagName} at ${Math.round(element.getBoundingClientRect().bottom)}`,
      );
  }
}

/**
 * Enters one move by tapping, as a person would: its part of the board (or its button), then
 * the chooser's line when that tap means several moves, then the card that turned up. Returns
 * the number of taps. Each tap is checked to be on the screen without scrolling.
 */
export async function tapMove(
  recorder: AntarcticaRecorder,
  move: Move,
  at?: GameState,
  reveal?: number,
): Promise<number> {
  const recording = recorder.recording as TableRecording;
  // `at`: the game the board shows while an entry is edited or a move put before it.
  const state = at ?? recording.state;
  const board = deep(recorder, 'antarctica-board');
  const key = targetsOf(move, state)[0] as string;
  const same =
    movesByTarget(at === undefined ? recording.legalMoves() : legalMoves(at), state).get(key) ?? [];
  const index = same.findIndex((candidate) => JSON.stringify(candidate) === JSON.stringify(move));
  expect(index).toBeGreaterThanOrEqual(0);
  const parts = [
    ...(board.shadowRoot as ShadowRoot).querySelectorAll<HTMLElement>(`[data-target="${key}"]`),
  ];
  let taps = 1;
  const direct = parts.find((part) => part.getAttribute('data-choice') === String(index));
  const first = direct ?? (parts[0] as HTMLElement);
  checkScreen(recorder, first, move.type);
  first.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  if (direct === undefined && same.length > 1) {
    await settled(board);
    const line = (board.shadowRoot as ShadowRoot).querySelector<HTMLElement>(
      `[data-choose="${index}"]`,
    ) as HTMLElement;
    checkScreen(recorder, line, `${move.type} (which move?)`);
    line.click();
    taps++;
  }
  await settled(recorder, board);
  const picker = recorder.shadowRoot?.querySelector('.picker ul');
  if (picker) {
    // The card that turned up: `reveal` when given (by its label), else the first offered.
    const label =
      reveal === undefined ? undefined : buildingCardLabel(state.edition, reveal, recorder.words);
    const card = ([...picker.querySelectorAll('button')].find(
      (each) => label !== undefined && each.textContent?.trim().startsWith(label),
    ) ?? picker.querySelector('button')) as HTMLButtonElement;
    checkScreen(recorder, card, `${move.type} (card that turned up)`);
    card.click();
    taps++;
    await settled(recorder);
  }
  return taps;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** The app on a phone, in record mode, with `recording` saved before it opened (as after a reload). */
export async function openSaved(recording: TableRecording): Promise<AntarcticaRecorder> {
  localStorage.setItem(RECORDING_KEY, JSON.stringify(saveRecording(recording)));
  localStorage.setItem(MODE_KEY, 'record');
  await page.viewport(390, 844);
  const app = await mountApp(undefined, { keep: true });
  await vi.waitFor(
    () => expect(deepAll(app, 'antarctica-record-mode', 'antarctica-recorder')).toHaveLength(1),
    LAZY_LOAD,
  );
  const recorder = deep<AntarcticaRecorder>(app, 'antarctica-record-mode', 'antarctica-recorder');
  await settled(recorder);
  return recorder;
}
