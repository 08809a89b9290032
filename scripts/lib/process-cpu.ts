/**
 * CPU time of a process tree from /proc (Linux), for benchmarks. Inside workerd the clock stands
 * still while code runs, so a render's CPU cannot be timed from within; the runtime's own
 * processes can be, from outside.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Linux reports utime and stime in clock ticks; USER_HZ is 100 on every mainstream kernel. */
const MS_PER_TICK = 10;

function stat(pid: string): { comm: string; ppid: string; cpuMs: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    // After "pid (comm) " come state, ppid, …; utime and stime are fields 14 and 15.
    const fields = text.slice(close + 2).split(" ");
    return {
      comm: text.slice(text.indexOf("(") + 1, close),
      ppid: fields[1] ?? "",
      cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
    };
  } catch {
    return undefined; // the process ended while we looked
  }
}

/** User + system CPU, in ms, of the processes named `comm` below `root` (its children, theirs…). */
export function treeCpuMs(root: number, comm: string): number {
  const all = new Map<string, NonNullable<ReturnType<typeof stat>>>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s) all.set(pid, s);
  }
  const below = (pid: string): boolean => {
    for (let p = pid, hops = 0; p && p !== "0" && hops < 64; hops++) {
      if (p === String(root)) return true;
      p = all.get(p)?.ppid ?? "";
    }
    return false;
  };
  let total = 0;
  for (const [pid, s] of all) if (s.comm === comm && below(pid)) total += s.cpuMs;
  return total;
}
