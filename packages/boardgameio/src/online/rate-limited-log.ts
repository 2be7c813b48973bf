/**
 * A log that writes at most `linesPerSecond` lines a second; the lines over it are counted and
 * told in one line with the next line written (`(1,234 more lines left out)`). A flood of
 * garbage packets made a line each (20,000 lines in 1.5 s).
 */
export function rateLimitedLog(
  log: (line: string) => void,
  linesPerSecond = 20,
  now: () => number = Date.now,
): (line: string) => void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let leftOut = 0;
  return (line) => {
    const time = now();
    if (time - windowStart >= 1000) {
      windowStart = time;
      written = 0;
    }
    if (written >= linesPerSecond) {
      leftOut++;
      return;
    }
    written++;
    if (leftOut > 0) {
      log(`(${leftOut.toLocaleString('en')} more lines left out)`);
      leftOut = 0;
    }
    log(line);
  };
}
