import { expect, it } from 'vitest';
import { rateLimitedLog } from './rate-limited-log.js';

it('writes at most so many lines a second and tells how many it left out', () => {
  let time = 0;
  const lines: string[] = [];
  const log = rateLimitedLog(
    (line) => lines.push(line),
    3,
    () => time,
  );
  for (let i = 0; i < 2000; i++) log(`line ${i}`);
  expect(lines).toEqual(['line 0', 'line 1', 'line 2']);
  time = 1000;
  log('later');
  expect(lines.slice(3)).toEqual(['(1,997 more lines left out)', 'later']);
});
