/**
 * Registers the viewer's elements under their tag names (import it once, for its side effect).
 *
 * @packageDocumentation
 */
import { AntarcticaBoard } from './board/board-element.js';

if (!customElements.get('antarctica-board'))
  customElements.define('antarctica-board', AntarcticaBoard);
