/** What the bench reads from /proc (Linux): a process tree, its memory and its CPU time. */
import { readFileSync, readdirSync } from 'node:fs';

export interface Memory {
  /** VmRSS of the node process (PGlite lives in it). */
  nodeRssMb: number;
  /** Sum of VmRSS of the postgres processes (0 for PGlite); counts their shared memory once per process. */
  postgresRssMb: number;
  /** Proportional set size of node + postgres processes: shared pages split between the processes sharing them. */
  totalPssMb: number;
  postgresProcesses: number;
}

function statusKb(pid: number, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
}

function pssKb(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? NaN);
}

/** The process ids under `pid` (children, their children, ...), from the parent ids in /proc/<pid>/stat. */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Processes whose command line mentions `text` (the bench's own postgres processes, by their data folder). */
export function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function memoryOf(postgresPids: number[]): Memory {
  let postgresRssKb = 0;
  let totalPssKb = pssKb(process.pid);
  let postgresProcesses = 0;
  for (const pid of postgresPids) {
    try {
      const rss = statusKb(pid, 'VmRSS');
      const pss = pssKb(pid);
      postgresRssKb += rss;
      totalPssKb += pss;
      postgresProcesses += 1;
    } catch {
      // ended between listing and reading
    }
  }
  return {
    nodeRssMb: statusKb(process.pid, 'VmRSS') / 1024,
    postgresRssMb: postgresRssKb / 1024,
    totalPssMb: totalPssKb / 1024,
    postgresProcesses,
  };
}

/**
 * CPU time (user + system, ms; USER_HZ is 100 on Linux) of a process, with `children` the time of its
 * children that have ended and been waited for (initdb, a postgres backend that ended).
 */
export function cpuMsOf(pid: number, children = true): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return (fields[11] + fields[12] + (children ? fields[13] + fields[14] : 0)) * 10;
  } catch {
    return 0;
  }
}
