import type { Edition } from '@antarctica-game/engine';
import type { RecordMessages } from '../i18n/record-messages.js';

/** A Building Card in words: what it builds and what it needs, e.g. "Camp (needs Crane)". */
export function buildingCardLabel(edition: Edition, id: number, words: RecordMessages): string {
  const card = edition.buildingCards[id];
  if (card === undefined) return `? ${id}`;
  const needs = card.requires.map((type) => words.buildings[type]).join(' + ');
  return words.needs(words.buildings[card.builds], needs);
}
