// The parts of `<antarctica-replay>` beside the board that only read the replay: the record's
// title and players, the move shown (where, in words, its comments), the variation buttons and the errors.
import { formatMoveItem } from '@antarctica-game/notation';
import { html, nothing, type TemplateResult } from 'lit';
import { seatLetter } from '../board/names.js';
import { VERDICT_GLYPHS } from './move-analysis.js';
import { turnLabel } from './move-list.js';
import type { ReplayController } from './replay-controller.js';
import { verdictMark } from './verdict-mark.js';

/** The record's `[Event]`, if it names one. */
export function eventName(replay: ReplayController): string | undefined {
  const event = replay.record?.header.find((item) => item.kind === 'tag' && item.name === 'Event');
  return event?.kind === 'tag' ? event.value : undefined;
}

/** The record's event and its players, by seat. */
export function recordTitle(replay: ReplayController): TemplateResult {
  const event = eventName(replay);
  const players = replay.settings?.players ?? [];
  return html`${event === undefined ? nothing : html`<p class="title">${event}</p>`}
    ${players.length ? html`<p class="players">${players.map((player, seat) => `${seatLetter(seat)} ${player.color}${player.name ? ` ${player.name}` : ''}`).join(' · ')}</p>` : nothing}`;
}

/** "Move 57 of 362, turn 12.B", or the variation's place; a setup move (`0.`) is "set-up". */
export function whereLabel(replay: ReplayController): string {
  const line = replay.line;
  if (line === undefined || replay.ply === 0) return `Move 0 of ${replay.lastPly}`;
  const written = replay.writtenMove;
  const turn = turnLabel(written);
  const when = written?.turn?.visit === 0 ? ', set-up' : turn ? `, turn ${turn}` : '';
  const of = line.parent === undefined ? ` of ${replay.lastPly}` : ` (variation ${line.id})`;
  return `Move ${replay.ply}${of}${when}`;
}

/** What a screen reader hears after a move: where, the move in words, and its comments. */
export function announcement(replay: ReplayController): string {
  const words = replay.ply === 0 ? 'the start of the game' : replay.description;
  const comments = replay.comments.join(' ');
  return `${whereLabel(replay)}: ${words}.${comments ? ` ${comments}` : ''}`;
}

/** Where a record starts: the game's start, or the position it states (`[Position]`). */
function startLabel(replay: ReplayController): string {
  return replay.settings?.position === undefined
    ? 'The start of the game'
    : 'The position the record starts from';
}

/** The move shown: where, in words with its turn, its comments and its commands. */
export function nowPanel(replay: ReplayController): TemplateResult {
  const written = replay.writtenMove;
  const mark = written?.item.annotation ?? '';
  // A verdict glyph shows as its mark (?!, ?, ??), as in the move list; any other as written.
  const glyphs = replay.glyphs
    .filter((glyph) => !VERDICT_GLYPHS.includes(glyph))
    .map((glyph) => `$${glyph}`)
    .join(' ');
  const commands = replay.commands;
  const comments = replay.comments;
  return html`<p class="now" part="now">
      <span class="where">${whereLabel(replay)}${mark || glyphs ? ` ${mark} ${glyphs}`.trimEnd() : ''} ${verdictMark(replay.glyphs)}</span>
      ${replay.ply === 0 ? startLabel(replay) : replay.turnDescription}
    </p>
    ${comments.length ? html`<p class="comments" part="comments">${comments.join('\n')}</p>` : nothing}
    ${commands.length ? html`<p class="commands">${commands.map((command) => `${command.name} ${command.value}`).join(' · ')}</p>` : nothing}`;
}

/**
 * The buttons into the variations of the move shown, and out of the variation it is in; `step`
 * runs each (the element stops autoplay first).
 */
export function variationButtons(
  replay: ReplayController,
  step: (action: () => void) => void,
): TemplateResult | typeof nothing {
  const here = replay.variations;
  const line = replay.line;
  if (here.length === 0 && line?.parent === undefined) return nothing;
  return html`<p class="variations" part="variations">
    ${here.map(
      (variation, index) =>
        html`<button type="button" ?disabled=${variation.moves.length === 0} @click=${() => step(() => replay.enter(index))}>Variation ${variation.id}: ${variation.written.moves
          .slice(0, 4)
          .map((move) => formatMoveItem(move.item))
          .join(' ')}${variation.written.moves.length > 4 ? ' …' : ''}</button>`,
    )}
    ${line?.parent === undefined ? nothing : html`<button type="button" @click=${() => step(() => replay.leave())}>Leave variation ${line.id}</button>`}
  </p>`;
}

/** The errors of the record, with their places, when it has any. */
export function recordErrors(replay: ReplayController): TemplateResult | typeof nothing {
  const error = replay.error;
  if (error === undefined) return nothing;
  const errors = replay.errors.filter((each) => each.severity === 'error');
  const at = (each: typeof error) =>
    each.line === undefined ? '' : ` (line ${each.line}, column ${each.column})`;
  return html`<div class="error" part="error">
    <p><strong>The record has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}</strong>: replay shows the game up to ${errors.length === 1 ? 'it' : 'the first of each line'}.</p>
    <ul>${errors.map((each) => html`<li><code>${each.code}</code>${at(each)}: ${each.message}</li>`)}</ul>
  </div>`;
}
