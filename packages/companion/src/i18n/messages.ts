// The interface's English words, and the loading of the other languages' words.
import type { Language } from '../logic/session.js';
import { lazyWords } from './lazy-words.js';
import type { Messages } from './messages-type.js';

export type { Messages } from './messages-type.js';

/** The interface words in English (record mode's words share some of them). */
export const en: Messages = {
  appTitle: 'Antarctica companion',
  rules: 'Rule readings',
  ruleWords: {
    icebreakerBinding: {
      name: 'An Icebreaker stays with',
      values: { ship: 'its ship', area: 'its area' },
    },
    cardTiming: {
      name: 'A card may be played',
      values: { afterSailing: 'once the ship has arrived', anyTime: 'at any time of the turn' },
    },
    afterShipBuilt: {
      name: 'After building a ship',
      values: { turnGoesOn: 'the turn goes on', turnEnds: 'the turn ends' },
    },
  },
  menu: 'Menu',
  setup: 'Setup',
  setupHint: 'Players in seating order (counter-clockwise), then Start the game.',
  players: 'Players',
  playerCount: 'Number of players',
  name: 'Name',
  color: 'Colour',
  moveUp: 'Move up',
  closedAreas: 'Closed areas (2 players)',
  startingBuildings: 'One Starting Building in every area',
  shipsLegend: 'Ships',
  shipsInTurn: 'Placed one at a time, in the rulebook’s order',
  firstGameShips: 'First-game layout (provisional)',
  start: 'Start the game',
  placeNext: (name, ship, ships) =>
    `${name} places a Ship: tap its area (Ship ${ship} of ${ships}).`,
  placeDone: 'All Ships placed. Check the board, then tap Begin.',
  firstGameNote:
    'Provisional layout: the rulebook shows it only as a picture. Compare with your board and correct it.',
  orderNote: 'Provisional order: the rulebook spells it out for 3 players only.',
  twoPlayerCube: 'B puts a cube on the first space of a Research Track: tap the track.',
  begin: 'Begin: the Sun moves',
  correct: 'Correct the Ships',
  correctHint: 'Tap an area to change its Ships.',
  sun: 'Sun',
  area: 'Area',
  areaClosed: 'Area closed',
  ships: 'Ships',
  scientists: 'Scientists',
  buildings: 'Buildings',
  icebreaker: 'Icebreaker',
  turnOf: (name, area) => `${name}’s turn: the first Ship in Area ${area} sails.`,
  icebreakerTurnOf: (name, area) => `${name}’s Icebreaker turn in Area ${area}.`,
  sailTo: 'Sail here',
  sailHint: 'Tap the area it sails to (dashed).',
  sailedTo: (name, area) => `${name} sailed to Area ${area}.`,
  recordHint: 'Record what happened there, then tap End turn.',
  recordEndHint: 'Record the turn, then tap End the game.',
  nothingToRecord:
    'Recruiting, +2 Scientists and Resource Cards change nothing here; for Place a Scientist, tap + beside the player.',
  endTurn: 'End turn',
  endGame: 'End the game: final scores',
  advanceSun: 'Skip: move the Sun on',
  nextTurns: 'Next turns',
  noShips: 'No Ships on the board',
  addShip: 'Add a Ship',
  removeShip: 'Remove',
  builtHere: 'Built',
  builtAsterisk: 'Built ✱',
  shipBuilt: 'Ship built',
  discarded: 'Discard',
  research: 'Research',
  lastScientist: (name) => `Last turn: ${name} has no Scientists left.`,
  lastBuilding: 'Last turn: no Building Cards left.',
  provisionalCards: (cards) => `(${cards} cards: provisional)`,
  majorities: 'Majorities',
  leader: 'Leader',
  tie: 'tie',
  vp: 'VP',
  researchTracks: 'Research Tracks',
  track: 'Track',
  trackClosed: 'not used',
  addCube: 'Add a cube',
  cubeValue: 'Value read off the track',
  buildingCards: 'Building Cards',
  asteriskCards: 'Building Cards with ✱',
  discardedResources: 'Discarded Resources',
  standings: 'Standings',
  place: 'Place',
  total: 'Total',
  firstPlaces: 'First places',
  breakdown: (areas, tracks, asterisk, discards) =>
    `Areas ${areas} · Tracks ${tracks} · ✱ ${asterisk} · Discards ${discards}`,
  finalScores: 'Final scores',
  warningsTitle: 'Worth a check:',
  warnings: {
    'area-without-building': 'no building, though each area starts with one',
    'building-cards-mismatch': 'Building Cards and buildings built do not match',
    'fewer-scientists-than-built': 'fewer Scientists than buildings built',
    'track-values-increase': 'a cube worth more than the one ahead',
  },
  backToGame: 'Back to the game',
  newGame: 'New game',
  newGameConfirm: 'Leave this game for a new one? Undo brings it back.',
  recordMode: 'Record the game move by move',
  recordModeHint:
    'Record mode: every move entered on the board, checked by the rules, written as an .agn record.',
  backToTally: 'Back to the quick tally',
  discardGame: 'Set up a new game',
  keepPlaying: 'Keep playing',
  undo: 'Undo',
  redo: 'Redo',
  exportSession: 'Export the game',
  importSession: 'Import a game',
  imported: 'Game imported.',
  importFailed: 'Not a game saved by this app, or damaged: nothing changed.',
  shareResult: 'Share as text',
  shareImage: 'Share as image',
  copied: 'Result copied.',
  shared: 'Result shared.',
  imageSaved: 'Image saved.',
  winner: (names) => `Winner: ${names}`,
  decidedBy: {
    points: 'most Victory Points',
    'first-places': 'tie broken by most first places',
    'building-cards': 'tie broken by most Building Cards',
    shared: 'shared win',
  },
  sunMovedTo: (area) => `The Sun moves to Area ${area}.`,
  leaderChanged: (area, name) => `Area ${area}: ${name} now leads.`,
  restoreCorrupted:
    'The saved game could not be read; here is a new one. The old data can be exported.',
  restoreOld:
    'The saved game is from an older version; here is a new one. The old data can be exported.',
  exportOld: 'Export the old data',
  dismiss: 'Dismiss',
  language: 'Language',
  pastGames: 'Past games',
  openGame: 'Open',
  exportHistory: 'Export past games',
  historyCorrupted:
    'The list of past games could not be read. It is kept as it was (finished games are not added to it): export the old data, or start a new list.',
  newHistory: 'Start a new list',
  sameValue: (name) => `Same value as ${name}:`,
  aheadOf: (name) => `Ahead of ${name}`,
  behind: (name) => `Behind ${name}`,
  refusals: {
    'scientists-exhausted': 'all Scientists placed',
    'building-spaces-full': '14 buildings at most',
    'buildings-exhausted': 'all 47 buildings placed',
    'cards-exhausted': 'all 39 cards taken',
    'asterisk-exceeds-cards': 'not above Building Cards',
    'cards-below-asterisk': 'not below cards with ✱',
    'discards-exhausted': 'nothing left to discard',
    'ships-exhausted': 'no Ship left',
    'area-full': '3 Ships at most',
    'cubes-exhausted': 'no cube left',
    'placement-incomplete': 'Ships still to place',
    'turn-over': 'the turn ends with a Ship built',
  },
};

const words = lazyWords(en, async (language) =>
  language === 'fr' ? (await import('./messages-fr.js')).fr : (await import('./messages-pl.js')).pl,
);

/**
 * The interface words of each language loaded so far: English always; French and Polish once
 * `loadMessages` has brought them (each is a file of its own, fetched the first time it is
 * chosen, so that the app's first load stays small).
 */
export const MESSAGES = words.loaded;

/** The words in a language, or in English while that language is not loaded yet. */
export const messagesFor: (language: Language) => Messages = words.wordsFor;

/** Loads the words of a language (once); resolves with them. */
export const loadMessages: (language: Language) => Promise<Messages> = words.load;

/** Colour names in each language. */
export const COLOR_NAMES: Record<Language, Record<string, string>> = {
  en: { red: 'Red', blue: 'Blue', green: 'Green', yellow: 'Yellow' },
  fr: { red: 'Rouge', blue: 'Bleu', green: 'Vert', yellow: 'Jaune' },
  pl: { red: 'Czerwony', blue: 'Niebieski', green: 'Zielony', yellow: 'Żółty' },
};
