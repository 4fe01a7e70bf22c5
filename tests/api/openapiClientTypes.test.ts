import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '../../domain/contracts/loadContracts';
import { openApiPath } from '../../server/http/openapi';
import { MARKED_PATHS } from '../../server/openapi/markedPaths';
import { startTestApp } from './testApp';

const ROOT = path.resolve(import.meta.dirname, '../..');
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Issue 32 items 1 and 5: a client generated from the served OpenAPI document (openapi-typescript,
 * as an outside integrator would) agrees with the contracts. For every endpoint with a JSON success
 * answer, what the contract says the server sends (src/api/callEndpoint.ts `AnswerOf`) must be
 * assignable to the generated client's type of that answer; tsc judges the generated file.
 */
describe('an OpenAPI client generated from /api/openapi.json', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let dir: string;

  beforeAll(async () => {
    ctx = await startTestApp('pglite');
    dir = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    await ctx?.close();
    if (dir && !process.env.KEEP_OPENAPI_CLIENT) rmSync(dir, { recursive: true, force: true });
  });

  it('type-checks against every contract endpoint’s answer', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    writeFileSync(path.join(dir, 'client.d.ts'), astToString(await openapiTS(document)));

    const checks: string[] = [];
    const imports: string[] = [];
    for (const contract of await loadContracts()) {
      const name = `${camel(contract.name)}Contract`;
      imports.push(`import type { ${name} } from '${ROOT}/domain/contracts/${contract.name}';`);
      for (const [key, endpoint] of Object.entries(contract.endpoints)) {
        const documented = openApiPath(MARKED_PATHS[endpoint.path] ?? endpoint.path);
        const success = document.paths[documented]?.[endpoint.method.toLowerCase()]?.responses?.['200'];
        if (endpoint.hidden || !success?.content?.['application/json']) continue;
        checks.push(
          `export const ${name}_${key}: Json<paths['${documented}']['${endpoint.method.toLowerCase()}']> =` +
            ` null as unknown as AnswerOf<typeof ${name}.endpoints.${key}>;`,
        );
      }
    }
    expect(checks.length).toBeGreaterThan(120);
    writeFileSync(
      path.join(dir, 'check.ts'),
      [
        `import type { paths } from './client';`,
        `import type { AnswerOf } from '${ROOT}/src/api/callEndpoint';`,
        ...imports,
        `type Json<Op> = Op extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;`,
        ...checks,
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: ['node'],
          typeRoots: [path.join(ROOT, 'node_modules/@types')],
        },
        files: ['check.ts'],
      }),
    );
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', dir], { cwd: dir }).then(
      () => '',
      (err: { stdout?: string }) => err.stdout ?? String(err),
    );
    // Each error names the endpoint (`propertiesContract_list`) whose answer the document misdescribes.
    expect(result.split('\n').filter((line) => line.includes('error TS'))).toEqual([]);
  }, 120_000);
});
