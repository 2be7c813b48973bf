/**
 * The points where the three rulebooks (English, French, Polish) disagree or say nothing, each a
 * named reading a group chooses in {@link newGame}. Stored in `state.rules`, so saves and records
 * carry the readings a game was played with. `docs/rules-decisions.md` quotes every reading.
 */
export interface RuleOptions {
  /**
   * Which rankings count for the tie-break "first more often": every ranking (areas, open tracks,
   * asterisk cards, discards), or areas and Research Tracks only (Polish rulebook). The scorer's
   * option of the same name.
   */
  firstPlaceRankings: 'allRankings' | 'areasAndTracks';
  /** Whether each other player must take a Shipyard Card after a ship is built, or may decline. */
  shipyardCardChoice: 'required' | 'optional';
  /**
   * Whether an Icebreaker belongs to the ship it was played on (that ship must still be second in
   * line when the Sun arrives) or to the area (whichever of its owner's ships is second then).
   */
  icebreakerBinding: 'ship' | 'area';
  /**
   * Where a new cube enters a Research Track: the first free space (Polish rulebook), or only the
   * first space, so a track whose first space is taken cannot be started (English and French).
   */
  newCubeSpace: 'firstFreeSpace' | 'firstSpace';
  /**
   * Whether the ship taking its turn may be discarded once it has sailed (every rulebook lists
   * "a Ship from the game board"), or never during its own turn.
   */
  turnShipDiscard: 'afterSailing' | 'never';
  /**
   * When a Shipyard Card may be played: once the ship has arrived (English and Polish rulebooks),
   * or at any time of the turn, before sailing too (French). "Place a Scientist" always waits for
   * the ship to arrive, since it puts the scientist where the ship sailed to.
   */
  cardTiming: 'afterSailing' | 'anyTime';
  /**
   * What is left of a turn in which the player built a ship: the rest of the turn (a card, a
   * discard, as English and Polish allow), or nothing, as the French rulebook says the turn stops
   * once the ship is placed.
   */
  afterShipBuilt: 'turnGoesOn' | 'turnEnds';
}

/** Every rule reading with its values, the default first. For command lines and settings screens. */
export const RULE_OPTIONS: {
  readonly [K in keyof RuleOptions]: readonly [RuleOptions[K], ...RuleOptions[K][]];
} = {
  firstPlaceRankings: ['allRankings', 'areasAndTracks'],
  shipyardCardChoice: ['required', 'optional'],
  icebreakerBinding: ['ship', 'area'],
  newCubeSpace: ['firstFreeSpace', 'firstSpace'],
  turnShipDiscard: ['afterSailing', 'never'],
  cardTiming: ['afterSailing', 'anyTime'],
  afterShipBuilt: ['turnGoesOn', 'turnEnds'],
};

/** The documented default of every reading. */
export const DEFAULT_RULES: Readonly<RuleOptions> = Object.freeze({
  firstPlaceRankings: 'allRankings',
  shipyardCardChoice: 'required',
  icebreakerBinding: 'ship',
  newCubeSpace: 'firstFreeSpace',
  turnShipDiscard: 'afterSailing',
  cardTiming: 'afterSailing',
  afterShipBuilt: 'turnGoesOn',
});

/**
 * The readings of saves written before rule readings existed: the defaults, except that the ship
 * taking its turn could never be discarded then.
 */
export const LEGACY_RULES: Readonly<RuleOptions> = Object.freeze({
  ...DEFAULT_RULES,
  turnShipDiscard: 'never',
});

/** Fills the readings left out with their defaults. */
export function withDefaultRules(rules: Partial<RuleOptions> | undefined): RuleOptions {
  const full = { ...DEFAULT_RULES };
  if (rules === undefined) return full;
  for (const key of Object.keys(RULE_OPTIONS) as Array<keyof RuleOptions>) {
    const value = rules[key];
    // A reading set to undefined counts as left out, as optional fields do everywhere else.
    if (value !== undefined) (full as Record<string, string>)[key] = value;
  }
  return full;
}
