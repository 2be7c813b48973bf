// Registers <antarctica-analyse-game> (imported for its side effect by the pages that show it).
import { AntarcticaAnalyseGame } from './analyse-game-element.js';

if (!customElements.get('antarctica-analyse-game'))
  customElements.define('antarctica-analyse-game', AntarcticaAnalyseGame);
