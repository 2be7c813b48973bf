// The shape of record mode's words in every language, in a file of its own below the English
// words and their translations, which all fill it (no import cycle between them).

import type { DecisionKind } from '@antarctica-game/analysis';
import type {
  BuildingType,
  Decision,
  Deck,
  RuleOptions,
  ShipyardCard,
} from '@antarctica-game/engine';
import type { ScoreResult } from '@antarctica-game/scoring';
import type { Language } from '../logic/session.js';
import type { RecordErrorCode } from '../record/record-error.js';

/** The words of the final scores shown when a recorded game ends. */
export interface ResultWords {
  title: string;
  winner: (names: string) => string;
  /** How the winner was decided: on points, by a tie-break, or a shared win. */
  decidedBy: Record<ScoreResult['decidedBy'], string>;
  place: string;
  player: string;
  points: string;
  firstPlaces: string;
  buildingCards: string;
  /** That the game is kept in the device's past games (those of the quick tally). */
  kept: string;
}

/** The words of the analysis offered when a recorded game ends. */
export interface AnalysisWords {
  title: string;
  /** What the analysis does, in a sentence. */
  intro: string;
  /** The legend of the quick and thorough settings. */
  setting: string;
  quick: string;
  thorough: string;
  analyse: string;
  again: string;
  starting: string;
  /** The progress: `done` steps (the set-up and each move) of `total`. */
  progress: (done: number, total: number) => string;
  progressLabel: string;
  cancel: string;
  cancelled: string;
  failed: (why: string) => string;
  /** The summary's caption, with the setting it ran at. */
  summary: (setting: string) => string;
  player: string;
  accuracy: string;
  inaccuracies: string;
  mistakes: string;
  blunders: string;
  /** The player's luck, in points of win share. */
  luck: string;
  pointsLost: string;
  /** The caption of the Victory Points lost by kind of decision. */
  byKind: string;
  kinds: Record<DecisionKind, string>;
  /** What the figures mean, under the tables. */
  legend: string;
  exportAnalysed: string;
  watchAnalysed: string;
}

/** A reading of the rules: its name, and a name for each of its values. */
export interface RuleWords<K extends keyof RuleOptions> {
  /** The reading's name, as the set-up form shows it. */
  name: string;
  /** A name for each value the reading may take. */
  values: Record<RuleOptions[K], string>;
}

/** The words of record mode's screens in one language. */
export interface RecordMessages {
  /** The language of these words (for the colours' names, shared with the tally). */
  language: Language;
  // The set-up form.
  setupHint: string;
  stillToSet: (list: string) => string;
  players: string;
  playerCount: string;
  player: (letter: string) => string;
  nameOf: (letter: string) => string;
  colorOf: (letter: string) => string;
  ships: string;
  firstGameShips: string;
  freeShips: string;
  startingBuildings: string;
  area: (area: number) => string;
  startingBuildingOf: (area: number) => string;
  pileTops: string;
  topCardOf: (deck: string) => string;
  resourceCards: string;
  resourceCardOf: (letter: string) => string;
  expertise: (index: number) => string;
  rules: string;
  ruleWords: { [K in keyof RuleOptions]: RuleWords<K> };
  notSeenOption: string;
  /** After a card of which the box has several copies: how many. */
  inBox: (count: number) => string;
  /** At a field set to more copies than the box has (`inBox`: 0 when it has none). */
  notInBox: (what: string, inBox: number, players: number) => string;
  /** When Start is tapped while a field says the box cannot hold it. */
  fixMarked: string;
  startRecording: string;
  // The game's words.
  buildings: Record<BuildingType, string>;
  decks: Record<Deck, string>;
  needs: (building: string, needs: string) => string;
  // The recording screen.
  who: (name: string, what: string) => string;
  seat: (seat: number) => string;
  decisions: Record<Exclude<Decision['kind'], 'gameOver'>, string>;
  /** The sailing of the extra turn an Icebreaker gives (a `sail` decision of its own). */
  icebreakerSail: string;
  gameOver: string;
  /** The final scores at the game's end. */
  result: ResultWords;
  /** The analysis offered at the game's end. */
  analysis: AnalysisWords;
  editing: (entry: number) => string;
  /** While a forgotten move is put before an entry. */
  inserting: (entry: number) => string;
  cancelEdit: string;
  notSeen: string;
  cardTurnedUp: string;
  whichCard: (deck: string) => string;
  nameTop: (deck: string) => string;
  whichTop: (deck: string) => string;
  left: (count: number) => string;
  mayHold: (name: string) => string;
  unseenCard: string;
  noUnseenCard: string;
  cancel: string;
  shipyardCards: Record<ShipyardCard, string>;
  waiting: (count: number) => string;
  takeFirstBack: string;
  dropAll: string;
  /** The list of the entries waiting after an edit. */
  waitingList: string;
  /** That a move tapped now goes before the waiting entries. */
  waitingHint: string;
  undo: string;
  allPlayers: string;
  theRecord: string;
  exportRecord: string;
  shareRecord: string;
  shareTitle: string;
  watch: string;
  backToRecording: string;
  showRecord: string;
  hideRecord: string;
  entries: string;
  edit: string;
  editEntry: (entry: number) => string;
  /** The button that puts a forgotten move before an entry, and its label for screen readers. */
  insertBefore: string;
  insertBeforeEntry: (entry: number) => string;
  cardsNotSeen: string;
  /** After a build's entry: the card that turned up on its pile (its label), or not seen. */
  turnedUp: (card: string) => string;
  errors: Record<RecordErrorCode | 'after-waiting', string>;
  // Record mode as a whole.
  damaged: (why: string) => string;
  exportOld: string;
  newRecording: string;
  newRecordingConfirm: string;
  changedElsewhere: string;
}
