// The shape of the interface's words in every language, in a file of its own below the English
// words and their translations, which all fill it (no import cycle between them).

import type { DecidedBy, SheetWarningCode } from '@antarctica-game/scoring';
import type { Refusal } from '../logic/actions.js';
import type { TallyReading } from '../logic/session.js';
import type { RuleWords } from './record-messages-type.js';

/**
 * The words of the interface, with the game's terms as each rulebook names them. Sentences
 * that name an area take its number (from 1), so that each language can decline the word.
 */
export interface Messages {
  /** The legend of the set-up's rule readings. */
  rules: string;
  /** Each rule reading the tally follows: its name, and a name for each of its values. */
  ruleWords: { [K in TallyReading]: RuleWords<K> };
  /** The app's name: the page title and the heading of the toolbar. */
  appTitle: string;
  /** The label of the toolbar's menu button. */
  menu: string;
  /** The heading of the setup form. */
  setup: string;
  /** The line under the setup heading: enter the players, then start. */
  setupHint: string;
  /** The legend of the setup form's list of players. */
  players: string;
  /** The label of the setup form's player-count choice. */
  playerCount: string;
  /** The label of a player's name field in the setup form. */
  name: string;
  /** The label of a player's colour choice in the setup form. */
  color: string;
  /** The button that moves a player one seat earlier in the setup form. */
  moveUp: string;
  /** The setup form's note on the areas closed in a 2-player game. */
  closedAreas: string;
  /** The setup form's reminder that every area starts with one Starting Building. */
  startingBuildings: string;
  /** The legend of the setup form's choice of ship placement. */
  shipsLegend: string;
  /** The ship-placement choice in which players place ships one at a time. */
  shipsInTurn: string;
  /** The ship-placement choice that uses the first-game layout (marked provisional). */
  firstGameShips: string;
  /** The setup form's button that starts the game. */
  start: string;
  /**
   * The status line during placement: who places which ship, with the ship's number and the total.
   */
  placeNext: (name: string, ship: number, ships: number) => string;
  /** The status line once every ship is placed. */
  placeDone: string;
  /**
   * The note under the board when the first-game layout was used: check it against the real board.
   */
  firstGameNote: string;
  /**
   * The note under the board about the placement order, which the rulebook gives for 3 players
   * only.
   */
  orderNote: string;
  /** The status line of a 2-player game's opening: B puts a cube on a track. */
  twoPlayerCube: string;
  /** The button that ends setup and moves the Sun for the first turn. */
  begin: string;
  /** The button that opens the correction of the ships on the board. */
  correct: string;
  /** The status line while ships are being corrected. */
  correctHint: string;
  /** The Sun's label on the ring of areas and in the turn status. */
  sun: string;
  /** The word before an area's number in labels and headings. */
  area: string;
  /** The label of a closed area on the ring. */
  areaClosed: string;
  /** The heading of an area's ships in the ship details. */
  ships: string;
  /** The heading of the scientists count in an area's tally. */
  scientists: string;
  /** The heading of the buildings count in an area's tally. */
  buildings: string;
  /** The label of an Icebreaker on a ship in the ring and the turn panel. */
  icebreaker: string;
  /** The status line at a turn's start: whose turn it is and the area its ship sails from. */
  turnOf: (name: string, area: number) => string;
  /** The status line at the start of an Icebreaker's extra turn. */
  icebreakerTurnOf: (name: string, area: number) => string;
  /** The label of the areas a ship can sail to, on the ring. */
  sailTo: string;
  /** The status line's hint while the ship has to sail: tap where it goes. */
  sailHint: string;
  /** The status line once the ship sailed: who sailed, and where. */
  sailedTo: (name: string, area: number) => string;
  /** The turn panel's hint: record what happened in the area, then end the turn. */
  recordHint: string;
  /** The same, when End turn ends the game. */
  recordEndHint: string;
  /** The turn panel's note on the actions that change nothing the tally counts. */
  nothingToRecord: string;
  /** The button that ends the turn. */
  endTurn: string;
  /** The button that ends the game and shows the final scores (when the game is over). */
  endGame: string;
  /** The button that moves the Sun on without a turn (no ship to sail). */
  advanceSun: string;
  /** The heading of the list of upcoming turns in the turn status. */
  nextTurns: string;
  /** The upcoming turns' line when no ship is on the board. */
  noShips: string;
  /** The button that adds a ship to an area in the ship details. */
  addShip: string;
  /** The button that removes a ship from an area in the ship details. */
  removeShip: string;
  /** The turn panel's button: the player built a Building in the area. */
  builtHere: string;
  /** The turn panel's button: the player built a Building whose card has a ✱. */
  builtAsterisk: string;
  /** The turn panel's button: the player built a ship. */
  shipBuilt: string;
  /** The turn panel's button: the player discarded a resource. */
  discarded: string;
  /** The turn panel's button and the heading for research on a track. */
  research: string;
  /** The status line when the game's last turn comes because a player has no scientists left. */
  lastScientist: (name: string) => string;
  /** The status line when the game's last turn comes because the Building Cards ran out. */
  lastBuilding: string;
  /** The note after a card count that is not known from the printed game yet. */
  provisionalCards: (cards: number) => string;
  /** The heading of the majorities and scores view. */
  majorities: string;
  /** The label of an area's leader in the area tally. */
  leader: string;
  /** The word shown for a tie for an area's lead. */
  tie: string;
  /** The short form of Victory Points after a number. */
  vp: string;
  /** The heading of the Research Tracks in the scores view. */
  researchTracks: string;
  /** The word before a track's number in labels and headings. */
  track: string;
  /** The label of a track not used at this player count. */
  trackClosed: string;
  /** The button that adds a player's cube to a track in the scores view. */
  addCube: string;
  /** The label of a cube's value field (the number printed beside its space). */
  cubeValue: string;
  /** The heading of a player's Building Cards count. */
  buildingCards: string;
  /** The heading of a player's count of Building Cards with a ✱. */
  asteriskCards: string;
  /** The heading of a player's Discarded Resources count. */
  discardedResources: string;
  /** The heading of the standings table. */
  standings: string;
  /** The standings' column of each player's final place. */
  place: string;
  /** The standings' column of each player's total Victory Points. */
  total: string;
  /** The standings' column of first places (the first tie-break). */
  firstPlaces: string;
  /** A player's points by category under their total: areas, tracks, ✱ cards, discards. */
  breakdown: (areas: number, tracks: number, asterisk: number, discards: number) => string;
  /** The heading of the final scores, and the button that shows them. */
  finalScores: string;
  /** The heading of the scoring warnings in the scores view. */
  warningsTitle: string;
  /** The text of each scoring warning, by its code. */
  warnings: Record<SheetWarningCode, string>;
  /** The button that leaves the scores and goes back to the game. */
  backToGame: string;
  /** The menu item that starts a new game. */
  newGame: string;
  /** The question asked before leaving a game for a new one. */
  newGameConfirm: string;
  /** Record mode: the button that opens it, what it does, and the way back. */
  recordMode: string;
  /** What record mode does, shown beside its button. */
  recordModeHint: string;
  /** The button that leaves record mode for the quick tally. */
  backToTally: string;
  /** The button that drops the game in progress and goes to setup. */
  discardGame: string;
  /** The button that stays in the game in progress (the other choice to `discardGame`). */
  keepPlaying: string;
  /** The toolbar's Undo button. */
  undo: string;
  /** The toolbar's Redo button. */
  redo: string;
  /** The menu item that saves the game as a file. */
  exportSession: string;
  /** The menu item that loads a game from a file. */
  importSession: string;
  /** The message after a game was imported. */
  imported: string;
  /** The message when an imported file is not a game of this app; nothing changed. */
  importFailed: string;
  /** The button that shares the result as text. */
  shareResult: string;
  /** The button that shares the result as an image. */
  shareImage: string;
  /** The message after the result was copied to the clipboard. */
  copied: string;
  /** The message after the result was shared. */
  shared: string;
  /** The message after the result image was saved. */
  imageSaved: string;
  /** The line naming the winner or winners, on the scores view and the shared result. */
  winner: (names: string) => string;
  /** How the winner was decided, after the winner's line, by scoring's `DecidedBy`. */
  decidedBy: Record<DecidedBy, string>;
  /** The announcement (for screen readers) when the Sun moves to an area. */
  sunMovedTo: (area: number) => string;
  /** The announcement (for screen readers) when an area's leader changes. */
  leaderChanged: (area: number, name: string) => string;
  /** The message when the saved game could not be read and a new one was started. */
  restoreCorrupted: string;
  /** The message when the saved game is from an older version and a new one was started. */
  restoreOld: string;
  /** The button, in those messages, that exports the old data. */
  exportOld: string;
  /** The button that closes a message. */
  dismiss: string;
  /** The label of the language choice. */
  language: string;
  /** The heading and menu item of the list of past games. */
  pastGames: string;
  /** The button that opens a past game. */
  openGame: string;
  /** The button that exports the list of past games. */
  exportHistory: string;
  /** The message when the list of past games could not be read. */
  historyCorrupted: string;
  /** The button that replaces an unreadable list of past games with a new one. */
  newHistory: string;
  /** A track's note that a cube has the same value as another player's. */
  sameValue: (name: string) => string;
  /** A track's note that a cube is ahead of another player's. */
  aheadOf: (name: string) => string;
  /** A track's note that a cube is behind another player's. */
  behind: (name: string) => string;
  /** Why a tally button is disabled, by the refusal's code. */
  refusals: Partial<Record<Refusal, string>>;
}
