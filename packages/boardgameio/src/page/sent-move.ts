/** What the page says when the server has not answered a move in time. */
export const UNANSWERED_NOTICE =
  'The server did not take that move: the game is shown again as it stands.';

/** The watch over the move this seat sent: see {@link watchSentMove}. */
export interface SentMoveWatch {
  /** Whether a move was sent and no new state has come since. */
  readonly waiting: boolean;
  /** A move was sent from the state `stateID`. */
  send(stateID: number): void;
  /** A new state came from the server. */
  stateChanged(): void;
  /** Stops the timer (the page is left). */
  stop(): void;
}

/**
 * Watches the move this seat sent. boardgame.io's server answers a refused move with nothing, so
 * when no new state comes within `unansweredMs` the page says so (`notice`) and asks for the game
 * again (`resync`). A new state clears the notice, also when it comes after it: a slow server
 * that took the move late must not leave the page saying it did not.
 */
export function watchSentMove(
  notice: (text: string) => void,
  resync: () => void,
  unansweredMs: number,
): SentMoveWatch {
  let sent: { stateID: number; timer: ReturnType<typeof setTimeout> } | undefined;
  let noticeShown = false;
  return {
    get waiting() {
      return sent !== undefined;
    },
    send(stateID) {
      if (sent) clearTimeout(sent.timer);
      sent = {
        stateID,
        timer: setTimeout(() => {
          if (sent?.stateID !== stateID) return;
          sent = undefined;
          noticeShown = true;
          notice(UNANSWERED_NOTICE);
          resync();
        }, unansweredMs),
      };
    },
    stateChanged() {
      if (sent === undefined && !noticeShown) return;
      if (sent) clearTimeout(sent.timer);
      sent = undefined;
      noticeShown = false;
      notice('');
    },
    stop() {
      if (sent) clearTimeout(sent.timer);
      sent = undefined;
    },
  };
}
