import type { Edition } from '@antarctica-game/engine';
import { BUILDINGS } from '@antarctica-game/viewer';

/** A Building Card in words: what it builds and what it needs, e.g. "Camp (needs Crane)". */
export function buildingCardLabel(edition: Edition, id: number): string {
  const card = edition.buildingCards[id];
  if (card === undefined) return `card ${id}`;
  const needs = card.requires.map((type) => BUILDINGS[type][0]).join(' + ');
  return `${BUILDINGS[card.builds][0]} (needs ${needs})`;
}
