// Puts an `<antarctica-replay>` in the test page and waits for it and its board to draw.
import '../../define.js';
import type { AntarcticaBoard } from '../../board/board-element.js';
import type { AntarcticaReplay } from '../replay-element.js';

/** A viewer of `text` (inline), in the page, rendered. */
export async function mountReplay(
  text: string,
  attributes: Record<string, string> = {},
): Promise<AntarcticaReplay> {
  const element = document.createElement('antarctica-replay') as AntarcticaReplay;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.text = text;
  document.body.append(element);
  await settled(element);
  return element;
}

/** Once the viewer and its board have drawn what they hold. */
export async function settled(element: AntarcticaReplay): Promise<void> {
  await element.updateComplete;
  const board = element.shadowRoot?.querySelector('antarctica-board') as AntarcticaBoard | null;
  await board?.updateComplete;
}

/** The element with the focus, inside shadow roots too. */
export function deepFocus(): Element | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}
