import { DECKS, type GameState, newGameWithEvents } from '@antarctica-game/engine';
import type { RecordSettings } from '../../header/record-settings.js';
import { headerTags } from '../../header/tags.js';
import { buildingCardName, buildingCardRefOf } from '../../syntax/card-names.js';
import type { NotationError } from '../../syntax/notation-error.js';
import { type GameRecord, positionOf, type RecordTag } from '../../syntax/record.js';
import { BUILDING_CODES, seatLetter } from '../../syntax/vocabulary.js';
import { startFromPosition } from './position-start.js';
import { firstTagPosition } from './replay-context.js';
import { type Choice, type Node, noted, type Step } from './replay-node.js';
import { describeSetup, planTableSetup, type SetupPlan } from './table-plan.js';

/** The engine's options for a record's settings. */
export function engineOptions(settings: RecordSettings) {
  return {
    players: settings.players,
    ...(settings.edition === null ? {} : { edition: settings.edition }),
    rules: settings.rules,
    shipPlacement: settings.shipPlacement,
  };
}

/** The first node of a replay: the state at the start of the record's body. */
export function startNode(
  record: GameRecord,
  state: GameState,
  events: ReadonlyArray<{ type: string }>,
): Node {
  return {
    state,
    body: record.body,
    index: 0,
    visit: events.filter((event) => event.type === 'sunMoved').length,
    movesInTurn: 0,
    builds: [0, 0, 0],
    lastMove: -1,
    moveNumber: 0,
    open: [null, null, null],
    beforeLast: null,
    trail: { state, move: null, item: -1, prev: null },
    notes: null,
    branches: null,
    decisions: null,
    slots: [],
  };
}

/**
 * The game at its start: from the seed (checked against any setup tags), or each way to fill a
 * table record's setup tags. Gives the plan of a table record's piles beside the first step.
 */
export function startReplay(
  record: GameRecord,
  settings: RecordSettings,
): { step: Step; plan: SetupPlan | null } | { errors: NotationError[] } {
  if (settings.edition === null) return { errors: [] };
  const options = engineOptions(settings);
  if (settings.position !== undefined) {
    const from = startFromPosition(record, settings, settings.position);
    if ('errors' in from) return { errors: from.errors };
    // The Sun's visits before a position are not part of it: the first turn marker says.
    let node: Node = { ...startNode(record, from.state, []), visit: Number.NaN };
    for (const warning of from.warnings) node = noted(node, warning);
    return { step: { kind: 'next', node }, plan: from.plan };
  }
  if (settings.seed !== undefined) {
    const { state, events } = newGameWithEvents({ ...options, seed: settings.seed });
    const problems = compareSeededSetup(record, settings, state);
    if (problems.length > 0) return { errors: problems };
    return {
      step: { kind: 'next', node: startNode(record, state, events) },
      plan: null,
    };
  }
  const tags = headerTags(record.header);
  const start = tags.get('Start');
  if (settings.table === undefined || start === undefined)
    return {
      errors: [
        {
          code: 'missing-setup',
          severity: 'error',
          message:
            'the record gives neither a [Seed] nor the table setup ([Start], with [Piles], [Resources], [ResourcePile]): it cannot be replayed',
          expected: ['[Seed "..."]', '[Start "..."]'],
          ...firstTagPosition(record),
        },
      ],
    };
  // A table record states its whole setup (`?` for what was not seen): a tag left out is an
  // error at [Start], not a setup replay would guess.
  const missing = TABLE_TAGS.filter((name) => !tags.has(name));
  if (missing.length > 0) return { errors: [missingSetupError(missing, start)] };
  const plan = planTableSetup(record, settings, settings.edition);
  if (!plan.ok) return { errors: plan.errors };
  if (plan.truncated)
    return {
      errors: [
        {
          code: 'search-limit',
          severity: 'error',
          message: 'the setup tags leave too many ?s open to try every way of filling them',
          expected: [],
          ...firstTagPosition(record),
        },
      ],
    };
  const choices: Array<Choice & { filled: SetupPlan['assignments'][number]['filled'] }> = [];
  let refused: NotationError | null = null;
  for (const assignment of plan.assignments) {
    try {
      const { state, events } = newGameWithEvents({ ...options, setup: assignment.setup });
      choices.push({
        label: assignment.filled.map((entry) => `${entry.slot} ${entry.value}`).join(', '),
        node: startNode(record, state, events),
        filled: assignment.filled,
      });
    } catch (error) {
      refused ??= {
        code: 'setup-contradiction',
        severity: 'error',
        message: error instanceof Error ? error.message : String(error),
        expected: [],
        ...firstTagPosition(record),
      };
    }
  }
  if (choices.length === 0) return { errors: refused === null ? [] : [refused] };
  if (choices.length === 1)
    return { step: { kind: 'next', node: (choices[0] as Choice).node }, plan };
  return {
    plan,
    step: {
      kind: 'choose',
      options: choices,
      at: undefined,
      what: 'setup',
      item: -1,
      explain: (fits) => {
        // One warning per slot that more than one fitting setup fills differently.
        const first = choices.find((choice) => choice === fits[0]) ?? choices[0];
        const warnings: NotationError[] = [];
        (first?.filled ?? []).forEach((entry, index) => {
          const values = new Set(
            fits.map((fit) => (fit as (typeof choices)[number]).filled[index]?.value ?? ''),
          );
          if (values.size > 1)
            warnings.push({
              code: 'undetermined',
              severity: 'warning',
              message: `the record leaves the ${entry.slot} open: ${[...values].join(', ')} all fit; replayed with ${entry.value}`,
              expected: [...values],
              ...(entry.at ?? {}),
            });
        });
        return warnings;
      },
    },
  };
}

/** Where a seeded record also states setup tags: each must be what the seed sets up. */
function compareSeededSetup(
  record: GameRecord,
  settings: RecordSettings,
  state: GameState,
): NotationError[] {
  const facts = settings.table;
  if (facts === undefined) return [];
  const tags = new Map(
    record.header.flatMap((item) => (item.kind === 'tag' ? [[item.name, item] as const] : [])),
  );
  const problems: NotationError[] = [];
  const differ = (name: string, message: string) => {
    const at = positionOf(tags.get(name));
    problems.push({
      code: 'setup-contradiction',
      severity: 'error',
      message: `[${name}] contradicts [Seed]: ${message}`,
      expected: [],
      ...(at ?? {}),
    });
  };
  const seen = describeSetup(state);
  const name = (id: number) => buildingCardName(buildingCardRefOf(state.edition, id));
  facts.startingBuildings.forEach((type, area) => {
    const actual = seen.startingBuildings[area];
    if (type !== null && actual !== undefined && type !== actual)
      differ('Start', `area ${area + 1} starts with ${codeOf(actual)}, not ${codeOf(type)}`);
  });
  facts.tops.forEach((card, index) => {
    const top = seen.tops[index] ?? -1;
    if (card !== null && top >= 0 && buildingCardName(card) !== name(top))
      differ(
        'Piles',
        `the ${DECKS[index]} pile starts with ${name(top)}, not ${buildingCardName(card)}`,
      );
  });
  facts.startingResourceCards.forEach((card, seat) => {
    const held = state.players[seat]?.startingBasicCard;
    const grants =
      held === null || held === undefined ? [] : (state.edition.resourceCards[held]?.grants ?? []);
    if (card !== null && card.grants.join() !== grants.join())
      differ('Resources', `player ${seatLetter(seat)} starts with another Basic Resource Card`);
  });
  facts.resourcePile.forEach((card, index) => {
    const id = state.resourcePile[index];
    const grants = id === undefined ? [] : (state.edition.resourceCards[id]?.grants ?? []);
    if (card !== null && card.grants.join() !== grants.join())
      differ('ResourcePile', `card ${index + 1} of the Resource Card Pile is another`);
  });
  return problems;
}

function codeOf(type: string): string {
  return type === '-' ? '-' : ((BUILDING_CODES as Record<string, string>)[type] ?? type);
}

/** The tags a table record states its setup with besides `[Start]` (`?` for what was not seen). */
const TABLE_TAGS = ['Piles', 'Resources', 'ResourcePile'] as const;

/** The error of a table record whose `[Start]` comes without some of {@link TABLE_TAGS}. */
function missingSetupError(missing: readonly string[], start: RecordTag): NotationError {
  return {
    code: 'missing-setup',
    severity: 'error',
    message: `a table record states its whole setup: [Start] with [Piles], [Resources] and [ResourcePile], "?" for what was not seen; ${missing.map((name) => `[${name}]`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    expected: missing.map((name) => `[${name} "..."]`),
    ...positionOf(start),
  };
}
