import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Which component and unit test files replace a module or a global: they call vi.mock, vi.doMock,
 * vi.stubGlobal or vi.spyOn, or use a harness that does (tests/unit/paymentsHarness.tsx stubs
 * fetch). Read by vite.config.ts: these files keep a module graph of their own (Vitest's default
 * isolation), while every other unit file shares its worker's loaded modules (react-admin and MUI
 * imported once per worker instead of once per file). A replaced module must not outlive its file:
 * shared, a mocked src/i18n/bootLocale.ts once carried one file's Arabic into the next file's
 * screens (tests/README.md).
 */
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|spyOn)\(/;

export function filesThatReplaceModules(dir: string): string[] {
  const names = readdirSync(dir);
  const replacing = new Set(
    names
      .filter((name) => REPLACES.test(readFileSync(path.join(dir, name), 'utf8')))
      .map((n) => n.replace(/\.tsx?$/, '')),
  );
  const importsReplacing = (source: string) =>
    [...replacing].some((helper) => source.includes(`'./${helper}'`));
  return names
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) => {
      const source = readFileSync(path.join(dir, name), 'utf8');
      return REPLACES.test(source) || importsReplacing(source);
    })
    .map((name) => path.join(dir, name));
}
