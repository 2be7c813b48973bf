import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNANSWERED_NOTICE, watchSentMove } from './sent-move.js';

describe('the watch over a sent move', () => {
  let notices: string[];
  let resyncs: number;
  const watch = () =>
    watchSentMove(
      (text) => notices.push(text),
      () => resyncs++,
      4000,
    );

  beforeEach(() => {
    vi.useFakeTimers();
    notices = [];
    resyncs = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing when the server answers in time', () => {
    const sent = watch();
    sent.send(7);
    expect(sent.waiting).toBe(true);
    vi.advanceTimersByTime(3999);
    sent.stateChanged();
    vi.advanceTimersByTime(10_000);
    expect(sent.waiting).toBe(false);
    expect(notices).toEqual(['']);
    expect(resyncs).toBe(0);
  });

  it('says the server did not take the move after 4 s, and asks for the game again', () => {
    const sent = watch();
    sent.send(7);
    vi.advanceTimersByTime(4000);
    expect(notices).toEqual([UNANSWERED_NOTICE]);
    expect(resyncs).toBe(1);
    expect(sent.waiting).toBe(false);
  });

  it('clears that notice when the answer comes late: the slow server took the move after all', () => {
    const sent = watch();
    sent.send(7);
    vi.advanceTimersByTime(4000);
    sent.stateChanged();
    expect(notices).toEqual([UNANSWERED_NOTICE, '']);
    // Later states leave the (empty) notice alone.
    sent.stateChanged();
    expect(notices).toEqual([UNANSWERED_NOTICE, '']);
  });

  it('stops its timer when the page is left', () => {
    const sent = watch();
    sent.send(7);
    sent.stop();
    vi.advanceTimersByTime(10_000);
    expect(notices).toEqual([]);
    expect(resyncs).toBe(0);
  });
});
