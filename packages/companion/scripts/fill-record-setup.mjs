// Fills record mode's set-up form in a Playwright page as a recorder reading a four-player table
// would: each area's Starting Building and each pile's top card (the Resource Cards stay `?`).
import { DECKS, DEFAULT_EDITION } from '@antarctica-game/engine';

const DECK_NAMES = { basic: 'Basic', double: 'Double', advanced: 'Advanced' };

/** Sets the Starting Buildings and the piles' top cards of a four-player set-up. */
export async function fillRecordSetup(page) {
  const setup = page.locator('antarctica-record-setup');
  const buildings = [...DEFAULT_EDITION.startingBuildings[4]];
  for (let area = 0; area < DEFAULT_EDITION.areas; area++)
    await setup
      .locator(
        `[aria-label="Starting Building of area ${area + 1}"] button[data-value="${buildings[area]}"]`,
      )
      .click();
  for (const deck of DECKS) {
    const top = DEFAULT_EDITION.buildingCards.findIndex((card) => card.deck === deck);
    await setup
      .locator(`select[aria-label="Top card of the ${DECK_NAMES[deck]} pile"]`)
      .selectOption(String(top));
  }
}
