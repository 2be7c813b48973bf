import { DEFAULT_WEIGHTS, type HeuristicWeights } from '../heuristic/evaluate.js';
import type { MctsBotOptions } from '../mcts/mcts-options.js';
import { BotError } from '../play/bot-error.js';

/**
 * The options of a built-in bot written after its name, `,key=value` each
 * (`mcts:20it,exploration=0.3,rollout-policy=random,label=explore`): every option of the bot's
 * API that a command line can carry, a weight of the heuristic evaluation as `w.<name>=<number>`
 * (`w.boardShips=12/10/8/6/4`, `w.shipyardCards.icebreaker=2`), and `label=<text>`, the short name
 * of the bot in tables, charts and records.
 */
export interface WrittenOptions {
  /** The options for `mctsBot` (MCTS only; `budget` and `seed` come from the spec and the study). */
  mcts: Partial<MctsBotOptions>;
  /** Weights of the heuristic evaluation (heuristic and MCTS). */
  weights: Partial<HeuristicWeights>;
  /** The short label, if given. */
  label?: string;
  /** The options again, canonical: `key=value` in a fixed order, for the spec's spelling. */
  canonical: string[];
}

type Reader = (value: string, key: string) => unknown;

const number: Reader = (value, key) => {
  const read = Number(value);
  if (value.trim() === '' || !Number.isFinite(read))
    throw bad(`${key} must be a number, not "${value.slice(0, 30)}"`);
  return read;
};
const whole =
  (min: number): Reader =>
  (value, key) => {
    const read = number(value, key) as number;
    if (!Number.isInteger(read) || read < min)
      throw bad(`${key} must be a whole number from ${min}, not "${value.slice(0, 30)}"`);
    return read;
  };
const positive: Reader = (value, key) => {
  const read = number(value, key) as number;
  if (!(read > 0)) throw bad(`${key} must be a positive number, not "${value.slice(0, 30)}"`);
  return read;
};
const yesNo: Reader = (value, key) => {
  if (value === 'true' || value === 'false') return value === 'true';
  throw bad(`${key} must be true or false, not "${value.slice(0, 30)}"`);
};
const policy: Reader = (value, key) => {
  if (value === 'random' || value === 'heuristic') return value;
  throw bad(`${key} must be random or heuristic, not "${value.slice(0, 30)}"`);
};

const evaluatorName: Reader = (value, key) => {
  if (value === 'auto' || value === 'heuristic' || value === 'learned') return value;
  throw bad(`${key} must be auto, heuristic or learned, not "${value.slice(0, 30)}"`);
};

/** The MCTS options a command line can set, by their written key, in canonical order. */
const MCTS_KEYS: ReadonlyArray<[key: string, option: keyof MctsBotOptions, read: Reader]> = [
  ['exploration', 'exploration', number],
  ['rollout-depth', 'rolloutDepth', whole(0)],
  ['rollout-policy', 'rolloutPolicy', policy],
  ['rollout-turns', 'rolloutTurns', whole(0)],
  ['reuse-tree', 'reuseTree', yesNo],
  ['value-scale', 'valueScale', positive],
  ['prior-visits', 'priorVisits', number],
  ['prior-depth', 'priorDepth', whole(0)],
  ['evaluator', 'evaluator', evaluatorName],
];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Reads the `,key=value` options of a built-in bot (`kind`). Keys are written in kebab case or
 * camel case (`rollout-depth` or `rolloutDepth`).
 *
 * @throws {@link BotError} `invalid-options` naming the key or value that is wrong, and the keys
 * the bot takes.
 */
export function readBotOptions(
  kind: 'random' | 'uniform' | 'heuristic' | 'mcts',
  pairs: readonly string[],
): WrittenOptions {
  const options: WrittenOptions = { mcts: {}, weights: {}, canonical: [] };
  const seen = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw bad(`bot option "${pair.slice(0, 40)}" must be key=value`);
    const written = pair
      .slice(0, at)
      .trim()
      .replace(/^weights\./, 'w.');
    // Weights keep their names (camel case, as in the API); other keys are read in kebab case.
    const key = written.startsWith('w.') ? written : kebab(written);
    const value = pair.slice(at + 1).trim();
    if (seen.has(key)) throw bad(`bot option ${key} is given twice`);
    seen.set(key, value);
  }
  const label = seen.get('label');
  if (label !== undefined) {
    if (!/^[A-Za-z0-9][\w.:+-]{0,23}$/.test(label))
      throw bad(
        `label must be 1 to 24 letters, digits or . _ : + - (starting with a letter or digit), not "${label.slice(0, 30)}"`,
      );
    options.label = label;
    seen.delete('label');
  }
  if (kind === 'mcts')
    for (const [key, option, read] of MCTS_KEYS) {
      const value = seen.get(key);
      if (value === undefined) continue;
      (options.mcts as Record<string, unknown>)[option] = read(value, key);
      options.canonical.push(`${key}=${String(read(value, key))}`);
      seen.delete(key);
    }
  if (kind === 'mcts' || kind === 'heuristic')
    for (const key of [...seen.keys()].filter((name) => name.startsWith('w.')).sort()) {
      const value = seen.get(key) as string;
      setWeight(options.weights, key.slice(2), value);
      options.canonical.push(`${key}=${value.replace(/\s+/g, '')}`);
      seen.delete(key);
    }
  const unknown = [...seen.keys()][0];
  if (unknown !== undefined) {
    const keys = [
      ...(kind === 'mcts' ? MCTS_KEYS.map(([key]) => key) : []),
      ...(kind === 'mcts' || kind === 'heuristic' ? ['w.<weight>'] : []),
      'label',
    ];
    throw bad(`${kind} has no option ${unknown.slice(0, 30)}: its options are ${keys.join(', ')}`);
  }
  if (label !== undefined) options.canonical.push(`label=${label}`);
  return options;
}

/** Sets the weight at `path` (`majorityReach`, `boardShips`, `shipyardCards.icebreaker`). */
function setWeight(weights: Partial<HeuristicWeights>, path: string, value: string): void {
  const [name, part] = path.split('.');
  const base = (DEFAULT_WEIGHTS as unknown as Record<string, unknown>)[name ?? ''];
  const target = weights as Record<string, unknown>;
  const key = `w.${path}`;
  if (typeof base === 'number' && part === undefined) target[name as string] = number(value, key);
  else if (Array.isArray(base) && part === undefined) {
    const list = value.split('/').map((item) => number(item, key) as number);
    if (list.length !== base.length)
      throw bad(`${key} takes ${base.length} numbers separated by /, not "${value.slice(0, 30)}"`);
    target[name as string] = list;
  } else if (typeof base === 'object' && base !== null && part !== undefined && part in base) {
    target[name as string] = {
      ...(base as object),
      ...((target[name as string] as object | undefined) ?? {}),
      [part]: number(value, key),
    };
  } else
    throw bad(
      `no weight ${path.slice(0, 30)}: the weights are ${Object.keys(DEFAULT_WEIGHTS).join(', ')}`,
    );
}

function bad(message: string): BotError {
  return new BotError('invalid-options', message);
}
