// The replay page: shows the record the play page handed over (in localStorage), the record at
// `?src=<url>`, or a file the person opens, in <antarctica-replay>; with none, the note says how
// to get one. Any record shown can be analysed (in Web Workers) and then shows its analysis.
import '@antarctica-game/viewer/define';
import '../analysis/define-analyse-game.js';

/** The localStorage key the play page writes the record to before opening this page. */
const RECORD_KEY = 'antarctica-play:replay';

const replay = document.querySelector<HTMLElement & { text?: string }>('antarctica-replay');
const analyse = document.querySelector('antarctica-analyse-game');
const note = document.querySelector('#note');
const open = document.querySelector<HTMLInputElement>('#open');
const src = new URLSearchParams(location.search).get('src');
const text = localStorage.getItem(RECORD_KEY);
const NO_RECORD =
  'No record to show: play a game on the play page and choose “Open in the replay viewer”, open a record above, or add ?src=<address of an .agn file> to this page’s address. ';

/** Shows a record's text, and offers its analysis. */
function show(record: string): void {
  if (replay === null || analyse === null) return;
  replay.removeAttribute('src');
  replay.text = record;
  replay.hidden = false;
  analyse.source = record;
  analyse.hidden = false;
  note?.firstChild?.nodeType === Node.TEXT_NODE && note.firstChild.remove();
}

if (replay !== null && analyse !== null) {
  analyse.addEventListener('antarctica-analysed', (event) => {
    replay.text = event.detail.text;
  });
  if (src !== null) {
    replay.setAttribute('src', src);
    analyse.source = async () => {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`could not load ${src} (${response.status})`);
      return response.text();
    };
    analyse.hidden = false;
  } else if (text !== null) show(text);
  else {
    replay.hidden = true;
    note?.prepend(NO_RECORD);
  }
}

open?.addEventListener('change', async () => {
  const file = open.files?.[0];
  if (file !== undefined) show(await file.text());
});
