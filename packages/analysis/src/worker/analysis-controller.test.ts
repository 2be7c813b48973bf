import { readFileSync } from 'node:fs';
import { readmeBlocks, runInPackage } from '@antarctica-game/foundation/readme-examples';
import { describe, expect, it, vi } from 'vitest';
import { parsed, SEEDED_OPENING } from '../__fixtures__/records.js';
import { analyseGame } from '../analyse-game.js';
import { ANALYSIS_PRESETS } from '../analysis-presets.js';
import { formatAnalysedRecord } from '../record/format-analysed.js';
import { brokenWorker, inThreadWorker } from './__fixtures__/in-thread-worker.js';
import type { AnalysisErrorCode } from './analysis-client.js';
import {
  AnalysisController,
  type AnalysisState,
  analysisWorkerCount,
} from './analysis-controller.js';

/** A controller over in-thread workers, with every state it went through and its workers' fate. */
function controller(options: { workers?: number } = {}) {
  const log = { made: 0, terminated: 0 };
  const analysis = new AnalysisController({
    createWorker: () => {
      log.made++;
      return inThreadWorker(log);
    },
    workers: options.workers ?? 1,
  });
  const states: AnalysisState[] = [];
  analysis.subscribe((state) => states.push(state));
  return { analysis, log, states };
}

describe('AnalysisController (a headless analysis panel)', () => {
  it('runs an analysis to its end: running, progress step by step, done with the analysed record', async () => {
    const { analysis, log, states } = controller({ workers: 2 });
    expect(analysis.state).toMatchObject({ phase: 'idle', done: 0, total: 0, result: undefined });
    const running = analysis.analyse(SEEDED_OPENING, { setting: 'quick' });
    // At once, before any worker answers: running, with nothing counted yet.
    expect(analysis.running).toBe(true);
    expect(analysis.state).toMatchObject({ phase: 'running', setting: 'quick', done: 0, total: 0 });
    const run = await running;
    const expected = formatAnalysedRecord(
      parsed(SEEDED_OPENING),
      analyseGame(parsed(SEEDED_OPENING), ANALYSIS_PRESETS.quick),
    );
    expect(run?.text).toBe(expected);
    expect(run).toMatchObject({ source: SEEDED_OPENING, setting: 'quick' });
    expect(analysis.state.phase).toBe('done');
    expect(analysis.state.result).toBe(run);
    expect(analysis.running).toBe(false);
    const total = analysis.state.total;
    expect(total).toBeGreaterThan(10);
    expect(analysis.state.done).toBe(total);
    // Every step seen, in order, each in a new snapshot (a view compares them by identity).
    const dones = states.filter((state) => state.phase === 'running' && state.total > 0);
    expect(dones.map((state) => state.done)).toEqual(
      Array.from({ length: total + 1 }, (_, index) => index),
    );
    expect(new Set(states).size).toBe(states.length);
    expect(log).toEqual({ made: 2, terminated: 2 });
  });

  it('does nothing on a second analyse while one runs; that one goes on', async () => {
    const { analysis, log } = controller();
    const first = analysis.analyse(SEEDED_OPENING);
    await expect(analysis.analyse(SEEDED_OPENING, { setting: 'thorough' })).resolves.toBe(
      undefined,
    );
    expect(analysis.state.setting).toBe('quick');
    expect((await first)?.setting).toBe('quick');
    expect(log.made).toBe(1);
  });

  it('cancels at once: cancelled before cancel returns, workers terminated, nothing after, the last result kept', async () => {
    const { analysis, log, states } = controller();
    const before = await analysis.analyse(SEEDED_OPENING);
    let cancelled: boolean | undefined;
    const unsubscribe = analysis.subscribe((state) => {
      if (state.phase === 'running' && state.done === 2) cancelled = analysis.cancel();
    });
    const second = analysis.analyse(SEEDED_OPENING, { setting: 'thorough' });
    await vi.waitFor(() => expect(cancelled).toBe(true), { timeout: 60_000 });
    unsubscribe();
    expect(analysis.state.phase).toBe('cancelled');
    expect(analysis.state.result).toBe(before);
    await expect(second).resolves.toBe(undefined);
    expect(log).toEqual({ made: 2, terminated: 2 });
    const seen = states.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(states).toHaveLength(seen);
    expect(analysis.state.done).toBe(2);
    // Nothing under way: a cancel now is a no-op.
    expect(analysis.cancel()).toBe(false);
    expect(states).toHaveLength(seen);
  });

  it('reads the record from a source function, whose signal aborts on cancel', async () => {
    const { analysis, log } = controller();
    let signal: AbortSignal | undefined;
    const running = analysis.analyse(
      (given) =>
        new Promise<string>((_, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    expect(analysis.state.phase).toBe('running');
    expect(signal?.aborted).toBe(false);
    expect(analysis.cancel()).toBe(true);
    expect(signal?.aborted).toBe(true);
    await expect(running).resolves.toBe(undefined);
    // The abort's rejection does not turn the cancel into a failure.
    expect(analysis.state).toMatchObject({ phase: 'cancelled', error: undefined });
    expect(log.made).toBe(0);
    const run = await analysis.analyse(async () => SEEDED_OPENING);
    expect(run?.source).toBe(SEEDED_OPENING);
  });

  it('fails while reading when the source throws, with its error; no worker is made', async () => {
    const { analysis, log } = controller();
    const run = await analysis.analyse(() => {
      throw new Error('the server answered 404');
    });
    expect(run).toBe(undefined);
    expect(analysis.state.phase).toBe('failed');
    expect(analysis.state.failedWhile).toBe('reading');
    expect(analysis.state.error?.message).toBe('the server answered 404');
    // Typed with its code: a panel reads `state.error?.code`; the source's own error is the cause.
    const code: AnalysisErrorCode | undefined = analysis.state.error?.code;
    expect(code).toBe('source-failed');
    expect(analysis.state.error?.cause).toMatchObject({ message: 'the server answered 404' });
    expect(log.made).toBe(0);
    // A failure is not sticky: the next analysis clears it.
    const next = analysis.analyse(SEEDED_OPENING);
    expect(analysis.state).toMatchObject({ phase: 'running', error: undefined });
    await next;
  });

  it('fails while analysing a record that does not replay, with the notation errors', async () => {
    const { analysis } = controller();
    await analysis.analyse(SEEDED_OPENING.replace('1.A s8 e', '1.A s8 s8 e'));
    expect(analysis.state.phase).toBe('failed');
    expect(analysis.state.failedWhile).toBe('analysing');
    expect(analysis.state.error).toMatchObject({ code: 'invalid-record' });
    expect((analysis.state.error as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
  });

  it('fails when a worker does not start, and terminates it', async () => {
    const log = { terminated: 0 };
    const analysis = new AnalysisController({ createWorker: () => brokenWorker(log) });
    await analysis.analyse(SEEDED_OPENING);
    expect(analysis.state.error).toMatchObject({ code: 'worker-failed' });
    expect(analysis.state.error?.message).toContain('no file');
    expect(log.terminated).toBeGreaterThan(0);
  });

  it('as a Lit reactive controller: registered with its host, which draws on every change and stops it on leaving', async () => {
    const host = { addController: vi.fn(), requestUpdate: vi.fn() };
    const log = { terminated: 0 };
    const analysis = new AnalysisController(
      { createWorker: () => inThreadWorker(log), workers: 1 },
      host,
    );
    expect(host.addController).toHaveBeenCalledWith(analysis);
    const running = analysis.analyse(SEEDED_OPENING);
    expect(host.requestUpdate).toHaveBeenCalledTimes(1);
    analysis.hostDisconnected();
    expect(host.requestUpdate).toHaveBeenCalledTimes(2);
    expect(analysis.state.phase).toBe('cancelled');
    expect(log.terminated).toBe(1);
    await running;
  });

  it('counts two workers where the device has the cores, one otherwise', () => {
    for (const [given, expected] of [
      [8, 2],
      [2, 2],
      [1, 1],
      [0, 1],
      [undefined, 1],
    ] as const) {
      vi.stubGlobal('navigator', given === undefined ? undefined : { hardwareConcurrency: given });
      expect(analysisWorkerCount()).toBe(expected);
    }
    vi.unstubAllGlobals();
  });
});

describe("the README's example of the controller", () => {
  it('runs against the built package in a Node thread and prints what the README says', () => {
    const root = new URL('../../', import.meta.url);
    const code = readmeBlocks(root, 'js').find((block) => block.includes('AnalysisController'));
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const after = readme.slice(readme.indexOf(code ?? '\u0000'));
    const printed = /It prints:\n\n```text\n([\s\S]*?)```/.exec(after)?.[1];
    expect(code).toBeDefined();
    expect(printed).toBeDefined();
    const run = runInPackage(root, code ?? '', {
      fileName: 'readme-controller.tmp.mjs',
      timeout: 240_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(printed);
  }, 300_000);
});
