/**
 * A server's resident memory and CPU time read from /proc (Linux), summed over the process and
 * its descendants (`next start` may run its server in a child process).
 */
import fs from 'node:fs'

const TICKS_PER_SECOND = 100

function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** The process and every process below it. */
export function processTree(pid: number): number[] {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
  const tree = [pid]
  for (let index = 0; index < tree.length; index += 1)
    for (const candidate of all) if (parentOf(candidate) === tree[index]) tree.push(candidate)
  return tree
}

const statusField = (pid: number, field: string): number => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Resident set size of the process tree, in MB. */
export const rssMb = (pid: number): number =>
  processTree(pid).reduce((sum, member) => sum + statusField(member, 'VmRSS'), 0) / 1024

/** CPU time (user + system) the process tree used so far, in ms. */
export function cpuMs(pid: number): number {
  let ticks = 0
  for (const member of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${member}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}
