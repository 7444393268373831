// How busy other processes kept the host while a Lighthouse run measured: Lighthouse's benchmarkIndex is taken once,
// at the start of a run, and a job that starts a second later still slows the run. Linux /proc; elsewhere unknown.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface CpuReading {
  /** Clock ticks the whole host spent busy, and in all, summed over its CPUs. */
  busy: number;
  total: number;
  /** Clock ticks of this process and every process it started (reaped children included). */
  own: number;
}

/** busy and total of /proc/stat's first line: user nice system idle iowait irq softirq steal. */
export function hostTicks(procStat: string): { busy: number; total: number } {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** pid, parent pid and utime+stime+cutime+cstime of one /proc/<pid>/stat line (the command may contain spaces). */
export function processTicks(stat: string): { pid: number; ppid: number; ticks: number } {
  const afterCommand = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(afterCommand[n - 3]);
  return { pid: Number(stat.slice(0, stat.indexOf(' '))), ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/** Ticks of `root` and its descendants among `processes`. */
export function treeTicks(processes: Array<{ pid: number; ppid: number; ticks: number }>, root: number): number {
  const children = new Map<number, number[]>();
  for (const process of processes) children.set(process.ppid, [...(children.get(process.ppid) ?? []), process.pid]);
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  let sum = 0;
  const visit = (pid: number) => {
    sum += byPid.get(pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return sum;
}

export function readCpu(): CpuReading | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [processTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'))];
      } catch {
        return [];
      }
    });
  return { ...hostTicks(readFileSync('/proc/stat', 'utf8')), own: treeTicks(processes, process.pid) };
}

/** CPUs' worth of work other processes did between two readings (0 on an idle host, up to the CPU count). */
export function othersCpus(before: CpuReading, after: CpuReading, cpuCount = cpus().length): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const others = Math.max(0, after.busy - before.busy - (after.own - before.own));
  return (others / total) * cpuCount;
}
