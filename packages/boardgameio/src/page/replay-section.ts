// The replay viewer at game over: the game's record (from the server) or its analysed record (with
// the evaluation graph and the verdicts), move by move in the viewer's <antarctica-replay>, which
// the page's bundle already holds beside the board.
import '@antarctica-game/viewer/define';
import { h } from './dom.js';

/** What a replay shows: the server's record (by its address) or a record's text. */
export type ReplaySource = { src: string } | { text: string };

/** The replay's section (hidden until a record is shown) and `show` to open one in it. */
export interface ReplaySection {
  element: HTMLElement;
  show(source: ReplaySource, label: string): void;
}

/** A section that shows a finished game's record in the replay viewer, when a player asks. */
export function replaySection(): ReplaySection {
  const heading = h('h2', { id: 'replay-heading', tabindex: -1 }, 'Replay');
  // The section is named by its heading, the viewer by `label` (two landmarks, two names).
  const element = h(
    'section',
    { class: 'replay', 'aria-labelledby': 'replay-heading', hidden: true },
    heading,
  );
  return {
    element,
    show(source, label) {
      const replay = document.createElement('antarctica-replay') as HTMLElement & {
        text?: string;
      };
      replay.setAttribute('initial-ply', 'last');
      replay.setAttribute('heading-level', '3');
      replay.setAttribute('aria-label', label);
      if ('src' in source) replay.setAttribute('src', source.src);
      else replay.text = source.text;
      element.replaceChildren(heading, replay);
      element.hidden = false;
      // The person asked to watch: the focus goes to what they asked for.
      heading.focus();
    },
  };
}
