import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The panel's resources call the API through the contracts (dataProvider, or an endpoint's own
 * path where a call needs XMLHttpRequest, as the import upload does for its progress): no string
 * literal in resources/ starts with '/api/' (issue 36, the import screen's upload). Comments may
 * name a route.
 */
const ROOT = join(import.meta.dirname, '../../resources');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file with its comments blanked (enough for this check: no '//' inside a path literal). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const apiLiterals = (code: string) => withoutComments(code).match(/['"`]\/api\/[^'"`]*/g) ?? [];

describe('resources call the API through contracts', () => {
  it('finds a literal path when there is one', () => {
    expect(apiLiterals("xhr.open('POST', '/api/imports'); // '/api/x' in a comment")).toEqual([
      "'/api/imports",
    ]);
  });

  it("has no '/api/' literal in resources/", () => {
    const found = sourceFiles(ROOT).flatMap((file) =>
      apiLiterals(readFileSync(file, 'utf8')).map((literal) => `${file.slice(ROOT.length + 1)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });
});
