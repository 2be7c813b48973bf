// A move of an analysed record in the move list: its text without the verdict glyphs (`$6` `$2`
// `$4`), which show as chess's marks after it (?!, ?, ??) with their words for screen readers.
import { formatMoveItem, type MoveItem } from '@antarctica-game/notation';
import { html, nothing, type TemplateResult } from 'lit';
import { VERDICT_GLYPHS, VERDICT_MARKS, verdictOf } from './move-analysis.js';

/** A move item as the record writes it, without its verdict glyphs. */
export function moveText(item: MoveItem): string {
  const glyphs = item.glyphs?.filter((glyph) => !VERDICT_GLYPHS.includes(glyph));
  const { glyphs: _, ...rest } = item;
  return formatMoveItem(glyphs?.length ? { ...rest, glyphs } : rest);
}

/** A move's verdict as a mark after it ("?"), with its word for screen readers; or nothing. */
export function verdictMark(
  glyphs: readonly number[] | undefined,
): TemplateResult | typeof nothing {
  const verdict = verdictOf(glyphs);
  if (verdict === undefined) return nothing;
  return html`<span class="verdict ${verdict}" title=${verdict} aria-hidden="true">${VERDICT_MARKS[verdict]}</span><span class="visually-hidden"> (${verdict})</span>`;
}
