import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a route loads before it shows: the entry, the lazy chunk the route opens, and
 * every chunk those import statically (read from Vite's manifest, so nothing is guessed).
 */
export function routeInitialJs(distDir: string, route: string, lazyModules: string[]): RouteSize {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}: was the panel built?`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...lazyModules].forEach(visit);
  const files = [...seen].map((key) => manifest[key]!.file);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { route, files, rawBytes, gzipBytes };
}
