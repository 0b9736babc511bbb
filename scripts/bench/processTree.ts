/** Peak resident memory of a process and all its descendants, sampled from /proc (Linux only). */
import { readdirSync, readFileSync } from 'node:fs';

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
};

/** Parent pid of every process on the machine. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' are safe.
    const stat = read(`/proc/${entry}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 1) parentOf.set(Number(entry), Number(fields[1]));
  }
  return parentOf;
}

function treeRssBytes(rootPid: number): number {
  const parentOf = parents();
  const inTree = new Set([rootPid]);
  // Descendants have higher pids almost always, but pids wrap: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of inTree) {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(read(`/proc/${pid}/status`));
    if (match) total += Number(match[1]) * 1024;
  }
  return total;
}

/** Samples the tree under `pid` every `intervalMs` until `stop()`, which returns the highest sum seen, in bytes. */
export function watchPeakRss(pid: number, intervalMs = 100): { stop: () => number } {
  let peak = treeRssBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(pid))), intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
