import { AntarcticaCompanion } from './components/companion-app.js';
import { AntarcticaMajorities } from './components/majorities.js';
import { AntarcticaSunTracker } from './components/sun-tracker.js';
import './events.js';

/** Registers the three elements under their tag names (once; a second import does nothing). */
for (const [name, element] of [
  ['antarctica-companion', AntarcticaCompanion],
  ['antarctica-sun-tracker', AntarcticaSunTracker],
  ['antarctica-majorities', AntarcticaMajorities],
] as const) {
  if (!customElements.get(name)) customElements.define(name, element);
}

declare global {
  interface HTMLElementTagNameMap {
    'antarctica-companion': AntarcticaCompanion;
    'antarctica-sun-tracker': AntarcticaSunTracker;
    'antarctica-majorities': AntarcticaMajorities;
  }
}
