// The words of record mode. Kept apart from the tally's `Messages` because record mode loads
// only when a group opens it: its English comes with record mode's chunk, its French and Polish
// files are fetched the first time that language is chosen there, as the tally's are.
import type { Language } from '../logic/session.js';
import { lazyWords } from './lazy-words.js';
import { en } from './messages.js';
import type { RecordMessages } from './record-messages-type.js';

export type { RecordMessages, RuleWords } from './record-messages-type.js';

/** Record mode's words in English. */
export const recordEn: RecordMessages = {
  language: 'en',
  setupHint:
    'Set what the table shows. The Starting Buildings and the top card of each pile are face up and decide which builds are legal: they are needed. Leave ? for the Resource Cards you did not see.',
  stillToSet: (list) => `Still to set: ${list}.`,
  players: 'Players',
  playerCount: 'Number of players',
  player: (letter) => `Player ${letter}`,
  nameOf: (letter) => `Name of player ${letter}`,
  colorOf: (letter) => `Colour of player ${letter}`,
  ships: 'Ships',
  firstGameShips: 'as in the first game',
  freeShips: 'placed by the players',
  startingBuildings: 'Starting Buildings (tap the one of each area)',
  area: (area) => `Area ${area}`,
  startingBuildingOf: (area) => `Starting Building of area ${area}`,
  pileTops: 'Top card of each pile',
  topCardOf: (deck) => `Top card of the ${deck} pile`,
  resourceCards: 'Resource Cards',
  resourceCardOf: (letter) => `Resource Card of player ${letter}`,
  expertise: (index) => `Expertise card ${index}`,
  rules: en.rules,
  ruleWords: {
    firstPlaceRankings: {
      name: 'First places counted in',
      values: { allRankings: 'every ranking', areasAndTracks: 'areas and tracks only' },
    },
    shipyardCardChoice: {
      name: 'Shipyard Card after a new ship',
      values: { required: 'each other player takes one', optional: 'each may decline' },
    },
    icebreakerBinding: en.ruleWords.icebreakerBinding,
    newCubeSpace: {
      name: 'A new cube enters a track on',
      values: { firstFreeSpace: 'the first free space', firstSpace: 'the first space only' },
    },
    turnShipDiscard: {
      name: 'The ship taking its turn may be discarded',
      values: { afterSailing: 'once it has sailed', never: 'never' },
    },
    cardTiming: en.ruleWords.cardTiming,
    afterShipBuilt: en.ruleWords.afterShipBuilt,
  },
  notSeenOption: '? (not seen)',
  inBox: (count) => ` (${count} in the box)`,
  notInBox: (what, inBox, players) =>
    inBox === 0
      ? `${what}: not in the box at ${players} players.`
      : `${what}: the box has ${inBox === 1 ? 'one' : inBox} at ${players} players, and it is set more often.`,
  fixMarked: 'The box cannot hold this set-up: see the fields marked.',
  startRecording: 'Start recording',
  buildings: {
    camp: 'Camp',
    shipyard: 'Shipyard',
    crane: 'Crane',
    shaftTower: 'Shaft Tower',
    derrick: 'Derrick',
    windTurbine: 'Wind Turbine',
    lab: 'Lab',
    factory: 'Factory',
    inlandResearchCenter: 'Inland Research Center',
    coastalResearchCenter: 'Coastal Research Center',
    navalResearchCenter: 'Naval Research Center',
    headquarters: 'Headquarters',
    planktonFarm: 'Plankton Farm',
    parabolicAntenna: 'Parabolic Antenna',
  },
  decks: { basic: 'Basic', double: 'Double', advanced: 'Advanced' },
  needs: (building, needs) => `${building} (needs ${needs})`,
  who: (name, what) => `${name}: ${what}`,
  seat: (seat) => `Seat ${seat}`,
  decisions: {
    openingCube: 'places the opening cube',
    placeShip: 'places a ship',
    sail: 'sails the first ship in line',
    turn: 'acts, or ends the turn',
    trackAction: 'takes the track action, or passes',
    shipyardPick: 'takes a Shipyard Card',
    draftDraw: 'turns up Shipyard Cards for the draft: which ones?',
    draft: 'picks a card of the draft',
  },
  icebreakerSail: 'Icebreaker turn: sails, or passes',
  gameOver: 'The game is over.',
  result: {
    title: 'Final scores',
    winner: (names) => `Winner: ${names}`,
    decidedBy: {
      points: 'most Victory Points',
      'first-places': 'tie on points broken by most first places',
      'building-cards': 'tie on points and first places broken by most Building Cards',
      shared: 'tied on points, first places and Building Cards: a shared win',
    },
    place: 'Place',
    player: 'Player',
    points: 'Victory Points',
    firstPlaces: 'First places',
    buildingCards: 'Building Cards',
    kept: 'The game is kept in this device’s past games.',
  },
  analysis: {
    title: 'Analysis of the game',
    intro:
      'Each decision judged from what the deciding player could see, and the luck of every card that turned up. It runs apart from the screen: taps still answer.',
    setting: 'Depth',
    quick: 'Quick',
    thorough: 'Thorough',
    analyse: 'Analyse the game',
    again: 'Analyse again',
    starting: 'Starting…',
    progress: (done, total) => `${done} of ${total} moves`,
    progressLabel: 'Analysis progress',
    cancel: 'Cancel the analysis',
    cancelled: 'Analysis cancelled.',
    failed: (why) => `The analysis failed: ${why}`,
    summary: (setting) => `The analysis (${setting})`,
    player: 'Player',
    accuracy: 'Accuracy',
    inaccuracies: 'Inaccuracies',
    mistakes: 'Mistakes',
    blunders: 'Blunders',
    luck: 'Luck',
    pointsLost: 'Victory Points lost',
    byKind: 'Victory Points lost by kind of decision',
    kinds: {
      setup: 'Set-up',
      sail: 'Sail',
      build: 'Build',
      research: 'Research',
      track: 'Track actions',
      cards: 'Cards',
      other: 'Other',
    },
    legend:
      'Accuracy: 100 when every move was as good as the best found. Luck: what the cards that turned up gave, in points of win chance. Victory Points lost: summed over the decisions, against the best move found.',
    exportAnalysed: 'Export the analysed .agn',
    watchAnalysed: 'Watch the analysis in the replay viewer',
  },
  editing: (entry) => `Editing entry ${entry}: tap the move that was played`,
  inserting: (entry) => `Adding a move before entry ${entry}: tap the move that was forgotten`,
  cancelEdit: 'Cancel the edit',
  notSeen: 'Not seen (?)',
  cardTurnedUp: 'The card that turned up',
  whichCard: (deck) => `Which card turned up on the ${deck} pile?`,
  nameTop: (deck) => `${deck} pile: its top…`,
  whichTop: (deck) =>
    `Which card lies on top of the ${deck} pile? It turned up unseen; the board shows a stand-in.`,
  left: (count) => ` (${count} left)`,
  unseenCard: 'A card not seen…',
  noUnseenCard: 'No card drawn unseen can have given this player another card.',
  cancel: 'Cancel',
  shipyardCards: {
    icebreaker: 'Icebreaker',
    placeScientist: 'Place a Scientist',
    plusTwoScientists: '+2 Scientists',
    fastResearch: 'Fast Research',
  },
  mayHold: (name) =>
    `${name} may hold cards drawn unseen: every card that may be among them is offered.`,
  waiting: (count) =>
    count === 1
      ? 'A later entry no longer fits after the edit:'
      : `${count} later entries no longer fit after the edit. The first:`,
  takeFirstBack: 'Take the first back',
  dropAll: 'Drop them all',
  waitingList: 'The entries that wait',
  waitingHint:
    'A move tapped on the board now goes before them (a forgotten move); then they are checked again.',
  undo: 'Undo',
  allPlayers: 'All players',
  theRecord: 'The record',
  exportRecord: 'Export .agn',
  shareRecord: 'Share .agn',
  shareTitle: 'Antarctica game record',
  watch: 'Watch in the replay viewer',
  backToRecording: 'Back to recording',
  showRecord: 'Show the record',
  hideRecord: 'Hide the record',
  entries: 'The entries so far',
  edit: 'Edit',
  editEntry: (entry) => `Edit entry ${entry}`,
  insertBefore: 'Add before',
  insertBeforeEntry: (entry) => `Add a move before entry ${entry}`,
  cardsNotSeen: ' (cards not seen)',
  turnedUp: (card) => `; turned up: ${card}`,
  errors: {
    'invalid-start': 'This set-up cannot be the box’s: check the cards chosen.',
    'illegal-move': 'The rules do not allow this move here.',
    'impossible-card': 'That card cannot be on this pile: check it.',
    'no-such-entry': 'There is no such entry.',
    'damaged-save': 'the data is damaged',
    'after-waiting': 'after an entry that waits',
  },
  damaged: (why) => `The saved recording could not be read (${why}). It is kept:`,
  exportOld: 'Export the old data',
  newRecording: 'New recording',
  newRecordingConfirm: 'Start a new recording? Export this one first if you want to keep it.',
  changedElsewhere:
    'The recording was changed in another tab or window: this one now shows it as saved there.',
};

const words = lazyWords(recordEn, async (language) =>
  language === 'fr'
    ? (await import('./record-messages-fr.js')).recordFr
    : (await import('./record-messages-pl.js')).recordPl,
);

/** Loads record mode's words of a language (once); resolves with them. */
export const loadRecordMessages: (language: Language) => Promise<RecordMessages> = words.load;
