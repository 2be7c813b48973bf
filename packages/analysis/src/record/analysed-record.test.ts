import { parseRecord, replayRecord } from '@antarctica-game/notation';
import { describe, expect, it } from 'vitest';
import { parsed, TABLE_OPENING } from '../__fixtures__/records.js';
import { analyseGame } from '../analyse-game.js';
import { analysedRecord, VERDICT_GLYPHS } from './analysed-record.js';
import { readLuck, readOutcome } from './eval-command.js';
import { formatAnalysedRecord } from './format-analysed.js';

const record = parsed(TABLE_OPENING);
const options = { budget: 4, luckSamples: 3, luckDraws: 2, seed: 3 };
const analysis = analyseGame(record, options);
const text = formatAnalysedRecord(record, analysis);

describe('the analysed record', () => {
  it('is an ordinary record: it parses, replays as the original, and formats to itself', () => {
    const { record: again, errors } = parseRecord(text);
    expect(errors).toEqual([]);
    if (again === null) throw new Error('no record');
    const replay = replayRecord(again);
    const original = replayRecord(record);
    expect(replay.moves).toEqual(original.moves);
    expect(replay.errors.filter((error) => error.severity === 'error')).toEqual(
      original.errors.filter((error) => error.severity === 'error'),
    );
    // Every variation (the best moves) replays too.
    expect(replay.variations.every((variation) => variation.ok)).toBe(true);
  });

  it('carries an [%eval] on every analysed move, [%loss] and [%luck] where due, a glyph and a variation per verdict', () => {
    const { record: again } = parseRecord(text);
    if (again === null) throw new Error('no record');
    const evals: string[] = [];
    let luck = 0;
    let glyphs = 0;
    let variations = 0;
    for (const item of again.body) {
      if (item.kind === 'variation') variations++;
      if (item.kind === 'move')
        glyphs += (item.glyphs ?? []).filter((glyph) =>
          Object.values(VERDICT_GLYPHS).includes(glyph),
        ).length;
      if (item.kind !== 'comment') continue;
      for (const command of item.commands ?? []) {
        if (command.name === 'eval') {
          expect(readOutcome(command.value)).not.toBeNull();
          evals.push(command.value);
        }
        if (command.name === 'luck') {
          expect(readLuck(command.value)).toHaveLength(2);
          luck++;
        }
      }
    }
    expect(evals).toHaveLength(analysis.decisions.length);
    // The set-up's luck too: the formatter moves a comment after the last tag into the move text.
    expect(luck).toBe(analysis.chances.length);
    const verdicts = analysis.decisions.filter((decision) => decision.verdict !== null).length;
    expect(glyphs).toBe(verdicts);
    expect(variations).toBe(verdicts);
  });

  it('states the summary as tags, one entry per seat', () => {
    const { record: again } = parseRecord(text);
    const tags = new Map(
      (again?.header ?? []).flatMap((item) =>
        item.kind === 'tag' ? [[item.name, item.value]] : [],
      ),
    );
    expect(tags.get('AnalysisBudget')).toBe('4');
    expect(tags.get('AnalysisSeed')).toBe('3');
    expect(tags.get('AnalysisAccuracy')?.split(' ')).toEqual(
      analysis.players.map((player) => player.accuracy?.toFixed(1)),
    );
    expect(tags.get('AnalysisErrors')?.split(' ')).toHaveLength(2);
    expect(tags.get('AnalysisLuck')?.split(' ')).toHaveLength(2);
  });

  it('replaces an older analysis instead of adding a second one: analysing it again gives the same text', () => {
    const { record: again } = parseRecord(text);
    if (again === null) throw new Error('no record');
    expect(formatAnalysedRecord(again, analyseGame(again, options))).toBe(text);
  });

  it('keeps a record the analysis could not replay as it was', () => {
    const failed = { ...analysis, ok: false };
    expect(analysedRecord(record, failed)).toBe(record);
  });
});
