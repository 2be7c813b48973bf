import { type Deck, type Move, SHIPYARD_CARDS, type ShipyardCard } from '@antarctica-game/engine';
import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { button, deep, deepAll, LAZY_LOAD, mountApp } from '../__fixtures__/browser-helpers.js';
import {
  checkScreen,
  chooseLanguage,
  fillSeen,
  openSaved,
  screenCheck,
  settled,
  tapMove,
} from '../__fixtures__/record-taps.js';
import { tableGame } from '../__fixtures__/table-game.js';
import { recordEn } from '../i18n/record-messages.js';
import { recordFr } from '../i18n/record-messages-fr.js';
import { recordPl } from '../i18n/record-messages-pl.js';
import { PREFERENCES_KEY } from '../logic/device.js';
import { buildingCardLabel } from './card-label.js';
import { recordText } from './record-text.js';
import type { AntarcticaRecorder } from './recorder-element.js';
import { RECORDING_KEY } from './saved-recording.js';
import { type RecordEntry, TableRecording } from './table-recording.js';
import { UNSEEN } from './table-start.js';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The fixed English words of record mode (sentences with blanks left out), five letters or more. */
const ENGLISH = (() => {
  const words: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') words.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk({ ...recordEn, language: '', buildings: {}, decks: {} });
  return words.filter((word) => word.length >= 5);
})();

/** The text of an element's own screen (its shadow root), without the board's. */
function screenText(element: Element): string {
  return (element.shadowRoot as ShadowRoot).textContent ?? '';
}

describe('record mode speaks the app’s language', () => {
  it('switches the set-up and the recording screens to French and Polish, with no English left', async () => {
    await page.viewport(390, 844);
    const app = await mountApp();
    button(app, 'Record the game move by move').click();
    await vi.waitFor(
      () => expect(deepAll(app, 'antarctica-record-mode')).toHaveLength(1),
      LAZY_LOAD,
    );
    const mode = deep(app, 'antarctica-record-mode');
    await chooseLanguage(app, 'fr');
    const setup = deep(mode, 'antarctica-record-setup');
    await expect.poll(() => screenText(setup), LAZY_LOAD).toContain(recordFr.startRecording);
    expect(mode.getAttribute('lang')).toBe('fr');
    expect(screenText(setup)).toContain(recordFr.buildings.planktonFarm);
    expect(ENGLISH.filter((word) => screenText(setup).includes(word))).toEqual([]);
    // Back in English to fill the form as the other tests do, then the recording in Polish.
    await chooseLanguage(app, 'en');
    await expect.poll(() => screenText(setup), LAZY_LOAD).toContain(recordEn.startRecording);
    await fillSeen(setup, 4);
    button(mode, recordEn.startRecording, 'antarctica-record-setup').click();
    await settled(mode);
    const recorder = deep<AntarcticaRecorder>(mode, 'antarctica-recorder');
    await settled(recorder);
    expect(screenText(recorder)).toContain(recordEn.decisions.sail);
    await chooseLanguage(app, 'pl');
    await expect.poll(() => screenText(recorder), LAZY_LOAD).toContain(recordPl.decisions.sail);
    expect(screenText(recorder)).toContain(recordPl.allPlayers);
    expect(screenText(mode)).toContain(recordPl.newRecording);
    expect(ENGLISH.filter((word) => screenText(recorder).includes(word))).toEqual([]);
  });
});

/** The Shipyard Card a move shows the player has. */
function cardPlayed(move: Move): ShipyardCard | null {
  const cards: Partial<Record<Move['type'], ShipyardCard>> = {
    playIcebreaker: 'icebreaker',
    playPlaceScientist: 'placeScientist',
    playPlusTwoScientists: 'plusTwoScientists',
    playFastResearch: 'fastResearch',
  };
  return cards[move.type] ?? null;
}

describe('a card drawn unseen, shown later, by taps (390×844)', () => {
  it('offers the cards the player may hold, chooses the unseen entries again, and takes the card played', async () => {
    // A table game whose Shipyard Cards the recorder never saw, entered up to the first move that
    // plays a card the engine did not give that player.
    const game = tableGame(3, 8, 3000);
    const recording = TableRecording.start(game.start);
    const hidden = new Set(['drawDraftCards', 'draftPick', 'takeShipyardCard']);
    const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
    let next: RecordEntry | undefined;
    for (const entry of game.entries) {
      if (hidden.has(entry.move.type)) {
        const placeholder =
          entry.move.type === 'drawDraftCards'
            ? { ...entry.move, cards: [] }
            : { ...entry.move, card: SHIPYARD_CARDS[0] };
        recording.play({ move: placeholder as Move, unseen: true });
        continue;
      }
      if (!recording.legalMoves().some((move) => same(move, entry.move))) {
        next = entry;
        break;
      }
      recording.play(entry);
    }
    const card = cardPlayed((next as RecordEntry).move) as ShipyardCard;
    expect(card).not.toBeNull();
    const recorder = await openSaved(recording);
    const restored = recorder.recording as TableRecording;
    const count = restored.entries.length;
    // Tap 1: "A card not seen…"; tap 2: the card; then the move on the board as usual.
    const ask = button(recorder, recordEn.unseenCard);
    screenCheck.offScreen.length = 0;
    checkScreen(recorder, ask, 'a card not seen');
    ask.click();
    await settled(recorder);
    const offered = [...(recorder.shadowRoot as ShadowRoot).querySelectorAll('.picker button')];
    const choice = offered.find(
      (element) => element.textContent?.trim() === recordEn.shipyardCards[card],
    ) as HTMLButtonElement;
    expect(choice).toBeDefined();
    checkScreen(recorder, choice, 'the card shown');
    choice.click();
    await settled(recorder);
    expect(restored.entries).toHaveLength(count);
    await tapMove(recorder, (next as RecordEntry).move);
    expect(restored.entries).toHaveLength(count + 1);
    expect(restored.entries.at(-1)?.move).toEqual((next as RecordEntry).move);
    expect(screenCheck.offScreen).toEqual([]);
    // The record still says ? for what was not seen, and replays.
    const text = recordText(restored);
    expect(text).toMatch(/\?/);
    const parsed = parseRecord(text);
    const replay = replayRecord(parsed.record as NonNullable<typeof parsed.record>);
    expect(replay.errors.filter((error) => error.severity !== 'warning')).toEqual([]);
    expect(replay.moves).toHaveLength(count + 1);
  });
});

describe('a pile card that turned up unseen, named later by taps (390×844)', () => {
  it('offers the cards of that pile, writes the one tapped where it turned up, and asks no more', async () => {
    const game = tableGame(4, 6, 400);
    const at = game.entries.findIndex(
      (entry) => entry.reveal !== undefined && entry.move.type === 'build',
    );
    const built = game.entries[at] as RecordEntry & { move: { deck: Deck } };
    const recording = TableRecording.start(game.start);
    for (const entry of game.entries.slice(0, at)) recording.play(entry);
    recording.play({ ...built, reveal: UNSEEN });
    const recorder = await openSaved(recording);
    const restored = recorder.recording as TableRecording;
    const label = recordEn.nameTop(recordEn.decks[built.move.deck]);
    const ask = button(recorder, label);
    screenCheck.offScreen.length = 0;
    checkScreen(recorder, ask, 'the top of a pile');
    ask.click();
    await settled(recorder);
    const offered = [...(recorder.shadowRoot as ShadowRoot).querySelectorAll('.picker button')];
    // Every kind of card still in the pile, and Cancel.
    expect(offered).toHaveLength(restored.topChoices(built.move.deck).length + 1);
    const wanted = buildingCardLabel(restored.state.edition, built.reveal as number, recordEn);
    const choice = offered.find(
      (element) => element.textContent?.trim() === wanted,
    ) as HTMLButtonElement;
    expect(choice).toBeDefined();
    checkScreen(recorder, choice, 'the card on top');
    choice.click();
    await settled(recorder);
    expect(restored.entries[at]?.reveal).toBe(built.reveal);
    expect(restored.unseenTops()).toEqual([]);
    expect(() => button(recorder, label)).toThrowError(/no button/);
    expect(screenCheck.offScreen).toEqual([]);
    // Saved at once: a reload has the card named.
    const saved = JSON.parse(localStorage.getItem(RECORDING_KEY) ?? '{}') as {
      entries: RecordEntry[];
    };
    expect(saved.entries[at]?.reveal).toBe(built.reveal);
    // The list of entries says what turned up after the build.
    button(recorder, recordEn.showRecord).click();
    await settled(recorder);
    const entries = [...(recorder.shadowRoot as ShadowRoot).querySelectorAll('.entries li span')];
    expect(entries[at]?.textContent).toContain(recordEn.turnedUp(wanted));
  });
});

describe('the record set-up’s players', () => {
  it('starts from the players of the last game on this device, with their colours, and keeps the colours distinct', async () => {
    localStorage.clear();
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({
        players: [
          { color: 'green', name: 'Ann' },
          { color: 'red', name: 'Bob' },
          { color: 'blue', name: '' },
        ],
      }),
    );
    const app = await mountApp(undefined, { keep: true });
    button(app, 'Record the game move by move').click();
    await vi.waitFor(
      () =>
        expect(deepAll(app, 'antarctica-record-mode', 'antarctica-record-setup')).toHaveLength(1),
      LAZY_LOAD,
    );
    const setup = deep(app, 'antarctica-record-mode', 'antarctica-record-setup');
    await (setup as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const root = setup.shadowRoot as ShadowRoot;
    const select = (label: string) =>
      root.querySelector(`select[aria-label="${label}"]`) as HTMLSelectElement;
    const colors = () => ['A', 'B', 'C'].map((seat) => select(recordEn.colorOf(seat)).value);
    // The first select of the form: the number of players.
    expect((root.querySelector('select') as HTMLSelectElement).value).toBe('3');
    expect(colors()).toEqual(['green', 'red', 'blue']);
    expect([...root.querySelectorAll('input')].slice(0, 3).map((input) => input.value)).toEqual([
      'Ann',
      'Bob',
      '',
    ]);
    // A takes red: Bob, who had it, takes green.
    const colorA = select(recordEn.colorOf('A'));
    colorA.value = 'red';
    colorA.dispatchEvent(new Event('change'));
    await (setup as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(colors()).toEqual(['red', 'green', 'blue']);
  });
});

describe('the decision’s line', () => {
  it('names the extra turn an Icebreaker gives, not the usual sailing of the first ship', async () => {
    let recording: TableRecording | undefined;
    for (let seed = 1; seed < 60 && recording === undefined; seed++) {
      const game = tableGame(4, seed, 400);
      const candidate = TableRecording.start(game.start);
      for (const entry of game.entries) {
        const decision = candidate.decision;
        if (decision.kind === 'sail' && decision.icebreaker) {
          recording = candidate;
          break;
        }
        candidate.play(entry);
      }
    }
    expect(recording).toBeDefined();
    const recorder = await openSaved(recording as TableRecording);
    const line = (recorder.shadowRoot as ShadowRoot).querySelector('.who')?.textContent ?? '';
    expect(line).toContain(recordEn.icebreakerSail);
    expect(line).not.toContain(recordEn.decisions.sail);
  });
});
