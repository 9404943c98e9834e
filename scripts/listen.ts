import { createServer, type Server } from 'node:net'

/** What a person reads when the server cannot take its port. */
export const listenFailure = (port: number, error: NodeJS.ErrnoException): string =>
  error.code === 'EADDRINUSE'
    ? `Port ${port} is already in use: stop what runs there, or start with PORT=<another port>.`
    : `Cannot listen on port ${port}: ${error.message}`

/** Listens, or exits with listenFailure (a failed listen would otherwise leave the process running, serving nothing). */
export function listenOrExit(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      console.error(listenFailure(port, error))
      process.exit(1)
    })
    server.listen(port, host, () => resolve())
  })
}

/** Exits when the port is taken, before a start creates anything (the first start's secrets are shown once). */
export async function requireFreePort(port: number, host: string): Promise<void> {
  const probe = createServer()
  await listenOrExit(probe, port, host)
  await new Promise((resolve) => probe.close(resolve))
}
