/**
 * Registers the viewer's elements under their tag names (import it once, for its side effect).
 *
 * @packageDocumentation
 */
import { AntarcticaBoard } from './board/board-element.js';
import { AntarcticaReplay } from './replay/replay-element.js';

if (!customElements.get('antarctica-board'))
  customElements.define('antarctica-board', AntarcticaBoard);
if (!customElements.get('antarctica-replay'))
  customElements.define('antarctica-replay', AntarcticaReplay);
