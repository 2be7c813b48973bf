import { DECKS, DEFAULT_RULES, type Deck, type GameState } from '@antarctica-game/engine';
import type { RecordSettings } from '../../header/record-settings.js';
import { readPosition } from '../../position/read-position.js';
import { buildingCardId, buildingCardName } from '../../syntax/card-names.js';
import type { NotationError } from '../../syntax/notation-error.js';
import { type GameRecord, positionOf, type SourcePosition } from '../../syntax/record.js';
import { assignHiddenHands } from './hidden-shipyard-cards.js';
import type { SetupPlan } from './table-plan.js';

/**
 * The start of a record from a `[Position]`: its state, and where the position leaves pile cards
 * open (`?`), the plan that lets replay decide them as for a table record: the cards the position
 * and the record's builds state, by place in their pile, the others open until a build needs them.
 */
export function startFromPosition(
  record: GameRecord,
  settings: RecordSettings,
  start: GameState,
):
  | { state: GameState; plan: SetupPlan | null; warnings: NotationError[] }
  | { errors: NotationError[] } {
  const tag = record.header.find((item) => item.kind === 'tag' && item.name === 'Position');
  const at = positionOf(tag);
  const read = readPosition(tag?.kind === 'tag' ? tag.value : '', {
    edition: start.edition,
    rules: { ...DEFAULT_RULES, ...settings.rules },
    players: settings.players,
  });
  if (!read.ok) return { errors: [] }; // read once already by the header, with its errors
  // One warning for each kind of thing left open, with how many (ten unseen cards of the
  // Shipyard pile are one warning, not ten).
  const counts = new Map<string, number>();
  for (const what of read.filled)
    if (!what.includes(' pile card ')) counts.set(what, (counts.get(what) ?? 0) + 1);
  const warnings: NotationError[] = [...counts].map(([what, count]) => ({
    code: 'undetermined' as const,
    severity: 'warning' as const,
    message: what.startsWith('the state of the random generator')
      ? '[Position] leaves the state of the random generator open: the game goes on as a table game'
      : `[Position] leaves ${count === 1 ? what : what.replace(/^a ((?:Shipyard )?[Cc]ard)/, `${count} $1s`)} open: replay deals the cards nobody sees, first those the record's later moves take, turn up or play, then in the edition's order`,
    expected: [],
    ...(at ?? {}),
  }));
  const withHands = assignHiddenHands(record, tag?.kind === 'tag' ? tag.value : '', start);
  const open = DECKS.some((deck) => read.knownPiles[deck].size < start.piles[deck].length);
  if (!open) return { state: withHands, plan: null, warnings };
  // Known places: from the position, then each card the record says turned up.
  const known: Record<Deck, Map<number, number>> = {
    basic: new Map(),
    double: new Map(),
    advanced: new Map(),
  };
  const piles = { ...withHands.piles };
  for (const deck of DECKS) {
    const pile = withHands.piles[deck];
    for (const place of read.knownPiles[deck])
      known[deck].set(place, pile[pile.length - 1 - place] as number);
  }
  const errors: NotationError[] = [];
  const builds: Record<Deck, number> = { basic: 0, double: 0, advanced: 0 };
  for (const item of record.body) {
    if (item.kind !== 'move' || item.move.type !== 'build') continue;
    const deck = item.move.deck;
    const place = ++builds[deck];
    const reveal = item.move.reveal;
    if (reveal === undefined || reveal === null) continue;
    const id = buildingCardId(start.edition, reveal);
    const pile = piles[deck].slice();
    const from = id === null ? -1 : pile.indexOf(id);
    const where = positionOf(item, record);
    const stated = known[deck].get(place);
    const problem =
      from < 0 || place >= pile.length
        ? `${buildingCardName(reveal)} is not in the ${deck} pile of this position`
        : stated !== undefined && stated !== id
          ? `the position has another card there`
          : [...known[deck]].some(([other, card]) => card === id && other !== place)
            ? `${buildingCardName(reveal)} has its place in the pile already`
            : null;
    if (problem !== null) {
      errors.push({
        code: 'setup-contradiction',
        severity: 'error',
        message: problem,
        expected: [],
        ...(where ?? {}),
      });
      continue;
    }
    // Put the card in its place, swapping it with the open card there.
    const target = pile.length - 1 - place;
    pile[from] = pile[target] as number;
    pile[target] = id as number;
    piles[deck] = pile;
    known[deck].set(place, id as number);
  }
  if (errors.length > 0) return { errors };
  const plan: SetupPlan = {
    ok: true,
    assignments: [],
    truncated: false,
    known,
    topsAt: at as SourcePosition | undefined,
    pinnedAfter(deck, position) {
      const pinned = new Set<number>();
      for (const [other, id] of known[deck]) if (other > position) pinned.add(id);
      return pinned;
    },
  };
  return { state: { ...withHands, piles }, plan, warnings };
}
