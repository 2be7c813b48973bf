import type { DecidedBy, SheetWarningCode } from '@antarctica-game/scoring';
import type { Refusal } from '../logic/actions.js';
import type { Language } from '../logic/session.js';

/**
 * The words of the interface, with the game's terms as each rulebook names them. Sentences
 * that name an area take its number (from 1), so that each language can decline the word.
 */
export interface Messages {
  appTitle: string;
  menu: string;
  setup: string;
  setupHint: string;
  players: string;
  playerCount: string;
  name: string;
  color: string;
  moveUp: string;
  closedAreas: string;
  startingBuildings: string;
  shipsLegend: string;
  shipsInTurn: string;
  firstGameShips: string;
  start: string;
  placeNext: (name: string, ship: number, ships: number) => string;
  placeDone: string;
  firstGameNote: string;
  orderNote: string;
  twoPlayerCube: string;
  begin: string;
  correct: string;
  correctHint: string;
  sun: string;
  area: string;
  areaClosed: string;
  ships: string;
  scientists: string;
  buildings: string;
  icebreaker: string;
  turnOf: (name: string, area: number) => string;
  icebreakerTurnOf: (name: string, area: number) => string;
  sailTo: string;
  sailHint: string;
  sailedTo: (name: string, area: number) => string;
  recordHint: string;
  /** The same, when End turn ends the game. */
  recordEndHint: string;
  nothingToRecord: string;
  endTurn: string;
  endGame: string;
  advanceSun: string;
  nextTurns: string;
  noShips: string;
  addShip: string;
  removeShip: string;
  builtHere: string;
  builtAsterisk: string;
  shipBuilt: string;
  discarded: string;
  research: string;
  lastScientist: (name: string) => string;
  lastBuilding: string;
  provisionalCards: (cards: number) => string;
  majorities: string;
  leader: string;
  tie: string;
  /** The short form of Victory Points after a number. */
  vp: string;
  researchTracks: string;
  track: string;
  trackClosed: string;
  addCube: string;
  cubeValue: string;
  scores: (points: number) => string;
  buildingCards: string;
  asteriskCards: string;
  discardedResources: string;
  standings: string;
  place: string;
  total: string;
  firstPlaces: string;
  breakdown: (areas: number, tracks: number, asterisk: number, discards: number) => string;
  finalScores: string;
  warningsTitle: string;
  warnings: Record<SheetWarningCode, string>;
  backToGame: string;
  newGame: string;
  newGameConfirm: string;
  discardGame: string;
  keepPlaying: string;
  undo: string;
  redo: string;
  exportSession: string;
  importSession: string;
  imported: string;
  importFailed: string;
  shareResult: string;
  shareImage: string;
  copied: string;
  shared: string;
  imageSaved: string;
  winner: (names: string) => string;
  decidedBy: Record<DecidedBy, string>;
  sunMovedTo: (area: number) => string;
  leaderChanged: (area: number, name: string) => string;
  restoreCorrupted: string;
  restoreOld: string;
  exportOld: string;
  dismiss: string;
  language: string;
  pastGames: string;
  openGame: string;
  exportHistory: string;
  refusals: Partial<Record<Refusal, string>>;
}

const en: Messages = {
  appTitle: 'Antarctica companion',
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
  twoPlayerCube: 'B also puts a cube on the first space of a Research Track.',
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
  scores: (points) => `scores ${points} VP`,
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
  },
};

const fr: Messages = {
  appTitle: 'Compagnon Antarctica',
  menu: 'Menu',
  setup: 'Mise en place',
  setupHint: 'Joueurs dans l’ordre des places (sens antihoraire), puis Commencer la partie.',
  players: 'Joueurs',
  playerCount: 'Nombre de joueurs',
  name: 'Nom',
  color: 'Couleur',
  moveUp: 'Monter',
  closedAreas: 'Zones fermées (2 joueurs)',
  startingBuildings: 'Un bâtiment de départ dans chaque zone',
  shipsLegend: 'Bateaux',
  shipsInTurn: 'Placés un par un, dans l’ordre de la règle',
  firstGameShips: 'Disposition de la première partie (provisoire)',
  start: 'Commencer la partie',
  placeNext: (name, ship, ships) =>
    `${name} place un bateau : touchez sa zone (bateau ${ship} sur ${ships}).`,
  placeDone: 'Tous les bateaux sont placés. Vérifiez le plateau, puis touchez Commencer.',
  firstGameNote:
    'Disposition provisoire : la règle ne la montre qu’en image. Comparez avec votre plateau et corrigez.',
  orderNote: 'Ordre provisoire : la règle ne l’écrit que pour 3 joueurs.',
  twoPlayerCube: 'B pose aussi un cube sur la première case d’une piste de recherche.',
  begin: 'Commencer : le Soleil avance',
  correct: 'Corriger les bateaux',
  correctHint: 'Touchez une zone pour changer ses bateaux.',
  sun: 'Soleil',
  area: 'Zone',
  areaClosed: 'Zone fermée',
  ships: 'Bateaux',
  scientists: 'Scientifiques',
  buildings: 'Bâtiments',
  icebreaker: 'Brise-glace',
  turnOf: (name, area) => `Tour de ${name} : le premier bateau de la zone ${area} part.`,
  icebreakerTurnOf: (name, area) => `Tour brise-glace de ${name} dans la zone ${area}.`,
  sailTo: 'Aller ici',
  sailHint: 'Touchez la zone où il va (en tirets).',
  sailedTo: (name, area) => `${name} est allé dans la zone ${area}.`,
  recordHint: 'Notez ce qui s’y est passé, puis touchez Fin du tour.',
  recordEndHint: 'Notez le tour, puis touchez Finir la partie.',
  nothingToRecord:
    'Recruter, « + 2 scientifiques » et les cartes Ressource ne changent rien ici ; pour « placez un scientifique », touchez + à côté du joueur.',
  endTurn: 'Fin du tour',
  endGame: 'Finir la partie : scores finaux',
  advanceSun: 'Passer : avancer le Soleil',
  nextTurns: 'Tours suivants',
  noShips: 'Aucun bateau sur le plateau',
  addShip: 'Ajouter un bateau',
  removeShip: 'Retirer',
  builtHere: 'Construit',
  builtAsterisk: 'Construit ✱',
  shipBuilt: 'Nouveau bateau',
  discarded: 'Défausse',
  research: 'Recherche',
  lastScientist: (name) => `Dernier tour : ${name} n’a plus de scientifique.`,
  lastBuilding: 'Dernier tour : plus de carte Bâtiment.',
  provisionalCards: (cards) => `(${cards} cartes : provisoire)`,
  majorities: 'Majorités',
  leader: 'En tête',
  tie: 'égalité',
  vp: 'PV',
  researchTracks: 'Pistes de recherche',
  track: 'Piste',
  trackClosed: 'non utilisée',
  addCube: 'Ajouter un cube',
  cubeValue: 'Valeur lue sur la piste',
  scores: (points) => `rapporte ${points} PV`,
  buildingCards: 'Cartes Bâtiment',
  asteriskCards: 'Cartes Bâtiment ✱',
  discardedResources: 'Ressources défaussées',
  standings: 'Classement',
  place: 'Rang',
  total: 'Total',
  firstPlaces: 'Premières places',
  breakdown: (areas, tracks, asterisk, discards) =>
    `Zones ${areas} · Pistes ${tracks} · ✱ ${asterisk} · Défausses ${discards}`,
  finalScores: 'Scores finaux',
  warningsTitle: 'À vérifier :',
  warnings: {
    'area-without-building': 'aucun bâtiment, alors que chaque zone en a un au départ',
    'building-cards-mismatch': 'cartes Bâtiment et bâtiments construits ne concordent pas',
    'fewer-scientists-than-built': 'moins de scientifiques que de bâtiments construits',
    'track-values-increase': 'un cube vaut plus que celui devant lui',
  },
  backToGame: 'Retour à la partie',
  newGame: 'Nouvelle partie',
  newGameConfirm: 'Quitter cette partie pour une nouvelle ? Annuler la fait revenir.',
  discardGame: 'Préparer une nouvelle partie',
  keepPlaying: 'Continuer la partie',
  undo: 'Annuler',
  redo: 'Rétablir',
  exportSession: 'Exporter la partie',
  importSession: 'Importer une partie',
  imported: 'Partie importée.',
  importFailed: 'Pas une partie de cette application, ou abîmée : rien n’a changé.',
  shareResult: 'Partager en texte',
  shareImage: 'Partager en image',
  copied: 'Résultat copié.',
  shared: 'Résultat partagé.',
  imageSaved: 'Image enregistrée.',
  winner: (names) => `Vainqueur : ${names}`,
  decidedBy: {
    points: 'le plus de points de victoire',
    'first-places': 'égalité départagée par le plus de premières places',
    'building-cards': 'égalité départagée par le plus de cartes Bâtiment',
    shared: 'victoire partagée',
  },
  sunMovedTo: (area) => `Le Soleil avance dans la zone ${area}.`,
  leaderChanged: (area, name) => `Zone ${area} : ${name} passe en tête.`,
  restoreCorrupted:
    'Partie enregistrée illisible ; en voici une nouvelle. Les anciennes données restent exportables.',
  restoreOld:
    'Partie enregistrée d’une ancienne version ; en voici une nouvelle. Les anciennes données restent exportables.',
  exportOld: 'Exporter les anciennes données',
  dismiss: 'Fermer',
  language: 'Langue',
  pastGames: 'Parties passées',
  openGame: 'Ouvrir',
  exportHistory: 'Exporter les parties passées',
  refusals: {
    'scientists-exhausted': 'tous les scientifiques placés',
    'building-spaces-full': '14 bâtiments au plus',
    'buildings-exhausted': 'les 47 bâtiments placés',
    'cards-exhausted': 'les 39 cartes prises',
    'asterisk-exceeds-cards': 'pas plus que les cartes Bâtiment',
    'cards-below-asterisk': 'pas moins que les cartes ✱',
    'discards-exhausted': 'plus rien à défausser',
    'ships-exhausted': 'plus de bateau',
    'area-full': '3 bateaux au plus',
    'cubes-exhausted': 'plus de cube',
    'placement-incomplete': 'bateaux à placer',
  },
};

const pl: Messages = {
  appTitle: 'Pomocnik Antarktydy',
  menu: 'Menu',
  setup: 'Przygotowanie',
  setupHint: 'Gracze w kolejności miejsc (przeciwnie do wskazówek zegara), potem Zacznij grę.',
  players: 'Gracze',
  playerCount: 'Liczba graczy',
  name: 'Imię',
  color: 'Kolor',
  moveUp: 'W górę',
  closedAreas: 'Strefy zamknięte (2 graczy)',
  startingBuildings: 'Budynek startowy w każdej strefie',
  shipsLegend: 'Statki',
  shipsInTurn: 'Stawiane po jednym, w kolejności z instrukcji',
  firstGameShips: 'Układ pierwszej gry (tymczasowy)',
  start: 'Zacznij grę',
  placeNext: (name, ship, ships) =>
    `${name} stawia statek: dotknij jego strefy (statek ${ship} z ${ships}).`,
  placeDone: 'Wszystkie statki ustawione. Sprawdź planszę i dotknij Zacznij.',
  firstGameNote:
    'Układ tymczasowy: instrukcja pokazuje go tylko na rysunku. Porównaj z planszą i popraw.',
  orderNote: 'Kolejność tymczasowa: instrukcja podaje ją słownie tylko dla 3 graczy.',
  twoPlayerCube: 'B kładzie też kostkę na pierwszym polu wybranego Toru Badań.',
  begin: 'Zacznij: Słońce rusza',
  correct: 'Popraw statki',
  correctHint: 'Dotknij strefy, aby zmienić jej statki.',
  sun: 'Słońce',
  area: 'Strefa',
  areaClosed: 'Strefa zamknięta',
  ships: 'Statki',
  scientists: 'Naukowcy',
  buildings: 'Budynki',
  icebreaker: 'Lodołamacz',
  turnOf: (name, area) => `Tura: ${name}. Płynie pierwszy statek ze strefy ${area}.`,
  icebreakerTurnOf: (name, area) => `Tura Lodołamacza: ${name}, strefa ${area}.`,
  sailTo: 'Płyń tutaj',
  sailHint: 'Dotknij strefy, do której płynie (przerywana).',
  sailedTo: (name, area) => `${name}: statek przypłynął do strefy ${area}.`,
  recordHint: 'Zapisz, co się tam stało, i dotknij Koniec tury.',
  recordEndHint: 'Zapisz turę i dotknij Koniec gry.',
  nothingToRecord:
    'Rekrutacja, „Dodaj 2 naukowców” i karty Zasobów nic tu nie zmieniają; przy „Wysłaniu naukowca” dotknij + obok gracza.',
  endTurn: 'Koniec tury',
  endGame: 'Koniec gry: wynik końcowy',
  advanceSun: 'Pomiń: przesuń Słońce',
  nextTurns: 'Następne tury',
  noShips: 'Brak statków na planszy',
  addShip: 'Dodaj statek',
  removeShip: 'Usuń',
  builtHere: 'Budowa',
  builtAsterisk: 'Budowa ✱',
  shipBuilt: 'Nowy statek',
  discarded: 'Odrzucenie',
  research: 'Badania',
  lastScientist: (name) => `Ostatnia tura: ${name} nie ma już naukowców.`,
  lastBuilding: 'Ostatnia tura: nie ma już Kart Budowy.',
  provisionalCards: (cards) => `(${cards} kart: tymczasowo)`,
  majorities: 'Większości',
  leader: 'Prowadzi',
  tie: 'remis',
  vp: 'PZ',
  researchTracks: 'Tory Badań',
  track: 'Tor',
  trackClosed: 'nieużywany',
  addCube: 'Dodaj kostkę',
  cubeValue: 'Wartość odczytana z toru',
  scores: (points) => `daje ${points} PZ`,
  buildingCards: 'Karty Budowy',
  asteriskCards: 'Karty Budowy ✱',
  discardedResources: 'Odrzucone Zasoby',
  standings: 'Klasyfikacja',
  place: 'Miejsce',
  total: 'Suma',
  firstPlaces: 'Pierwsze miejsca',
  breakdown: (areas, tracks, asterisk, discards) =>
    `Strefy ${areas} · Tory ${tracks} · ✱ ${asterisk} · Odrzucone ${discards}`,
  finalScores: 'Wynik końcowy',
  warningsTitle: 'Warto sprawdzić:',
  warnings: {
    'area-without-building': 'brak budynku, choć każda strefa zaczyna z jednym',
    'building-cards-mismatch': 'Karty Budowy nie zgadzają się z budynkami',
    'fewer-scientists-than-built': 'mniej naukowców niż zbudowanych budynków',
    'track-values-increase': 'kostka warta więcej niż ta przed nią',
  },
  backToGame: 'Wróć do gry',
  newGame: 'Nowa gra',
  newGameConfirm: 'Zostawić tę grę dla nowej? Cofnij ją przywróci.',
  discardGame: 'Przygotuj nową grę',
  keepPlaying: 'Graj dalej',
  undo: 'Cofnij',
  redo: 'Ponów',
  exportSession: 'Eksportuj grę',
  importSession: 'Importuj grę',
  imported: 'Zaimportowano grę.',
  importFailed: 'To nie gra z tej aplikacji albo plik uszkodzony: nic nie zmieniono.',
  shareResult: 'Udostępnij jako tekst',
  shareImage: 'Udostępnij jako obraz',
  copied: 'Skopiowano wynik.',
  shared: 'Udostępniono wynik.',
  imageSaved: 'Zapisano obraz.',
  winner: (names) => `Zwycięzca: ${names}`,
  decidedBy: {
    points: 'najwięcej Punktów Zwycięstwa',
    'first-places': 'remis rozstrzygnięty liczbą pierwszych miejsc',
    'building-cards': 'remis rozstrzygnięty liczbą Kart Budowy',
    shared: 'wspólne zwycięstwo',
  },
  sunMovedTo: (area) => `Słońce przesuwa się do strefy ${area}.`,
  leaderChanged: (area, name) => `Strefa ${area}: prowadzi teraz ${name}.`,
  restoreCorrupted: 'Zapisanej gry nie da się odczytać; oto nowa. Stare dane można wyeksportować.',
  restoreOld: 'Zapisana gra jest ze starszej wersji; oto nowa. Stare dane można wyeksportować.',
  exportOld: 'Eksportuj stare dane',
  dismiss: 'Zamknij',
  language: 'Język',
  pastGames: 'Poprzednie gry',
  openGame: 'Otwórz',
  exportHistory: 'Eksportuj poprzednie gry',
  refusals: {
    'scientists-exhausted': 'wszyscy naukowcy na planszy',
    'building-spaces-full': 'najwyżej 14 budynków',
    'buildings-exhausted': 'wszystkie 47 budynków na planszy',
    'cards-exhausted': 'wzięto wszystkie 39 kart',
    'asterisk-exceeds-cards': 'nie więcej niż Kart Budowy',
    'cards-below-asterisk': 'nie mniej niż kart ✱',
    'discards-exhausted': 'nic do odrzucenia',
    'ships-exhausted': 'brak statków',
    'area-full': 'najwyżej 3 statki',
    'cubes-exhausted': 'brak kostek',
    'placement-incomplete': 'statki do ustawienia',
  },
};

/** The interface words in every language. */
export const MESSAGES: Record<Language, Messages> = { en, fr, pl };

/** Colour names in each language. */
export const COLOR_NAMES: Record<Language, Record<string, string>> = {
  en: { red: 'Red', blue: 'Blue', green: 'Green', yellow: 'Yellow' },
  fr: { red: 'Rouge', blue: 'Bleu', green: 'Vert', yellow: 'Jaune' },
  pl: { red: 'Czerwony', blue: 'Niebieski', green: 'Zielony', yellow: 'Żółty' },
};
