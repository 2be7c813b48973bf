import {
  DECKS,
  finalScores,
  type GameState,
  type Move,
  newGameWithEvents,
  stateHash,
  type Timeline,
  tableSetupOf,
  tryApplyMove,
} from '@antarctica-game/engine';
import { formatRuleReadings } from '../header/rule-readings.js';
import { toNotationMove } from '../replay/line/convert-move.js';
import { buildingCardName, buildingCardRefOf, buildingCodes } from '../syntax/card-names.js';
import type { BodyItem, GameRecord, HeaderItem, MoveItem } from '../syntax/record.js';
import { BUILDING_CODES, seatLetter } from '../syntax/vocabulary.js';

/** Options of {@link recordGame}. */
export interface RecordGameOptions {
  /**
   * The seed the game was started from. With it the record states the seed; without it (or
   * for a game set up from a table) the record states the setup and every chance outcome as a
   * table would see it: the cards turning up and the Shipyard Cards drawn for drafts.
   */
  seed?: number | string;
  /**
   * Tags to put first, such as `{ Event: 'Club night', Site: 'Lyon', Date: '2026.11.26' }`
   * (or a list of pairs to keep their order). Tags the record writes itself are not repeated.
   */
  tags?: Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;
}

/** A game as the engine played it: its first state and its moves. */
export interface PlayedGame {
  /** The state the game started from: what `newGame` returned. */
  initial: GameState;
  /** Every move applied to `initial`, in order. */
  moves: readonly Move[];
}

/**
 * Writes an engine game as a record: the header (players, edition, ship placement, rule
 * readings, seed or table setup, result and scores once the game is over) and one token per
 * move, grouped by turns. Works for any game played through the engine or its actor, from a
 * {@link Timeline} or a first state and its moves.
 *
 * @throws Error if the first state is not a game's start, a move is illegal, or the seed
 *   given does not start this game.
 */
export function recordGame(
  game: Timeline | PlayedGame,
  options: RecordGameOptions = {},
): GameRecord {
  const initial = 'states' in game ? game.states[0] : game.initial;
  const moves = game.moves;
  if (initial === undefined) throw new Error('recordGame: the timeline has no state');
  const edition = initial.edition;
  const count = initial.players.length as 2 | 3 | 4;
  const free = initial.placed < edition.placementOrder[count].length;
  const seeded = options.seed !== undefined;
  const start = newGameWithEvents({
    players: initial.players.map((player) => ({
      color: player.color,
      ...(player.name === undefined ? {} : { name: player.name }),
    })),
    edition,
    rules: initial.rules,
    shipPlacement: free ? 'free' : 'firstGame',
    ...(seeded ? { seed: options.seed as string | number } : { setup: tableSetupOf(initial) }),
  });
  if (seeded && stateHash(start.state) !== stateHash(initial))
    throw new Error(`recordGame: seed ${String(options.seed)} does not start this game`);

  const header: HeaderItem[] = [];
  const written = new Set<string>();
  const tag = (name: string, value: string) => {
    if (written.has(name)) return;
    written.add(name);
    // A tag value holds no control characters or line breaks: they become spaces.
    header.push({ kind: 'tag', name, value: withoutControls(value) });
  };
  const extra =
    options.tags === undefined
      ? []
      : Array.isArray(options.tags)
        ? options.tags
        : Object.entries(options.tags);
  for (const [name, value] of extra as Array<readonly [string, string]>) tag(name, value);
  tag('Players', String(count));
  initial.players.forEach((player, seat) => {
    tag(
      seatLetter(seat),
      player.name === undefined ? player.color : `${player.color} ${player.name}`,
    );
  });

  const body: BodyItem[] = [];
  let visit = start.events.filter((event) => event.type === 'sunMoved').length;
  let turnSeat: number | null = initial.turn?.seat ?? null;
  if (moves.length > 0 && initial.turn === null && initial.phase !== 'over')
    body.push({ kind: 'turn', visit: 0 });
  else if (initial.turn !== null) body.push({ kind: 'turn', visit, seat: initial.turn.seat });
  const insertDraws = !seeded && initial.chance === 'seeded';
  let state = initial;
  moves.forEach((move, index) => {
    const result = tryApplyMove(state, move);
    if (!result.ok)
      throw new Error(`recordGame: move ${index + 1} is illegal: ${result.error.message}`);
    const item: MoveItem = { kind: 'move', move: toNotationMove(state, move) };
    if (move.seat !== turnSeat) item.seat = move.seat;
    if (!seeded && item.move.type === 'build') {
      const pile = result.state.piles[item.move.deck];
      const top = pile[pile.length - 1];
      if (top !== undefined) item.move.reveal = buildingCardRefOf(edition, top);
    }
    body.push(item);
    for (const event of result.events) {
      if (event.type === 'sunMoved') visit++;
      else if (event.type === 'turnStarted') {
        turnSeat = event.seat;
        body.push({ kind: 'turn', visit, seat: event.seat });
      } else if (event.type === 'draftCardsDrawn' && insertDraws) {
        const draft = result.state.pending.find((effect) => effect.kind === 'draft');
        if (draft !== undefined && draft.kind === 'draft') {
          const draw: MoveItem = {
            kind: 'move',
            move: { type: 'drawDraftCards', cards: draft.cards.slice() },
          };
          if (event.seat !== turnSeat) draw.seat = event.seat;
          body.push(draw);
        }
      }
    }
    state = result.state;
  });
  // A turn marker with nothing after it (the game's last) says nothing.
  if (body[body.length - 1]?.kind === 'turn') body.pop();

  if (state.phase === 'over') {
    const scores = finalScores(state);
    const winners = scores.winners
      .map((color) => state.players.findIndex((player) => player.color === color))
      .sort((a, b) => a - b);
    tag('Result', winners.map(seatLetter).join(','));
    tag('Scores', scores.standings.map((standing) => standing.points).join(' '));
  } else {
    tag('Result', '*');
  }
  tag('Edition', edition.id);
  tag('ShipPlacement', free ? 'free' : 'firstGame');
  const rules = formatRuleReadings(initial.rules);
  if (rules !== '') tag('Rules', rules);
  if (seeded) tag('Seed', String(options.seed));
  else {
    const setup = tableSetupOf(initial);
    tag(
      'Start',
      setup.startingBuildings.map((type) => (type === null ? '-' : BUILDING_CODES[type])).join(' '),
    );
    tag(
      'Piles',
      DECKS.map((deck) => {
        const top = setup.piles[deck][0];
        return top === undefined ? '?' : buildingCardName(buildingCardRefOf(edition, top));
      }).join(' '),
    );
    tag(
      'Resources',
      setup.startingResourceCards
        .map((id) => buildingCodes(edition.resourceCards[id]?.grants ?? []))
        .join(' '),
    );
    tag(
      'ResourcePile',
      setup.resourcePile
        .map((id) => buildingCodes(edition.resourceCards[id]?.grants ?? []))
        .join(' '),
    );
  }
  return { header, body };
}

function withoutControls(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += (code < 32 && code !== 9) || code === 127 ? ' ' : char;
  }
  return out;
}
