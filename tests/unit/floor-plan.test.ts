import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')
const SKIPPED = [path.join(src, 'migrations'), path.join(src, 'payload-types.ts')]
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (SKIPPED.includes(full)) return []
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : []
  })

/** The files of src/ a file imports (aliases and relative paths; packages and assets left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier === '@payload-config'
        ? path.join(src, 'payload.config')
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : null
    if (base === null) return []
    const found = EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    )
    return found && found.startsWith(src) ? [found] : []
  })
}

/** Groups of files (or rooms) that import each other in a loop (Tarjan's strongly connected components). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.push(path.relative(root, member))
      if (member === node) break
    }
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** A room: a folder directly under src/ (or a file there). */
const roomOf = (file: string) => path.join(src, path.relative(src, file).split(path.sep)[0])

describe('the floor plan', () => {
  const files = sourceFiles(src)
  const fileGraph = new Map(files.map((file) => [file, new Set(importsOf(file))]))

  it('has no import circle between files', () => {
    expect(circles(fileGraph)).toEqual([])
  })

  it('has no import circle between the folders under src/: every import runs down a floor', () => {
    const roomGraph = new Map<string, Set<string>>()
    for (const [file, imports] of fileGraph) {
      const room = roomOf(file)
      if (!roomGraph.has(room)) roomGraph.set(room, new Set())
      for (const imported of imports) if (roomOf(imported) !== room) roomGraph.get(room)!.add(roomOf(imported))
    }
    expect(circles(roomGraph)).toEqual([])
  })

  it('keeps the dashboard on contracts, lib and its own folders: the answers it reads are typed in contracts', () => {
    const allowed = ['dashboard', 'contracts', 'lib'].map((room) => path.join(src, room))
    const reachingOut = files
      .filter((file) => roomOf(file) === path.join(src, 'dashboard'))
      .flatMap((file) =>
        [...fileGraph.get(file)!]
          .filter((imported) => !allowed.includes(roomOf(imported)))
          .map((imported) => `${path.relative(root, file)} → ${path.relative(root, imported)}`),
      )
    expect(reachingOut).toEqual([])
  })

  it('keeps migrations as history: they import nothing of src/ beyond their own folder', () => {
    const migrations = path.join(src, 'migrations')
    const files = readdirSync(migrations, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(migrations, name))
    const reachingOut = files.flatMap((file) =>
      importsOf(file)
        .filter((imported) => !imported.startsWith(migrations + path.sep))
        .map((imported) => `${path.relative(root, file)} → ${path.relative(root, imported)}`),
    )
    expect(reachingOut).toEqual([])
  })

  it('names the files of app/ and dashboard/ in kebab-case, as Next.js names its own (page.tsx, not-found.tsx)', () => {
    // Payload writes importMap.js itself.
    const GENERATED = [path.join(src, 'app/(payload)/cms/importMap.js')]
    const named = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(dir, name))
        .filter((file) => statSync(file).isFile() && !GENERATED.includes(file))
    const offNames = ['app', 'dashboard']
      .flatMap((room) => named(path.join(src, room)))
      .filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)+$/.test(path.basename(file)))
      .map((file) => path.relative(root, file))
    expect(offNames).toEqual([])
  })
})
