import { describe, expect, it } from 'vitest';
import { readServeOptions } from './serve-options.js';

describe("antarctica-serve's command line", () => {
  it('takes --flag value and --flag=value', () => {
    expect(readServeOptions(['--port', '8001', '--host=0.0.0.0'])).toEqual({
      help: false,
      port: '8001',
      host: '0.0.0.0',
    });
    expect(readServeOptions(['--bot-pause', '0'])).toEqual({ help: false, 'bot-pause': '0' });
    expect(readServeOptions(['--matches-per-address=5'])).toEqual({
      help: false,
      'matches-per-address': '5',
    });
    expect(readServeOptions([])).toEqual({ help: false });
    expect(readServeOptions(['--help'])).toEqual({ help: true });
  });

  it('skips the leading -- that `pnpm serve -- --port 8001` passes on', () => {
    expect(readServeOptions(['--', '--port', '8001'])).toEqual({ help: false, port: '8001' });
    expect(readServeOptions(['--port', '8001', '--', 'x'])).toEqual({
      error: 'unexpected argument x',
    });
  });

  it.each([
    [['--port', '1', '--port', '2'], 'option --port is given twice'],
    [['--host=a', '--host', 'b'], 'option --host is given twice'],
    [['--port', '--host', 'x'], 'option --port needs a value'],
    [['--port'], 'option --port needs a value'],
    [['--bot-pause', '--port', '1'], 'option --bot-pause needs a value'],
    [['--verbose'], 'unknown option --verbose'],
    [['-p', '1'], 'unknown option -p'],
    [['--help=yes'], 'option --help takes no value'],
    [['8000'], 'unexpected argument 8000'],
    [['--\u001b[31m'], 'unknown option --\\u001b[31m'],
  ])('refuses %j: %s', (args, error) => {
    expect(readServeOptions(args)).toEqual({ error });
  });
});
