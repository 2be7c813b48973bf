/**
 * Registers `<antarctica-play>` (import it once, for its side effect).
 *
 * @packageDocumentation
 */
import { AntarcticaPlay } from './play-element.js';

if (!customElements.get('antarctica-play'))
  customElements.define('antarctica-play', AntarcticaPlay);

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-play': AntarcticaPlay;
  }
}
