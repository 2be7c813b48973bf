// What a viewer says when a link to a move (`#ply=`) names a move it cannot show as named: a ply
// before the variation starts (the viewer shows it on the line the variation branches from), past
// the end of the line, or a variation the record does not have.
import { html, nothing, type TemplateResult } from 'lit';
import type { ReplayController, ReplayPosition } from './replay-controller.js';
import { whereLabel } from './replay-panels.js';

/** What a link named that the viewer could not show, and where the viewer went instead. */
export interface LinkNote {
  readonly text: string;
  readonly at: ReplayPosition;
}

/** The note for a link once the replay went where it could; undefined when that is what was named. */
export function linkNote(asked: ReplayPosition, replay: ReplayController): LinkNote | undefined {
  const shown = replay.position;
  if (shown.line === asked.line && shown.ply === asked.ply) return undefined;
  const line = replay.lineOf(asked.line);
  const name = asked.line === 0 ? 'the main line' : `variation ${asked.line}`;
  const named = `move ${asked.ply}${asked.line === 0 ? '' : ` of variation ${asked.line}`}`;
  let why: string;
  if (line === undefined) why = `the record has no ${name} that replays`;
  else if (asked.ply <= line.from) why = `${name} starts at move ${line.from + 1}`;
  else why = `${name} reaches move ${line.from + line.moves.length} only`;
  return {
    text: `The link names ${named}, but ${why}. Shown instead: ${whereLabel(replay)}.`,
    at: shown,
  };
}

/** The note, while the viewer stands where the link took it (a move since makes it old news). */
export function linkNoteView(
  note: LinkNote | undefined,
  replay: ReplayController,
): TemplateResult | typeof nothing {
  const { line, ply } = replay.position;
  if (note === undefined || note.at.line !== line || note.at.ply !== ply) return nothing;
  return html`<p class="note" part="note" role="status">${note.text}</p>`;
}
