import type {
  BodyItem,
  GameRecord,
  HeaderItem,
  MoveItem,
  RecordComment,
  RecordTag,
} from '@antarctica-game/notation';
import type {
  ChanceLuck,
  DecisionAnalysis,
  GameAnalysis,
  PlayerSummary,
  Verdict,
} from '../analysis-types.js';
import { formatLuck, formatOutcome, signed } from './eval-command.js';

/** The numeric glyph of each verdict, as PGN's: `$6` dubious, `$2` mistake, `$4` blunder. */
export const VERDICT_GLYPHS: Readonly<Record<Verdict, number>> = Object.freeze({
  inaccuracy: 6,
  mistake: 2,
  blunder: 4,
});

/** The comment commands the analysis writes (an older analysis's comments with them are replaced). */
export const ANALYSIS_COMMANDS: readonly string[] = ['eval', 'best', 'loss', 'luck'];

/** The header tags the analysis writes, each a list with one entry per seat where it says so. */
export const ANALYSIS_TAGS: readonly string[] = [
  'AnalysisBudget',
  'AnalysisSeed',
  'AnalysisAccuracy',
  'AnalysisErrors',
  'AnalysisPointsLost',
  'AnalysisLuck',
];

/**
 * The record with its analysis written in, as an ordinary record every tool reads:
 *
 * - after each analysed move a comment `{[%eval W,M]}`: the mover's win share `W` and expected
 *   margin `M` in Victory Points after the move played; where it gave up something also
 *   `[%loss W,M]`, and where a chance outcome came with it `[%luck …]` (each seat's luck in win
 *   share, seats in order);
 * - a verdict as a numeric glyph: `$6` inaccuracy, `$2` mistake, `$4` blunder;
 * - for each move with a verdict, the best move found as a variation, with its own `[%eval]`;
 * - the summary as tags: `AnalysisAccuracy`, `AnalysisErrors` (inaccuracies/mistakes/blunders),
 *   `AnalysisPointsLost` and `AnalysisLuck`, one entry per seat separated by spaces, and the
 *   `AnalysisBudget` and `AnalysisSeed` it ran with; the set-up's luck in a comment after them.
 *
 * Comments holding an older analysis's commands and its tags are replaced; other comments,
 * annotations and variations stay. A record the analysis could not replay comes back unchanged.
 */
export function analysedRecord(record: GameRecord, analysis: GameAnalysis): GameRecord {
  if (!analysis.ok) return record;
  const decisions = new Map<number, DecisionAnalysis>();
  for (const decision of analysis.decisions)
    if (!decisions.has(decision.item)) decisions.set(decision.item, decision);
  const chances = new Map<number, ChanceLuck>();
  for (const chance of analysis.chances) if (chance.item >= 0) chances.set(chance.item, chance);
  const body: BodyItem[] = [];
  record.body.forEach((item, index) => {
    if (isOurComment(item) || isOurVariation(item)) return;
    const decision = decisions.get(index);
    const chance = chances.get(index);
    if (item.kind !== 'move' || (decision === undefined && chance === undefined)) {
      body.push(item);
      return;
    }
    const next = record.body[index + 1];
    const analysedBefore = next !== undefined && isOurComment(next);
    body.push(withGlyph(item, decision?.verdict ?? null, analysedBefore));
    const commands: string[] = [];
    if (decision !== undefined) {
      commands.push(`[%eval ${formatOutcome(decision.played.value)}]`);
      if (!decision.forced && (decision.loss.winShare > 0 || decision.loss.margin > 0))
        commands.push(`[%loss ${formatOutcome(decision.loss)}]`);
    }
    if (chance !== undefined) commands.push(`[%luck ${formatLuck(chance.luck)}]`);
    body.push(comment(commands.join(' ')));
    if (decision?.verdict != null)
      body.push({
        kind: 'variation',
        body: [
          { kind: 'move', seat: decision.seat, move: decision.bestNotation },
          comment(`[%eval ${formatOutcome(decision.best.value)}] best found`),
        ],
      });
  });
  const header: HeaderItem[] = record.header.filter(
    (item) => !(item.kind === 'tag' && ANALYSIS_TAGS.includes(item.name)) && !isOurComment(item),
  );
  header.push(...summaryTags(analysis));
  const setup = analysis.chances.find((chance) => chance.kind === 'setup');
  if (setup !== undefined) header.push(comment(`[%luck ${formatLuck(setup.luck)}] set-up`));
  return { header, body };
}

function summaryTags(analysis: GameAnalysis): RecordTag[] {
  const each = (write: (player: PlayerSummary) => string): string =>
    analysis.players.map(write).join(' ');
  const tag = (name: string, value: string): RecordTag => ({ kind: 'tag', name, value });
  return [
    tag('AnalysisBudget', String(analysis.settings.budget)),
    tag('AnalysisSeed', String(analysis.settings.seed)),
    tag(
      'AnalysisAccuracy',
      each((player) => (player.accuracy === null ? '-' : player.accuracy.toFixed(1))),
    ),
    tag(
      'AnalysisErrors',
      each((player) => `${player.inaccuracies}/${player.mistakes}/${player.blunders}`),
    ),
    tag(
      'AnalysisPointsLost',
      each((player) => player.pointsLost.toFixed(1)),
    ),
    tag(
      'AnalysisLuck',
      each((player) => signed(player.luck, 3)),
    ),
  ];
}

function comment(text: string): RecordComment {
  return { kind: 'comment', style: 'brace', text };
}

/** The move with the verdict's glyph; an older analysis's glyph replaced, a recorder's kept. */
function withGlyph(item: MoveItem, verdict: Verdict | null, analysedBefore: boolean): MoveItem {
  const { glyphs, ...rest } = item;
  const ours = Object.values(VERDICT_GLYPHS);
  const kept = (glyphs ?? []).filter((glyph) => !(analysedBefore && ours.includes(glyph)));
  if (verdict !== null && kept.includes(VERDICT_GLYPHS[verdict])) return { ...rest, glyphs: kept };
  if (verdict !== null) kept.push(VERDICT_GLYPHS[verdict]);
  return kept.length === 0 ? { ...rest } : { ...rest, glyphs: kept };
}

/** A variation written by an analysis: one move and a comment of its commands that ends `best found`. */
function isOurVariation(item: BodyItem): boolean {
  if (item.kind !== 'variation' || item.body.length !== 2) return false;
  const last = item.body[1];
  return (
    last !== undefined &&
    isOurComment(last) &&
    last.kind === 'comment' &&
    last.text.endsWith('best found')
  );
}

/** A comment written by an analysis: every command in it is one of the analysis's. */
function isOurComment(item: BodyItem | HeaderItem): boolean {
  if (item.kind !== 'comment' || item.commands === undefined) return false;
  return item.commands.every((command) => ANALYSIS_COMMANDS.includes(command.name));
}
