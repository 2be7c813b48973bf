// The CPU time of a process tree, sampled from /proc (Linux): what the waited-for children's times
// (cutime) miss, the processes nobody waits for. Chromium's renderers are reaped by its zygote,
// which is killed rather than left to exit, and servers outlive the test that started them, so a
// browser test's children's times read a fraction of its CPU.

import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // clock ticks a second (USER_HZ on Linux)

/** The fields of a `/proc/<pid>/stat` after the command's name (in parentheses, which may hold spaces): proc(5) numbers them from 3. */
function statFields(stat) {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user and system) of this process's children that were waited for (cutime, cstime). */
export function waitedChildrenCpu() {
  const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

/** Every process's parent and its own CPU seconds (user and system), read now. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while the table was read
    }
    const fields = statFields(stat);
    table.set(Number(name), {
      parent: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
    });
  }
  return table;
}

/** The processes below `root` (not `root` itself) in a table. */
function descendants(table, root) {
  const below = [];
  for (const pid of table.keys()) {
    for (let up = table.get(pid)?.parent; up !== undefined && up > 1; up = table.get(up)?.parent) {
      if (up === root) {
        below.push(pid);
        break;
      }
    }
  }
  return below;
}

/**
 * Samples the tree below `root` every `intervalMs` and keeps each process's largest CPU time seen.
 * `stop()` ends the sampling and returns their sum in seconds: it misses what a process spent after
 * the last sample before it ended, and processes shorter than the interval, which the waited-for
 * children's times count; so take the larger of the two.
 */
export function sampleTreeCpu(root, intervalMs = 500) {
  const seen = new Map();
  const sample = () => {
    const table = processTable();
    for (const pid of descendants(table, root)) {
      const cpu = table.get(pid)?.cpu ?? 0;
      if (cpu > (seen.get(pid) ?? 0)) seen.set(pid, cpu);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      let sum = 0;
      for (const cpu of seen.values()) sum += cpu;
      return sum;
    },
  };
}
