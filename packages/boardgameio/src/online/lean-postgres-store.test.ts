// The lean store answers as bgio-postgres does, on the same table, and keeps its rule for states.

import { PostgresStore } from 'bgio-postgres';
import type { LogEntry, State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Services, startServices, stopServices } from '../../scripts/services.mjs';
import { LeanPostgresStore } from './lean-postgres-store.js';

let services: Services;
let lean: LeanPostgresStore;
let plain: PostgresStore;
/** A second instance's store. bgio-postgres binds its one model to the store made last, so all stay open till the end. */
let other: LeanPostgresStore;

beforeAll(async () => {
  services = await startServices();
  lean = new LeanPostgresStore(services.databaseUrl, { logging: false });
  plain = new PostgresStore(services.databaseUrl, { logging: false });
  other = new LeanPostgresStore(services.databaseUrl, { logging: false });
  await lean.connect();
}, 180_000);

afterAll(async () => {
  await lean?.sequelize.close();
  await plain?.sequelize.close();
  await other?.sequelize.close();
  if (services) stopServices(services.dir);
});

const stateAt = (stateID: number) =>
  ({
    G: { at: stateID },
    ctx: { turn: stateID },
    plugins: {},
    _stateID: stateID,
  }) as unknown as State;
const entry = (stateID: number) =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type: 'sail' } },
    _stateID: stateID,
    turn: 1,
    phase: '',
  }) as unknown as LogEntry;
const metadata = {
  gameName: 'antarctica',
  players: { 0: { id: 0 } },
  setupData: { seed: 1 },
  createdAt: 1,
  updatedAt: 1,
};
const everything = { state: true, log: true, metadata: true, initialState: true } as const;

describe('LeanPostgresStore', () => {
  it('fetches what bgio-postgres fetches, part by part', async () => {
    await lean.createMatch('fetch', { initialState: stateAt(0), metadata });
    await plain.setState('fetch', stateAt(1), [entry(0)]);
    for (const options of [
      { state: true },
      { log: true },
      { metadata: true },
      { initialState: true },
      everything,
      {},
    ] as const) {
      expect(await lean.fetch('fetch', options)).toEqual(await plain.fetch('fetch', options));
    }
    expect(await lean.fetch('no such match', everything)).toEqual({});
  });

  it('appends the log, writes a state only over an older one, and makes a missing row', async () => {
    await lean.createMatch('set', { initialState: stateAt(0), metadata });
    await lean.setState('set', stateAt(1), [entry(0)]);
    await lean.setState('set', stateAt(2), [entry(1)]);
    // The same state id again (a second instance, a replayed move), then an older one: kept out.
    await lean.setState('set', { ...stateAt(2), G: { other: true } } as unknown as State, [
      entry(1),
    ]);
    await lean.setState('set', stateAt(1), [entry(0)]);
    const { state, log } = await plain.fetch('set', { state: true, log: true });
    expect(state).toEqual(stateAt(2));
    expect(log).toEqual([entry(0), entry(1)]);

    await lean.setState('new', stateAt(3), [entry(2)]);
    expect(await plain.fetch('new', { state: true, log: true })).toEqual({
      state: stateAt(3),
      log: [entry(2)],
    });
  });

  it('writes one of two states with the same id sent at once', async () => {
    await lean.createMatch('race', { initialState: stateAt(0), metadata });
    const states = [0, 1].map((k) => ({ ...stateAt(1), G: { by: k } }) as unknown as State);
    await Promise.all([
      lean.setState('race', states[0]!, [entry(0)]),
      other.setState('race', states[1]!, [entry(0)]),
    ]);
    const { state, log } = await plain.fetch('race', { state: true, log: true });
    expect(states).toContainEqual(state);
    expect(log).toEqual([entry(0)]);
  });

  it('writes the metadata only when more than updatedAt changed since it last read it', async () => {
    await lean.createMatch('meta', { initialState: stateAt(0), metadata });
    const { metadata: read } = await lean.fetch('meta', { metadata: true });
    // Another instance changes the players meanwhile: the master's write of updatedAt alone
    // (what it does after every move) does not put the old players back.
    await plain.setMetadata('meta', { ...read!, players: { 0: { id: 0, name: 'Ada' } } });
    await lean.setMetadata('meta', { ...read!, updatedAt: read!.updatedAt + 5 });
    expect((await plain.fetch('meta', { metadata: true })).metadata?.players).toEqual({
      0: { id: 0, name: 'Ada' },
    });
    // The end of the game is written.
    await lean.setMetadata('meta', { ...read!, gameover: { ended: 'x' } });
    expect((await plain.fetch('meta', { metadata: true })).metadata?.gameover).toEqual({
      ended: 'x',
    });
  });
});
