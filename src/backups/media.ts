import fs from 'node:fs'
import path from 'node:path'

export type MediaCopy = { files: number; copied: number; linked: number }

/** Every file under `dir`, as paths relative to it (none when it does not exist). */
function filesUnder(dir: string, prefix = ''): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries.flatMap((entry) => {
    const relative = path.join(prefix, entry.name)
    if (entry.isDirectory()) return filesUnder(dir, relative)
    return entry.isFile() ? [relative] : []
  })
}

// Within a millisecond: a copy's time is set through a float of seconds, which may land just below.
const unchanged = (a: fs.Stats, b: fs.Stats) => a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1

/**
 * Copies the media folder into a snapshot: files that changed since the previous snapshot are
 * copied (mode 0600, their modification time kept), unchanged ones are hard links to the previous
 * snapshot's copy. Each snapshot is whole on its own, so rotation may delete any of them, and
 * only what changed takes new space.
 */
export function copyMedia(mediaDir: string, target: string, previous: string | null): MediaCopy {
  const result: MediaCopy = { files: 0, copied: 0, linked: 0 }
  for (const relative of filesUnder(mediaDir)) {
    const source = path.join(mediaDir, relative)
    const destination = path.join(target, relative)
    fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 })
    const stats = fs.statSync(source)
    const before = previous ? path.join(previous, relative) : null
    result.files += 1
    if (before && fs.existsSync(before) && unchanged(fs.statSync(before), stats)) {
      try {
        fs.linkSync(before, destination)
        result.linked += 1
        continue
      } catch {
        // Another file system, or no hard links there: a copy then.
      }
    }
    fs.copyFileSync(source, destination)
    fs.chmodSync(destination, 0o600)
    fs.utimesSync(destination, stats.atime, stats.mtime)
    result.copied += 1
  }
  return result
}

/** Puts back the snapshot's media files that the media folder lacks; never overwrites one. */
export function restoreMissingMedia(snapshotMedia: string, mediaDir: string): number {
  let restored = 0
  for (const relative of filesUnder(snapshotMedia)) {
    const destination = path.join(mediaDir, relative)
    if (fs.existsSync(destination)) continue
    fs.mkdirSync(path.dirname(destination), { recursive: true })
    fs.copyFileSync(path.join(snapshotMedia, relative), destination, fs.constants.COPYFILE_EXCL)
    restored += 1
  }
  return restored
}
