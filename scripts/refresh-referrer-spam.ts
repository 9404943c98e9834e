/**
 * npm run refresh:referrer-spam [-- <spammers.txt path or URL>]
 *
 * Refreshes the referrer-spam denylist shipped as data (src/analytics/model/data/referrer-spam.json)
 * from Matomo's community list (https://github.com/matomo-org/referrer-spam-list, public domain
 * / CC0-1.0): one host per line. No npm package carries that list, so the script reads the
 * repository's spammers.txt, from the given file (a clone) or URL, by default the repository's
 * raw file. Review the diff and commit it.
 */
import fs from 'node:fs'

const SOURCE_REPOSITORY = 'https://github.com/matomo-org/referrer-spam-list'
const DEFAULT_LIST = 'https://raw.githubusercontent.com/matomo-org/referrer-spam-list/master/spammers.txt'
const TARGET = 'src/analytics/model/data/referrer-spam.json'

async function read(from: string): Promise<string> {
  if (!/^https?:\/\//.test(from)) return fs.readFileSync(from, 'utf8')
  const response = await fetch(from, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`${from}: ${response.status}`)
  return response.text()
}

const from = process.argv[2] ?? DEFAULT_LIST
const hosts = [
  ...new Set(
    (await read(from))
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => /^[a-z0-9.-]+\.[a-z0-9-]+$/.test(line)),
  ),
].sort()
if (hosts.length < 100) throw new Error(`${from} holds only ${hosts.length} hosts: not the spam list`)
const previous = fs.existsSync(TARGET) ? (JSON.parse(fs.readFileSync(TARGET, 'utf8')) as { hosts: string[] }).hosts : []
fs.writeFileSync(
  TARGET,
  `${JSON.stringify({ source: SOURCE_REPOSITORY, licence: 'Public domain (CC0-1.0)', refreshed: new Date().toISOString().slice(0, 10), hosts }, null, 1)}\n`,
)
const added = hosts.filter((host) => !previous.includes(host)).length
const removed = previous.filter((host) => !hosts.includes(host)).length
console.log(`${TARGET}: ${hosts.length} hosts (${added} added, ${removed} removed)`)
