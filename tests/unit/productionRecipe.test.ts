import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/*
 * Issue 23 item 7: the production recipe (Dockerfile, deploy/docker-compose.yml,
 * deploy/haproxy.cfg). No Docker engine runs here, so the image is not built by this test: it
 * checks what can be checked without one (README, Production, says so).
 */

const dockerfile = readFileSync('Dockerfile', 'utf8');
/** Dockerfile instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (/^FROM\s/i.test(line)) all.push([]);
  all.at(-1)?.push(line);
  return all;
}, []);
const runtime = stages.at(-1)!;

/** Top-level folders of the repository that server/main.ts reaches through relative imports. */
function foldersTheServerImports(): Set<string> {
  const seen = new Set<string>();
  const folders = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    folders.add(path.relative(process.cwd(), file).split(path.sep)[0]!);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(file, m[1]!);
      if (target) visit(target);
    }
  };
  visit(path.resolve('server/main.ts'));
  return folders;
}

describe('Dockerfile', () => {
  it('is multi-stage: npm ci and the build in one stage, a runtime stage without dev dependencies', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages[0]!.join('\n');
    expect(build).toMatch(/RUN npm ci\b/);
    expect(build).toMatch(/npm run build/);
    expect(build).toMatch(/npm prune --omit=dev/);
    expect(runtime.join('\n')).not.toMatch(/npm (ci|install)/);
  });

  it('runs as a non-root user, checks /api/health/live and starts node directly', () => {
    const user = runtime.filter((line) => /^USER\s/i.test(line)).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|\s|$)/i);
    expect(runtime.find((line) => /^HEALTHCHECK\s/i.test(line))).toMatch(/\/api\/health\/live/);
    const cmd = runtime.filter((line) => /^CMD\s/i.test(line)).at(-1)!;
    expect(JSON.parse(cmd.replace(/^CMD\s+/i, ''))).toEqual(['node', '--import', 'tsx', 'server/main.ts']);
    // tsx runs the server's TypeScript: it must survive the prune of dev dependencies.
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.tsx).toBeDefined();
  });

  it('copies only files that exist, and every folder the server imports', () => {
    const fromContext = stages[0]!
      .filter((line) => /^COPY\s/i.test(line))
      .flatMap((line) =>
        line
          .replace(/^COPY\s+/i, '')
          .split(/\s+/)
          .slice(0, -1),
      );
    for (const source of fromContext) expect(existsSync(source), `COPY ${source}`).toBe(true);

    const copiedToRuntime = runtime
      .filter((line) => /^COPY\s+--from=/i.test(line))
      .flatMap((line) =>
        line
          .replace(/^COPY\s+--from=\S+\s+/i, '')
          .split(/\s+/)
          .slice(0, -1),
      )
      .map((source) => source.replace(/^\/app\//, ''));
    // dist and node_modules are the build stage's outputs; everything else is in the repository.
    for (const source of copiedToRuntime.filter((s) => !['dist', 'node_modules'].includes(s))) {
      expect(existsSync(source), `COPY --from=build ${source}`).toBe(true);
    }
    for (const folder of foldersTheServerImports()) expect(copiedToRuntime, folder).toContain(folder);
  });

  it('leaves secrets, local data and dependencies out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'data', 'dist', '.env', '**/*.env', 'backups']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('deploy/docker-compose.yml', () => {
  // Compose reads YAML merge keys (<<: *app), which YAML 1.2 leaves off unless asked.
  const compose = parse(readFileSync('deploy/docker-compose.yml', 'utf8'), { merge: true }) as {
    services: Record<string, Record<string, unknown>>;
    volumes: Record<string, unknown>;
  };
  const env = (service: string) => compose.services[service]!.environment as Record<string, string>;

  it('has two app instances of this Dockerfile, PostgreSQL and HAProxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'haproxy']);
    for (const app of ['app1', 'app2']) {
      const build = compose.services[app]!.build as { context: string; dockerfile: string };
      expect(existsSync(path.join('deploy', build.context, build.dockerfile))).toBe(true);
      expect(env(app).DATABASE_URL).toMatch(
        /^postgres:\/\/rentals:\$\{POSTGRES_PASSWORD:\?[^}]*\}@db:5432\/rentals$/,
      );
      expect(env(app).NODE_ENV).toBe('production');
      expect(env(app).TRUST_PROXY).toBe('true');
    }
    expect(compose.services.db!.image).toMatch(/^postgres:15/);
    expect(compose.services.haproxy!.image).toMatch(/^haproxy:/);
  });

  it('takes every secret from the environment, required, never written in the file', () => {
    for (const app of ['app1', 'app2']) {
      for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'PAYMENT_PROVIDER']) {
        expect(env(app)[name], `${app} ${name}`).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
      }
    }
    expect(env('db').POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('publishes only HAProxy, mounts its configuration, shares the uploads and starts app2 after app1 is healthy', () => {
    expect(compose.services.haproxy!.ports).toEqual(['80:80']);
    for (const name of ['app1', 'app2', 'db']) expect(compose.services[name]!.ports).toBeUndefined();
    const mounts = compose.services.haproxy!.volumes as string[];
    const cfg = mounts.find((m) => m.includes('haproxy.cfg'))!;
    expect(existsSync(path.join('deploy', cfg.split(':')[0]!))).toBe(true);
    expect(compose.services.app1!.volumes).toEqual(['uploads:/data']);
    expect(compose.services.app2!.volumes).toEqual(['uploads:/data']);
    expect(compose.services.app2!.depends_on).toMatchObject({ app1: { condition: 'service_healthy' } });
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'uploads']);
  });
});

const haproxy = '/usr/sbin/haproxy';
describe.skipIf(!existsSync(haproxy))(
  `deploy/haproxy.cfg${existsSync(haproxy) ? '' : ' (skipped: haproxy is not installed)'}`,
  () => {
    it('passes haproxy -c, balancing app1 and app2 checked on /api/health/ready', () => {
      const check = spawnSync(haproxy, ['-c', '-f', 'deploy/haproxy.cfg'], { encoding: 'utf8' });
      const output = `${check.stdout}${check.stderr}`;
      expect(output).toContain('Configuration file is valid');
      expect(check.status).toBe(0);
      // Outside Docker's network the service names do not resolve; no other warning is allowed.
      const warnings = output.split('\n').filter((line) => line.includes('[WARNING]'));
      expect(warnings.filter((line) => !/could not resolve address 'app[12]'/.test(line))).toEqual([]);
      const cfg = readFileSync('deploy/haproxy.cfg', 'utf8');
      expect(cfg).toMatch(/^\s*server app1 app1:3000 check/m);
      expect(cfg).toMatch(/^\s*server app2 app2:3000 check/m);
      expect(cfg).toMatch(/http-check send meth GET uri \/api\/health\/ready$/m);
    });
  },
);
