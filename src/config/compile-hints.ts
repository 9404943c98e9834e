/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a file
 * that starts with it is compiled eagerly, on the background thread that streams the script, where
 * the public pages' framework code was otherwise compiled function by function on the main thread
 * while it started and hydrated the page (docs/internals.md, "Compile hints").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The client entry points whose scripts load on the public site's pages: the framework, the root error page, `app/(site)`. */
const loadsOnPublicPages = (entry: string) =>
  entry === 'main-app' || entry === 'app/global-error' || entry.startsWith('app/(site)/')

type Source = unknown
type Compilation = {
  entrypoints: Map<string, { getFiles(): string[] }>
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
  updateAsset(file: string, update: (source: Source) => Source): void
}
type Compiler = {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_DEV_TOOLING: number }
    sources: { ConcatSource: new (...parts: (Source | string)[]) => Source }
  }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } }
}

/**
 * Puts COMPILE_HINT first in the public pages' scripts of a client build: after minification
 * (which drops comments), before the files' content hashes are computed.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING
      compilation.hooks.processAssets.tap({ name: CompileHintsPlugin.name, stage }, () => {
        const files = new Set<string>()
        for (const [entry, entrypoint] of compilation.entrypoints) {
          if (!loadsOnPublicPages(entry)) continue
          for (const file of entrypoint.getFiles()) if (file.endsWith('.js')) files.add(file)
        }
        for (const file of files)
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
      })
    })
  }
}
