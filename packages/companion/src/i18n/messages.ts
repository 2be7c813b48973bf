import type { Language } from '../logic/session.js';

/** The words of the interface, with the game's terms as each rulebook names them. */
export interface Messages {
  appTitle: string;
  setup: string;
  players: string;
  playerCount: string;
  name: string;
  color: string;
  seat: string;
  moveUp: string;
  closedAreas: string;
  startingBuildings: string;
  firstGameShips: string;
  start: string;
  sun: string;
  area: string;
  areaClosed: string;
  ships: string;
  scientists: string;
  buildings: string;
  icebreaker: string;
  turnOf: (name: string, area: string) => string;
  icebreakerTurnOf: (name: string, area: string) => string;
  sailTo: string;
  sailHint: string;
  sailed: (area: string) => string;
  endTurn: string;
  advanceSun: string;
  nextTurns: string;
  noShips: string;
  addShip: string;
  removeShip: string;
  majorities: string;
  leader: string;
  tie: string;
  nobody: string;
  pointsNow: string;
  /** The short form of Victory Points after a number. */
  vp: string;
  researchTracks: string;
  track: string;
  trackClosed: string;
  addCube: string;
  cubeValue: string;
  buildingCards: string;
  asteriskCards: string;
  discardedResources: string;
  standings: string;
  total: string;
  firstPlaces: string;
  finalScores: string;
  backToGame: string;
  newGame: string;
  undo: string;
  redo: string;
  exportSession: string;
  importSession: string;
  shareResult: string;
  copied: string;
  winner: (names: string) => string;
  decidedBy: Record<'points' | 'first-places' | 'building-cards' | 'shared', string>;
  sunMovedTo: (area: string) => string;
  leaderChanged: (area: string, name: string) => string;
  restoreCorrupted: string;
  restoreOld: string;
  exportOld: string;
  dismiss: string;
  invalidSheet: string;
  language: string;
  increase: (what: string) => string;
  decrease: (what: string) => string;
}

const en: Messages = {
  appTitle: 'Antarctica companion',
  setup: 'Setup',
  players: 'Players',
  playerCount: 'Number of players',
  name: 'Name',
  color: 'Colour',
  seat: 'Seat',
  moveUp: 'Move up',
  closedAreas: 'Closed areas (2 players)',
  startingBuildings: 'One Starting Building in every area',
  firstGameShips: 'Ships as in the first-game setup',
  start: 'Start the game',
  sun: 'Sun',
  area: 'Area',
  areaClosed: 'Area closed',
  ships: 'Ships',
  scientists: 'Scientists',
  buildings: 'Buildings',
  icebreaker: 'Icebreaker',
  turnOf: (name, area) => `${name}'s turn: the first Ship in ${area} sails`,
  icebreakerTurnOf: (name, area) => `${name}'s Icebreaker turn in ${area}`,
  sailTo: 'Sail to',
  sailHint: 'Tap the area the Ship sails to.',
  sailed: (area) => `Sailed to ${area}. Take the action, then end the turn.`,
  endTurn: 'End turn',
  advanceSun: 'Move the Sun on',
  nextTurns: 'Next turns',
  noShips: 'No Ships on the board',
  addShip: 'Add a Ship',
  removeShip: 'Remove Ship',
  majorities: 'Majorities',
  leader: 'Leader',
  tie: 'tie',
  nobody: 'nobody',
  pointsNow: 'Points now',
  vp: 'VP',
  researchTracks: 'Research Tracks',
  track: 'Track',
  trackClosed: 'not used',
  addCube: 'Add a cube',
  cubeValue: 'Victory Points',
  buildingCards: 'Building Cards',
  asteriskCards: 'Building Cards with an asterisk',
  discardedResources: 'Discarded Resources',
  standings: 'Standings',
  total: 'Total',
  firstPlaces: 'First places',
  finalScores: 'Final scores',
  backToGame: 'Back to the game',
  newGame: 'New game',
  undo: 'Undo',
  redo: 'Redo',
  exportSession: 'Export',
  importSession: 'Import',
  shareResult: 'Share the result',
  copied: 'Copied',
  winner: (names) => `Winner: ${names}`,
  decidedBy: {
    points: 'most Victory Points',
    'first-places': 'tie broken by most first places',
    'building-cards': 'tie broken by most Building Cards',
    shared: 'shared win',
  },
  sunMovedTo: (area) => `The Sun moves to ${area}.`,
  leaderChanged: (area, name) => `${area}: ${name} now leads.`,
  restoreCorrupted:
    'The saved game could not be read, so a new one was started. The old data is kept for export.',
  restoreOld:
    'The saved game comes from an older version and could not be restored. The old data is kept for export.',
  exportOld: 'Export the old data',
  dismiss: 'Dismiss',
  invalidSheet: 'The tally cannot be scored yet:',
  language: 'Language',
  increase: (what) => `More ${what}`,
  decrease: (what) => `Fewer ${what}`,
};

const fr: Messages = {
  ...en,
  appTitle: 'Compagnon Antarctica',
  setup: 'Mise en place',
  players: 'Joueurs',
  playerCount: 'Nombre de joueurs',
  name: 'Nom',
  color: 'Couleur',
  seat: 'Place',
  moveUp: 'Monter',
  closedAreas: 'Zones fermées (2 joueurs)',
  startingBuildings: 'Un bâtiment de départ dans chaque zone',
  firstGameShips: 'Bateaux comme pour la première partie',
  start: 'Commencer la partie',
  sun: 'Soleil',
  area: 'Zone',
  areaClosed: 'Zone fermée',
  ships: 'Bateaux',
  scientists: 'Scientifiques',
  buildings: 'Bâtiments',
  icebreaker: 'Brise-glace',
  turnOf: (name, area) => `Tour de ${name} : le premier bateau de ${area} part`,
  icebreakerTurnOf: (name, area) => `Tour brise-glace de ${name} en ${area}`,
  sailTo: 'Aller en',
  sailHint: 'Touchez la zone cible du bateau.',
  sailed: (area) => `Arrivé en ${area}. Faites l’action, puis finissez le tour.`,
  endTurn: 'Fin du tour',
  advanceSun: 'Avancer le Soleil',
  nextTurns: 'Tours suivants',
  noShips: 'Aucun bateau sur le plateau',
  addShip: 'Ajouter un bateau',
  removeShip: 'Retirer le bateau',
  majorities: 'Majorités',
  leader: 'En tête',
  tie: 'égalité',
  nobody: 'personne',
  pointsNow: 'Points maintenant',
  vp: 'PV',
  researchTracks: 'Pistes de recherche',
  track: 'Piste',
  trackClosed: 'non utilisée',
  addCube: 'Ajouter un cube',
  cubeValue: 'Points de victoire',
  buildingCards: 'Cartes Bâtiment',
  asteriskCards: 'Cartes Bâtiment avec astérisque',
  discardedResources: 'Ressources défaussées',
  standings: 'Classement',
  total: 'Total',
  firstPlaces: 'Premières places',
  finalScores: 'Scores finaux',
  backToGame: 'Retour à la partie',
  newGame: 'Nouvelle partie',
  undo: 'Annuler',
  redo: 'Rétablir',
  exportSession: 'Exporter',
  importSession: 'Importer',
  shareResult: 'Partager le résultat',
  copied: 'Copié',
  winner: (names) => `Vainqueur : ${names}`,
  decidedBy: {
    points: 'le plus de points de victoire',
    'first-places': 'égalité départagée par le plus de premières places',
    'building-cards': 'égalité départagée par le plus de cartes Bâtiment',
    shared: 'victoire partagée',
  },
  sunMovedTo: (area) => `Le Soleil avance en ${area}.`,
  leaderChanged: (area, name) => `${area} : ${name} passe en tête.`,
  restoreCorrupted:
    'La partie enregistrée est illisible ; une nouvelle partie commence. Les anciennes données restent exportables.',
  restoreOld:
    'La partie enregistrée vient d’une ancienne version et n’a pas pu être reprise. Les anciennes données restent exportables.',
  exportOld: 'Exporter les anciennes données',
  dismiss: 'Fermer',
  invalidSheet: 'Le décompte ne peut pas encore être calculé :',
  language: 'Langue',
  increase: (what) => `Plus de ${what}`,
  decrease: (what) => `Moins de ${what}`,
};

const pl: Messages = {
  ...en,
  appTitle: 'Pomocnik Antarktydy',
  setup: 'Przygotowanie',
  players: 'Gracze',
  playerCount: 'Liczba graczy',
  name: 'Imię',
  color: 'Kolor',
  seat: 'Miejsce',
  moveUp: 'W górę',
  closedAreas: 'Strefy zamknięte (2 graczy)',
  startingBuildings: 'Budynek startowy w każdej strefie',
  firstGameShips: 'Statki jak w pierwszej grze',
  start: 'Zacznij grę',
  sun: 'Słońce',
  area: 'Strefa',
  areaClosed: 'Strefa zamknięta',
  ships: 'Statki',
  scientists: 'Naukowcy',
  buildings: 'Budynki',
  icebreaker: 'Lodołamacz',
  turnOf: (name, area) => `Tura: ${name}, płynie pierwszy statek ze strefy ${area}`,
  icebreakerTurnOf: (name, area) => `Tura Lodołamacza: ${name}, ${area}`,
  sailTo: 'Płyń do',
  sailHint: 'Dotknij strefy docelowej statku.',
  sailed: (area) => `Statek w strefie ${area}. Wykonaj akcję i zakończ turę.`,
  endTurn: 'Koniec tury',
  advanceSun: 'Przesuń Słońce',
  nextTurns: 'Następne tury',
  noShips: 'Brak statków na planszy',
  addShip: 'Dodaj statek',
  removeShip: 'Usuń statek',
  majorities: 'Większości',
  leader: 'Prowadzi',
  tie: 'remis',
  nobody: 'nikt',
  pointsNow: 'Punkty teraz',
  vp: 'PZ',
  researchTracks: 'Tory Badań',
  track: 'Tor',
  trackClosed: 'nieużywany',
  addCube: 'Dodaj kostkę',
  cubeValue: 'Punkty Zwycięstwa',
  buildingCards: 'Karty Budowy',
  asteriskCards: 'Karty Budowy z gwiazdką',
  discardedResources: 'Odrzucone Zasoby',
  standings: 'Klasyfikacja',
  total: 'Suma',
  firstPlaces: 'Pierwsze miejsca',
  finalScores: 'Wynik końcowy',
  backToGame: 'Wróć do gry',
  newGame: 'Nowa gra',
  undo: 'Cofnij',
  redo: 'Ponów',
  exportSession: 'Eksportuj',
  importSession: 'Importuj',
  shareResult: 'Udostępnij wynik',
  copied: 'Skopiowano',
  winner: (names) => `Zwycięzca: ${names}`,
  decidedBy: {
    points: 'najwięcej Punktów Zwycięstwa',
    'first-places': 'remis rozstrzygnięty liczbą pierwszych miejsc',
    'building-cards': 'remis rozstrzygnięty liczbą Kart Budowy',
    shared: 'wspólne zwycięstwo',
  },
  sunMovedTo: (area) => `Słońce przesuwa się do strefy ${area}.`,
  leaderChanged: (area, name) => `${area}: prowadzi teraz ${name}.`,
  restoreCorrupted:
    'Zapisanej gry nie da się odczytać, zaczęto nową. Stare dane można wyeksportować.',
  restoreOld:
    'Zapisana gra pochodzi ze starszej wersji i nie została wczytana. Stare dane można wyeksportować.',
  exportOld: 'Eksportuj stare dane',
  dismiss: 'Zamknij',
  invalidSheet: 'Nie da się jeszcze policzyć wyniku:',
  language: 'Język',
  increase: (what) => `Więcej: ${what}`,
  decrease: (what) => `Mniej: ${what}`,
};

/** The interface words in every language. */
export const MESSAGES: Record<Language, Messages> = { en, fr, pl };

/** Colour names in each language, with the letter shown beside the colour for colour-blind players. */
export const COLOR_NAMES: Record<Language, Record<string, string>> = {
  en: { red: 'Red', blue: 'Blue', green: 'Green', yellow: 'Yellow' },
  fr: { red: 'Rouge', blue: 'Bleu', green: 'Vert', yellow: 'Jaune' },
  pl: { red: 'Czerwony', blue: 'Niebieski', green: 'Zielony', yellow: 'Żółty' },
};
