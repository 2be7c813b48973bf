// A person's own choices by taps, not the first target: which Shipyard Card to take, and where
// to play an Icebreaker. The positions come from games played in Node (see positions.ts) and are
// loaded as a saved game; the engine's states before and after the tap are read from the page.
import type { GameState, Move } from '@antarctica-game/engine';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../src/session/seats.js';
import { gameState, openPlay, useBrowser } from './app.js';
import { findPosition } from './positions.js';

const browser = useBrowser();
const SEATS: SeatSpec[] = [{ kind: 'human' }, { kind: 'bot', bot: 'heuristic' }];

type Pick = Extract<Move, { type: 'takeShipyardCard' | 'draftPick' }>;
const isPick = (move: Move): move is Pick =>
  move.type === 'takeShipyardCard' || move.type === 'draftPick';
const count = (cards: readonly string[], card: string) =>
  cards.filter((held) => held === card).length;

/** Waits for the person's move after `before` moves; returns it with the states around it. */
async function movePlayed(page: Page, before: number) {
  await page.waitForFunction(
    (moves) =>
      (document.querySelector('antarctica-play')?.controller?.session?.timeline.moves.length ?? 0) >
      moves,
    before,
  );
  return page.evaluate((index) => {
    const timeline = document.querySelector('antarctica-play')?.controller?.session?.timeline;
    return {
      move: timeline?.moves[index],
      before: timeline?.states[index],
      after: timeline?.states[index + 1],
    };
  }, before) as Promise<{ move: Move; before: GameState; after: GameState }>;
}

/** Opens the page on a saved game and waits for the person's decision. */
async function openAt(saved: string) {
  const opened = await openPlay(browser(), { saved });
  await opened.page.locator('antarctica-play .status[data-turn="human"]').waitFor();
  return opened;
}

describe('a person choosing by taps', () => {
  it('takes the Shipyard Card of their choice, not the first one offered', async () => {
    const position = await findPosition(
      SEATS,
      (legal) => new Set(legal.filter(isPick).map((move) => move.card)).size >= 2,
    );
    const offered = position.legal.filter(isPick);
    // The Icebreaker when it is offered after another card, else the last card offered.
    const wanted =
      offered.find((move, index) => index > 0 && move.card === 'icebreaker') ??
      (offered.at(-1) as Pick);
    const { page, errors } = await openAt(position.saved);
    const { moves } = await gameState(page);
    // The board lists the moves of one target in the engine's order of the legal moves.
    const index = offered.filter((move) => move.type === wanted.type).indexOf(wanted);
    expect(index).toBeGreaterThan(0);
    const target = `[data-target="action:${wanted.type}"]`;
    const button = page.locator(`antarctica-board ${target}[data-choice="${index}"]`);
    if ((await button.count()) > 0) await button.tap();
    else {
      await page.locator(`antarctica-board ${target}`).tap();
      await page.locator(`antarctica-board .chooser [data-choose="${index}"]`).tap();
    }
    const { move, before, after } = await movePlayed(page, moves);
    expect(move).toEqual(wanted);
    const seat = position.seat;
    const card = wanted.card;
    expect(count(after.players[seat]?.shipyardCards ?? [], card)).toBe(
      count(before.players[seat]?.shipyardCards ?? [], card) + 1,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays an Icebreaker on the area they tap, and the engine puts it there', async () => {
    // A position where the person could do something else (build, discard, end the turn...).
    const position = await findPosition(
      SEATS,
      (legal) =>
        legal.some((move) => move.type === 'playIcebreaker') &&
        legal.some((move) => move.type !== 'playIcebreaker' && move.type !== 'endTurn'),
    );
    const icebreakers = position.legal.filter((move) => move.type === 'playIcebreaker');
    const wanted = icebreakers.at(-1) as Extract<Move, { type: 'playIcebreaker' }>;
    const { page, errors } = await openAt(position.saved);
    const { moves } = await gameState(page);
    // The person taps their Icebreaker card; with more than one area to play it on, the board
    // asks which.
    await page.locator('antarctica-board [data-target="card:icebreaker"]').first().tap();
    if (icebreakers.length > 1)
      await page
        .locator('antarctica-board .chooser button', {
          hasText: `Icebreaker in area ${wanted.area + 1}`,
        })
        .tap();
    const { move, before, after } = await movePlayed(page, moves);
    expect(move).toEqual(wanted);
    const seat = position.seat;
    expect(after.icebreakers).toHaveLength(before.icebreakers.length + 1);
    expect(after.icebreakers.at(-1)).toMatchObject({ area: wanted.area, seat });
    expect(count(after.players[seat]?.shipyardCards ?? [], 'icebreaker')).toBe(
      count(before.players[seat]?.shipyardCards ?? [], 'icebreaker') - 1,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
