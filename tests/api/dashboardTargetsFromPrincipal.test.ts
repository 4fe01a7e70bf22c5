import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../../server/auth/scope';
import type { Principal } from '../../server/auth/sessions';
import type { Database } from '../../server/db/client';
import { queryRows, registerPlannedQuery } from '../../server/db/rows';
import { portfolioFigures } from '../../server/services/dashboardFigures';
import { tenantFigures } from '../../server/services/dashboardTenant';
import { managerProperties } from '../../server/db/schema';
import { landlordTarget, managerTarget, tenantTarget } from '../../server/services/dashboardTargets';
import { makeProperty, userId } from '../support/make';
import { EMAILS, type Who } from './contractFixtures';
import { databaseKinds, jwtPayload, login, startTestApp } from './testApp';

/*
 * Issue 37 item 1: a dashboard answered from the figures' cache looked its caller up first (1 to 3
 * statements: the landlord's role, the manager's role and properties, the tenant's row). A caller
 * reading its own dashboard is already known from its live session's principal and the scope read
 * for the request, so deciding whose figures to show reads nothing more. Whoever names someone
 * else (the super admin, a landlord reading its manager's) is still looked up in the database.
 */

/** The database, counting every statement begun through it (select, insert, execute…). */
function counted(db: Database) {
  const seen = { statements: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete'].includes(String(key)))
          seen.statements++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, seen };
}

describe.each(databaseKinds())('dashboard targets from the principal (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let principals: Record<Who, Principal>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const entries = await Promise.all(
      (Object.keys(EMAILS) as Who[]).map(async (who) => {
        const { sub, sid } = jwtPayload((await login(t.app, EMAILS[who])).data.access_token) as {
          sub: string;
          sid: string;
        };
        return [who, (await t.app.ctx.sessions.principalFor(sub, sid))!] as const;
      }),
    );
    principals = Object.fromEntries(entries) as Record<Who, Principal>;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a landlord's own dashboard is decided without a lookup; the super admin's choice is looked up", async () => {
    const landlord = principals.landlord;
    const { db, seen } = counted(t.app.ctx.db);
    const scope = await scopeOf(db, landlord);
    expect(await landlordTarget(db, landlord, scope, landlord.userId)).toEqual({
      landlordId: landlord.userId,
      managerId: null,
      propertyIds: null,
    });
    expect(seen.statements).toBe(0);

    const superScope = await scopeOf(db, principals.super);
    expect(await landlordTarget(db, principals.super, superScope, landlord.userId)).toEqual({
      landlordId: landlord.userId,
      managerId: null,
      propertyIds: null,
    });
    expect(seen.statements).toBe(1);
    // The super admin naming a manager as a landlord is still told there is no such landlord.
    await expect(
      landlordTarget(db, principals.super, superScope, principals.manager.userId),
    ).rejects.toThrow();
  });

  it("a manager's own figures: its landlord from the principal, its properties from the scope, sorted", async () => {
    const manager = principals.manager;
    // Limited to two of its landlord's properties, inserted in the reverse of their sorted order.
    const made = [await makeProperty(t.app, EMAILS.landlord), await makeProperty(t.app, EMAILS.landlord)];
    const chosen = [...made].sort().reverse();
    await t.app.ctx.db.insert(managerProperties).values(chosen.map((propertyId) => ({ managerId: manager.userId, propertyId }))); // prettier-ignore

    const { db, seen } = counted(t.app.ctx.db);
    const scope = await scopeOf(db, manager); // the request's one read: the manager's properties
    const before = seen.statements;
    expect(await managerTarget(db, manager, scope, {})).toEqual({
      landlordId: manager.landlordId,
      managerId: manager.userId,
      propertyIds: [...chosen].sort(),
    });
    expect(seen.statements).toBe(before);

    // Its landlord reading the same manager's figures gets the same target, looked up.
    const landlordScope = await scopeOf(db, principals.landlord);
    expect(await managerTarget(db, principals.landlord, landlordScope, { user_id: manager.userId })).toEqual({
      landlordId: manager.landlordId,
      managerId: manager.userId,
      propertyIds: [...chosen].sort(),
    });
    expect(seen.statements).toBeGreaterThan(before);
    // Another landlord named in the query is still refused.
    await expect(
      managerTarget(db, manager, scope, { landlord_id: await userId(t.app, EMAILS.landlord2) }),
    ).rejects.toThrow();
    await t.app.ctx.db.delete(managerProperties).where(eq(managerProperties.managerId, manager.userId));
  });

  it("a tenant's own: no lookup until the figures are computed, then its name", async () => {
    const tenant = principals.tenant;
    const { db, seen } = counted(t.app.ctx.db);
    const scope = await scopeOf(db, tenant);
    const own = await tenantTarget(db, tenant, scope, undefined);
    expect(own.tenantId).toBe(tenant.userId);
    expect(own.scope).toEqual({ landlordId: tenant.landlordId, propertyIds: null });
    expect(seen.statements).toBe(0);

    // The landlord naming the same tenant: looked up, the same scope and name.
    const byLandlord = await tenantTarget(db, principals.landlord, await scopeOf(db, principals.landlord), tenant.userId); // prettier-ignore
    expect(seen.statements).toBe(1);
    expect(byLandlord.scope).toEqual(own.scope);
    expect(await own.tenantName()).toBe(await byLandlord.tenantName());
    expect(await own.tenantName()).not.toBe('');
    // A tenant naming another tenant is still refused.
    const other = await userId(t.app, EMAILS.landlord2);
    await expect(tenantTarget(db, tenant, scope, other)).rejects.toThrow();
  });

  it("the dashboards' statements are the planned kind, prepared once per connection on PostgreSQL", async () => {
    // A database of its own whose planned statements are recorded, then run as any other.
    const texts: string[] = [];
    const db = new Proxy(t.app.ctx.db, {});
    registerPlannedQuery(db, async (query) => {
      texts.push(new PgDialect().sqlToQuery(query).sql);
      return queryRows(t.app.ctx.db, query);
    });
    const landlord = principals.landlord;
    const target = { landlordId: landlord.landlordId!, managerId: null, propertyIds: null };
    const figures = await portfolioFigures(db, target, t.app.ctx.now());
    expect(figures.landlord_id).toBe(landlord.userId);
    // The money by month, what is owed, the portfolio counts, the latest activity, deposits held.
    expect(texts).toHaveLength(5);
    expect(texts.join('\n')).toContain('kept_month_figures');
    // Constant limits are written into the text: a generic plan costs a LIMIT parameter as 10% of the rows.
    expect(texts.join('\n')).not.toMatch(/limit \$\d/);

    texts.length = 0;
    const tenantScope = { landlordId: principals.tenant.landlordId!, propertyIds: null };
    await tenantFigures(db, tenantScope, { id: principals.tenant.userId, name: 'x' }, t.app.ctx.now(), false);
    expect(texts).toHaveLength(4);
    expect(texts.join('\n')).not.toMatch(/limit \$\d/);
  });
});
