import { parseArgs } from 'node:util';

/** What `antarctica-serve` was asked, or the one-line mistake (exit code 2). */
export type ServeOptions =
  | { help: true }
  | {
      help: false;
      port?: string;
      host?: string;
      'bot-pause'?: string;
      'matches-per-address'?: string;
    }
  | { error: string };

const VALUES = new Set(['port', 'host', 'bot-pause', 'matches-per-address']);

/**
 * Reads `antarctica-serve`'s command line by the project's common rules: `--flag value` and
 * `--flag=value` both work; an option is never taken as another option's value (`--port --host`
 * is refused); unknown options, arguments, a value given to `--help` and an option given twice
 * are refused with a message naming them. A leading `--` (which `pnpm <script> -- ...` passes on)
 * is skipped.
 */
export function readServeOptions(args: readonly string[]): ServeOptions {
  // `pnpm serve -- --port 8001` hands the `--` on (npm drops it): a leading one ends nothing.
  const given = args[0] === '--' ? args.slice(1) : [...args];
  // Not strict: each token is checked here, so that every mistake gets this command's words.
  const { tokens } = parseArgs({
    args: given,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'bot-pause': { type: 'string' },
      'matches-per-address': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const found: {
    port?: string;
    host?: string;
    'bot-pause'?: string;
    'matches-per-address'?: string;
  } = {};
  let help = false;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') return { error: `unexpected argument ${shown(token.value)}` };
    const flag = `--${token.name}`;
    if (token.name === 'help' && token.rawName === '--help') {
      if (token.value !== undefined) return { error: 'option --help takes no value' };
      help = true;
      continue;
    }
    if (!VALUES.has(token.name) || token.rawName !== flag)
      return { error: `unknown option ${shown(token.rawName)}` };
    const value = token.value;
    if (value === undefined || (!token.inlineValue && value.startsWith('-')))
      return { error: `option ${flag} needs a value` };
    const name = token.name as 'port' | 'host' | 'bot-pause' | 'matches-per-address';
    if (found[name] !== undefined) return { error: `option ${flag} is given twice` };
    found[name] = value;
  }
  return help ? { help: true } : { help: false, ...found };
}

/** Text safe to print on one line: control characters escaped, at most 60 characters. */
function shown(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > 60 ? `${escaped.slice(0, 57)}...` : escaped;
}
