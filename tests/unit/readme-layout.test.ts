import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// The README is the front door: it fits on a screen, and its "Project layout" names every folder.

const README = readFileSync(path.resolve('README.md'), 'utf8')
const SRC = path.resolve('src')
const MAX_LINES = 200

/** Folders holding at least one file (git keeps no empty folder, so neither does the layout). */
function foldersIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(path.join(dir, entry.name)))
    .map((entry) => entry.name)
    .sort()
}

function holdsFiles(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(path.join(dir, entry.name))),
  )
}

/** The text from `## Project layout` to the next `## ` heading. */
function layoutSection(): string {
  const start = README.indexOf('\n## Project layout\n')
  if (start < 0) return ''
  const next = README.indexOf('\n## ', start + 1)
  return README.slice(start, next < 0 ? undefined : next)
}

/** Folders the layout names under src/: lines indented two spaces that start with `name/` (or `app/(group)/`). */
function namedFolders(): string[] {
  return [...layoutSection().matchAll(/^ {2}(\S+)\/\s/gm)].map(([, folder]) => folder)
}

describe('README.md', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(README.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(MAX_LINES)
  })

  it('names every folder directly under src/ in its Project layout', () => {
    const named = new Set(namedFolders())
    expect(foldersIn(SRC).filter((folder) => !named.has(folder))).toEqual([])
  })

  it('names every route group of src/app in its Project layout', () => {
    const named = new Set(namedFolders())
    const groups = foldersIn(path.join(SRC, 'app')).map((group) => `app/${group}`)
    expect(groups.filter((group) => !named.has(group))).toEqual([])
  })

  it('names no folder under src/ that does not exist', () => {
    const named = namedFolders()
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((folder) => !existsSync(path.join(SRC, folder)))).toEqual([])
  })

  it('points only at src/ paths that exist', () => {
    const paths = [...README.matchAll(/`(src\/[^`\s]+)`/g)].map(([, file]) => file.replace(/\/$/, ''))
    expect(paths.filter((file) => !existsSync(path.resolve(file)))).toEqual([])
  })
})
