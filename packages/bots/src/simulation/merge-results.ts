import { readFileSync } from 'node:fs';
import { UsageError } from '../usage-error.js';
import { type Aggregate, canonicalAggregate, emptyAggregate, mergeAggregate } from './aggregate.js';
import { parseBotSpec, printable } from './bot-spec.js';
import { type GameRange, joinRanges } from './game-ranges.js';
import { doneOf, type SimulationResult } from './run-simulation.js';

/** Options of {@link mergeResults}. */
export interface MergeOptions {
  /** Accept parts that were interrupted (the merged result is then marked interrupted too). */
  allowPartial?: boolean;
}

/**
 * Combines the results of the shards of one study into the result of the whole study: the same
 * config, every shard of the split exactly once. An interrupted part is refused unless
 * `allowPartial` is set.
 *
 * @throws Error naming the file that does not fit.
 */
export function mergeResults(
  results: readonly SimulationResult[],
  names: readonly string[] = [],
  options: MergeOptions = {},
): SimulationResult {
  const first = results[0];
  if (first === undefined) throw new UsageError('nothing to merge');
  const name = (index: number) => printable(names[index] ?? `result ${index + 1}`);
  const configText = JSON.stringify(first.config);
  const count = first.shard?.count ?? 1;
  const seen = new Set<number>();
  results.forEach((result, index) => {
    if (JSON.stringify(result.config) !== configText)
      throw new UsageError(
        `${name(index)} is from another study (its settings differ from ${name(0)})`,
      );
    const shard = result.shard ?? { index: 1, count: 1 };
    if (shard.count !== count)
      throw new UsageError(
        `${name(index)} is shard ${shard.index}/${shard.count}, not of ${count} shards`,
      );
    if (seen.has(shard.index))
      throw new UsageError(`shard ${shard.index}/${count} is given twice (${name(index)})`);
    seen.add(shard.index);
    if (result.interrupted && options.allowPartial !== true)
      throw new UsageError(
        `${name(index)} is an interrupted run (${result.aggregate.games} of ${result.gamesPlanned} games): finish it with --resume, or merge with --allow-partial`,
      );
  });
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (index) => !seen.has(index),
  );
  if (missing.length > 0) throw new UsageError(`shard ${missing[0]}/${count} is missing`);
  const config = first.config;
  const aggregate: Aggregate = emptyAggregate(config.players);
  const done: GameRange[] = [];
  for (const result of results) {
    mergeAggregate(aggregate, result.aggregate);
    done.push(...doneOf(result));
  }
  return {
    format: 'antarctica-sim/1',
    config,
    shard: null,
    gamesPlanned: results.reduce((sum, result) => sum + result.gamesPlanned, 0),
    interrupted: results.some((result) => result.interrupted),
    done: joinRanges(done),
    // In the order of the bots' labels, as a run writes them (a spec's label may be its label=).
    aggregate: canonicalAggregate(
      aggregate,
      config.bots.map((spec) => parseBotSpec(spec).label),
    ),
  };
}

/** Reads a result file written with `--json`, or throws a {@link UsageError} saying why not. */
export function readResult(path: string): SimulationResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
    throw new UsageError(`cannot read ${printable(path)}: ${code}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`${printable(path)} is not JSON (write shard results with --json)`);
  }
  const result = value as SimulationResult;
  if (
    typeof value !== 'object' ||
    value === null ||
    result.format !== 'antarctica-sim/1' ||
    typeof result.aggregate !== 'object' ||
    typeof result.config !== 'object'
  )
    throw new UsageError(
      `${printable(path)} is not an antarctica-sim result (format antarctica-sim/1)`,
    );
  return result;
}
