import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Set while the plugin's own first build runs, so that build does not start another. */
const FIRST_PASS = 'FIRST_SCREEN_CHUNK_FIRST_PASS';

interface Route {
  /** Source files (relative to the project) whose chunks the route loads beside the entry's. */
  modules: string[];
}

export interface FirstScreenOptions {
  /** The config file the plugin is declared in: its first build is made from the same config. */
  configFile: string;
  /**
   * Routes loaded before the first screen (the login route): their chunks stay as they are.
   */
  before: Route[];
  /**
   * The first screen's parts in the order they load, each a chunk of its own named `name`: what
   * its modules' chunks bring beyond the routes before and the parts above it.
   */
  parts: (Route & { name: string })[];
}

/** The modules of the chunks a route loads: the entry's and each module's own, with their static imports. */
function routeModules(chunks: Rolldown.OutputChunk[], route: Route): Map<string, Rolldown.OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || loaded.has(chunk.fileName)) return;
    loaded.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  const wanted = route.modules.map((module) => path.resolve(module));
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId && wanted.includes(chunk.facadeModuleId))) visit(chunk);
  }
  const found = new Set([...loaded.values()].flatMap((chunk) => chunk.moduleIds));
  const missing = wanted.filter((module) => !found.has(module));
  if (missing.length > 0) throw new Error(`firstScreenChunk: no chunk holds ${missing.join(', ')}`);
  return loaded;
}

/**
 * What a landlord's browser loads after sign-in came as ~65 small chunks beyond the login route's
 * (each set of modules shared by a different set of screens gets a chunk of its own): 125 kB gzip
 * one by one, 108 kB as one file (bench/README.md). This puts them in one chunk per part: a first
 * build (same config, not written) finds the chunks each part loads beyond the routes before it and
 * the parts above it, and the real build gives their modules one `codeSplitting` group per part.
 * Only whole chunks of the first build move, so no chunk of the routes before changes, and nothing
 * a part did not load comes into it; screens that shared one of those chunks import the part's
 * chunk instead, which is in memory already whenever a screen of the panel opens.
 */
export function firstScreenChunk(options: FirstScreenOptions): Plugin {
  return {
    name: 'first-screen-chunk',
    apply: (_config, env) => env.command === 'build' && !process.env[FIRST_PASS],
    async config(_config, env) {
      const { build } = await import('vite');
      process.env[FIRST_PASS] = '1';
      let output: Awaited<ReturnType<typeof build>>;
      try {
        output = await build({
          configFile: options.configFile,
          mode: env.mode,
          logLevel: 'silent',
          // Chunks hold the same modules minified or not.
          build: { write: false, minify: false, sourcemap: false },
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output.filter((item) => item.type === 'chunk'));
      const taken = new Set(options.before.flatMap((route) => [...routeModules(chunks, route).keys()]));
      const facades = new Set(
        options.parts.flatMap((part) => part.modules.map((module) => path.resolve(module))),
      );
      const groups = options.parts.map((part) => {
        const files = [...routeModules(chunks, part).values()].filter((chunk) => !taken.has(chunk.fileName));
        files.forEach((chunk) => taken.add(chunk.fileName));
        // The modules the route names keep chunks of their own (small: each imports the group),
        // so the manifest still names them and the bench finds each route's files.
        const grouped = new Set(files.flatMap((chunk) => chunk.moduleIds).filter((id) => !facades.has(id)));
        return {
          name: part.name,
          test: (id: string) => grouped.has(id),
          // Their other imports are in the routes before or the parts above, whose chunks they import.
          includeDependenciesRecursively: false,
        };
      });
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
