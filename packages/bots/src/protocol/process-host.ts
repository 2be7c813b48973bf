import { performance } from 'node:perf_hooks';
import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  Worker,
} from 'node:worker_threads';

/**
 * The code of a helper thread that owns one external program: it starts it (in a process group
 * of its own, through the shell), writes lines to it, reads its lines with a time limit and kills
 * it. Written as plain JavaScript text and run with `eval`, so that it works the same from the
 * sources (tests) and from the bundle, with no file of its own to find.
 */
const HOST_SOURCE = `
const { workerData } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const { port, flag: shared, command, cwd } = workerData;
const flag = new Int32Array(shared);
let child = null;
let lines = [];
let partial = '';
let exited = null;
let stderr = '';
let stderrOpen = false;
let current = null;
let waiting = null;
function reply(message) {
  port.postMessage(message);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
function settle() {
  if (waiting === null) return;
  const w = waiting;
  if (lines.length > 0) {
    waiting = null;
    clearTimeout(w.timer);
    reply({ id: w.id, line: lines.shift() });
  } else if (exited !== null) {
    waiting = null;
    clearTimeout(w.timer);
    reply({ id: w.id, exit: exited, stderr });
  }
}
function kill() {
  if (child !== null && exited === null) {
    try { process.kill(-child.pid, 'SIGKILL'); } catch { try { child.kill('SIGKILL'); } catch {} }
  }
}
port.on('message', (request) => {
  if (request.op === 'start') {
    lines = []; partial = ''; exited = null; stderr = ''; stderrOpen = true;
    try {
      child = spawn(command, { cwd, shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      exited = 'could not start: ' + error.message;
      reply({ id: request.id, exit: exited, stderr });
      return;
    }
    const mine = child;
    current = child;
    child.on('error', (error) => { if (mine === child && exited === null) { exited = 'could not start: ' + error.message; settle(); } });
    child.on('exit', (code, signal) => { if (mine === child) { exited = signal ? 'killed by ' + signal : 'exit code ' + code; settle(); } });
    child.stdin.on('error', () => {});
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      if (mine !== child) return;
      partial += chunk;
      let end;
      while ((end = partial.indexOf('\\n')) >= 0) {
        lines.push(partial.slice(0, end).replace(/\\r$/, ''));
        partial = partial.slice(end + 1);
      }
      if (partial.length > ${2 ** 24}) { lines.push(partial); partial = ''; }
      settle();
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => { if (mine === current) stderr = (stderr + chunk).slice(-2000); });
    child.stderr.on('close', () => { if (mine === current) stderrOpen = false; });
    reply({ id: request.id, pid: child.pid });
  } else if (request.op === 'ask') {
    if (request.line !== undefined && child !== null && exited === null) child.stdin.write(request.line + '\\n');
    if (!request.read) { reply({ id: request.id }); return; }
    waiting = { id: request.id, timer: setTimeout(() => {
      if (waiting !== null && waiting.id === request.id) { waiting = null; reply({ id: request.id, timeout: true }); }
    }, request.ms) };
    settle();
  } else if (request.op === 'stop') {
    if (child !== null && exited === null) { try { child.stdin.end(); } catch {} }
    kill();
    // What the program wrote on its standard error just before is read once the pipe closes
    // (the killed program closes it at once; 200 ms at most).
    const stopping = child;
    child = null;
    const started = Date.now();
    const answer = () => {
      if (stopping !== null && stderrOpen && Date.now() - started < 200) { setTimeout(answer, 5); return; }
      reply({ id: request.id, stderr });
    };
    answer();
  }
});
process.on('exit', kill);
`;

/** What reading a line gave: the line, nothing in time, or the program's end. */
export type ReadResult = { line: string } | { timeout: true } | { exit: string; stderr: string };

/**
 * One external program behind a synchronous interface: `start`, `write`, `read` block the calling
 * thread (with `Atomics.wait`) while a helper thread does the input and output, so that a program
 * can be a bot that answers at once, as the simulation's game loop needs.
 */
export class ProcessHost {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private next = 0;
  private pid: number | null = null;

  /** Prepares a host for `command` (a shell command line) run in `cwd`; starts nothing yet. */
  constructor(command: string, cwd: string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(HOST_SOURCE, {
      eval: true,
      workerData: { port: port2, flag: this.flag.buffer, command, cwd },
      transferList: [port2],
    });
    this.worker.unref();
    hosts.add(this);
  }

  /** Starts the program; returns an error text if it could not be started. */
  start(): string | null {
    const answer = this.call({ op: 'start' }, 10_000);
    if (answer === null) return 'the helper thread did not answer';
    if (typeof answer.pid === 'number') {
      this.pid = answer.pid;
      return null;
    }
    return String(answer.exit ?? 'could not start');
  }

  /** Writes one line (a newline is added). */
  write(line: string): void {
    this.call({ op: 'ask', line, read: false }, 10_000);
  }

  /** Reads the next line, waiting at most `ms` milliseconds. */
  read(ms: number): ReadResult {
    const answer = this.call({ op: 'ask', read: true, ms }, ms + 5_000);
    if (answer === null || answer.timeout === true) return { timeout: true };
    if (typeof answer.line === 'string') return { line: answer.line };
    return { exit: String(answer.exit), stderr: String(answer.stderr ?? '') };
  }

  /**
   * Stops the program (closes its input and kills its process group); returns the end of what it
   * wrote on its standard error (at most 2,000 characters).
   */
  stop(): string {
    if (this.pid === null) return '';
    const answer = this.call({ op: 'stop' }, 5_000);
    this.killGroup();
    this.pid = null;
    return typeof answer?.stderr === 'string' ? answer.stderr : '';
  }

  /** Stops the program and the helper thread. */
  close(): void {
    this.stop();
    hosts.delete(this);
    void this.worker.terminate();
  }

  /** Kills the program's process group at once, without asking the helper thread. */
  killGroup(): void {
    if (this.pid === null) return;
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }

  private call(request: object, ms: number): Record<string, unknown> | null {
    const id = ++this.next;
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage({ ...request, id });
    const deadline = performance.now() + ms;
    for (;;) {
      for (let message = receiveMessageOnPort(this.port); message; ) {
        const answer = message.message as Record<string, unknown>;
        if (answer.id === id) return answer;
        message = receiveMessageOnPort(this.port);
      }
      const left = deadline - performance.now();
      if (left <= 0) return null;
      Atomics.wait(this.flag, 0, 0, left);
      Atomics.store(this.flag, 0, 0);
    }
  }
}

/** Every open host, so that no program outlives this process. */
const hosts = new Set<ProcessHost>();
process.once('exit', () => {
  for (const host of hosts) host.killGroup();
});
