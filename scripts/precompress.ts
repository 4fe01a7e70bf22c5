/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the panel's build (its
 * chunks and shell, and the pre-rendered auth pages), which the server sends to browsers that
 * accept them (server/http/static.ts, @fastify/static's `preCompressed`): the login route's 490 kB
 * of JavaScript travel as ~140 kB, compressed once at build time rather than on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|xml)$/;
const MIN_BYTES = 1024; // below a packet, compressing saves nothing worth a second file

let files = 0;
let before = 0;
let after = 0;
for (const dir of ['admin', 'prerendered']) {
  const root = path.join(staticDir, dir);
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    continue; // a build without that part
  }
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT.test(entry.name) || entry.parentPath.includes(`${path.sep}.vite`)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    before += content.length;
    after += brotli.length;
  }
}
console.log(
  `precompressed: ${files} files, ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB (brotli)`,
);
