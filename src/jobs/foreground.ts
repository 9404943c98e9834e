/**
 * How many requests this process has handed to Next so far. The server (scripts/server.ts) and the
 * job runner are bundled apart, so the count lives on globalThis; a process that serves nothing
 * (`npm run worker`, the tests) stays at 0 and its runner never holds back.
 */
const registry = globalThis as { __foregroundRequests?: number }

export function countForegroundRequest(): void {
  registry.__foregroundRequests = (registry.__foregroundRequests ?? 0) + 1
}

export const foregroundRequests = (): number => registry.__foregroundRequests ?? 0
