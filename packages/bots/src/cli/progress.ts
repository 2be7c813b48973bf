/** Progress on standard error: a bar with rate and time left on a terminal, else a line every 10 %. */
export class Progress {
  private readonly started = Date.now();
  private lastDraw = 0;
  private lastTenth = -1;
  constructor(private readonly io: { stderr(text: string): void; isTerminal: boolean }) {}
  update(done: number, total: number): void {
    const now = Date.now();
    const elapsed = (now - this.started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const left = rate > 0 ? (total - done) / rate : 0;
    const stats = `${done.toLocaleString('en')}/${total.toLocaleString('en')} games, ${rate.toFixed(rate < 10 ? 1 : 0)} games/s, ${clock(left)} left`;
    if (this.io.isTerminal) {
      if (now - this.lastDraw < 100 && done < total) return;
      this.lastDraw = now;
      const width = 30;
      const filled = Math.round((done / Math.max(1, total)) * width);
      this.io.stderr(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / Math.max(1, total)) * 100).toFixed(0).padStart(3)}% ${stats}   `,
      );
      return;
    }
    const tenth = Math.floor((done / Math.max(1, total)) * 10);
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.io.stderr(`antarctica-sim: ${stats}\n`);
  }
  end(): void {
    if (this.io.isTerminal) this.io.stderr('\n');
  }
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
    : `${minutes}:${String(rest).padStart(2, '0')}`;
}
