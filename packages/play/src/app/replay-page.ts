// The replay page: shows the record the play page handed over (in localStorage), or the record
// at `?src=<url>`, in <antarctica-replay>; with neither, the note says how to get one (and the
// empty viewer goes).
import '@antarctica-game/viewer/define';

/** The localStorage key the play page writes the record to before opening this page. */
const RECORD_KEY = 'antarctica-play:replay';

const replay = document.querySelector<HTMLElement & { text?: string }>('antarctica-replay');
const note = document.querySelector('#note');
const src = new URLSearchParams(location.search).get('src');
const text = localStorage.getItem(RECORD_KEY);
if (replay !== null) {
  if (src !== null) replay.setAttribute('src', src);
  else if (text !== null) replay.text = text;
  else {
    replay.remove();
    note?.prepend(
      'No record to show: play a game on the play page and choose “Open in the replay viewer”, or add ?src=<address of an .agn file> to this page’s address. ',
    );
  }
}
