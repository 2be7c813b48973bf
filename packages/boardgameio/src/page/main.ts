// The client page served by `antarctica-serve` (`pnpm serve`): the lobby, then the match this
// browser holds a seat in. The seat is kept in localStorage, so a reload sits down at it again.
import { LobbyClient } from 'boardgame.io/client';
import { showLobby } from './lobby-view.js';
import { forgetSeat, type HeldSeat, loadSeat, saveSeat, type WatchedMatch } from './seat-store.js';
import { showTable } from './table-view.js';

const root = document.getElementById('app') as HTMLElement;
let leaveView: () => void = () => {};

function lobby(notice?: string) {
  leaveView();
  leaveView = showLobby(
    root,
    (seat) => {
      saveSeat(seat);
      table(seat);
    },
    notice,
    watch,
  );
}

/** A match watched: not kept (a reload shows the lobby). */
function watch(match: WatchedMatch) {
  leaveView();
  leaveView = showTable(root, match, () => lobby());
}

function table(seat: HeldSeat) {
  leaveView();
  leaveView = showTable(root, seat, (how) => {
    forgetSeat();
    if (how === 'leave')
      new LobbyClient({ server: location.origin })
        .leaveMatch('antarctica', seat.matchID, {
          playerID: seat.playerID,
          credentials: seat.credentials,
        })
        .catch(() => {});
    lobby();
  });
}

const held = loadSeat();
if (held === undefined) lobby();
else {
  // The match may be gone (a server on the in-memory store was restarted).
  new LobbyClient({ server: location.origin }).getMatch('antarctica', held.matchID).then(
    () => table(held),
    (error: Error) => {
      // Unreachable now: the table says it is reconnecting and boardgame.io keeps trying.
      if (!/404/.test(error.message)) return table(held);
      forgetSeat();
      lobby('Your last match is no longer on this server: start or join another.');
    },
  );
}
