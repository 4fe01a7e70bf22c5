import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

type Chunks = Map<string, Rolldown.OutputChunk>;

/** Every chunk `file` imports statically, itself included. */
function staticClosure(chunks: Chunks, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks.get(name)?.imports.forEach(visit);
  };
  visit(file);
  return seen;
}

/**
 * For each chunk, the chunks that are in memory whenever its code runs, however the browser came
 * to load it: an entry brings its static imports; a dynamic `import()` brings what its importer had
 * plus the imported chunk's static imports. A chunk reached along several ways keeps only what
 * every way brings (iterated until nothing changes; sets only shrink, so it ends).
 */
export function chunksAlreadyLoaded(chunks: Chunks): Map<string, Set<string>> {
  const closures = new Map([...chunks.keys()].map((file) => [file, staticClosure(chunks, file)]));
  const loaded = new Map<string, Set<string>>();
  const meet = (file: string, brought: Set<string>): boolean => {
    const before = loaded.get(file);
    if (!before) {
      loaded.set(file, new Set(brought));
      return true;
    }
    const kept = new Set([...before].filter((name) => brought.has(name)));
    if (kept.size === before.size) return false;
    loaded.set(file, kept);
    return true;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [file, chunk] of chunks) {
      if (chunk.isEntry)
        for (const name of closures.get(file)!) changed = meet(name, closures.get(file)!) || changed;
      const here = loaded.get(file);
      if (!here) continue;
      for (const target of chunk.dynamicImports) {
        const targetClosure = closures.get(target);
        if (!targetClosure) continue;
        const brought = new Set([...here, ...targetClosure]);
        for (const name of targetClosure) changed = meet(name, brought) || changed;
      }
    }
  }
  return loaded;
}

/**
 * Vite writes, beside each dynamic `import()`, the names of every chunk the imported chunk needs,
 * so the browser fetches them at once. The chunks that are in memory already when the importing
 * code runs were listed too: the panel's own chunks beside each of the ~80 screens the registry
 * declares (bench/README.md). This keeps only the chunks that may still be missing.
 *
 * `plugin` reads the bundle's import graph before Vite writes the lists (its generateBundle runs
 * after this one); `resolveDependencies` (build.modulePreload) then drops what is loaded already.
 */
export function preloadWhatIsMissing(inner?: ResolveModulePreloadDependenciesFn) {
  let loaded = new Map<string, Set<string>>();

  const plugin: Plugin = {
    name: 'preload-what-is-missing',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Chunks = new Map();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') chunks.set(file, output);
      loaded = chunksAlreadyLoaded(chunks);
    },
  };

  const resolveDependencies: ResolveModulePreloadDependenciesFn = (filename, deps, context) => {
    const wanted = inner ? inner(filename, deps, context) : deps;
    const there = context.hostType === 'js' ? loaded.get(context.hostId) : undefined;
    return there ? wanted.filter((dep) => dep === filename || !there.has(dep)) : wanted;
  };

  return { plugin, resolveDependencies };
}
