import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { propertyUnits } from '../../server/db/schema';
import { bearer, login } from './testApp';

import { DEMO_EMAILS as EMAILS, type Who } from '../support/demoUsers';
import { buildTenant } from '../support/records';

export { EMAILS, type Who };
export { buildContract, buildTenant, dayFromToday } from '../support/records';

/** Access tokens of the demo users, signed in once per test file. */
export async function tokensOf(app: App): Promise<Record<Who, string>> {
  const entries = await Promise.all(
    (Object.keys(EMAILS) as Who[]).map(async (who) => [
      who,
      (await login(app, EMAILS[who])).data.access_token,
    ]),
  );
  return Object.fromEntries(entries) as Record<Who, string>;
}

export const unitStatus = async (app: App, unitId: string): Promise<string> => {
  const [row] = await app.ctx.db
    .select({ status: propertyUnits.status })
    .from(propertyUnits)
    .where(eq(propertyUnits.id, unitId));
  return row!.status;
};

export const post = (app: App, token: string, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as Record<string, unknown> });
export const get = (app: App, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** Creates a tenant through the API as the given caller; returns its id. */
export async function createTenant(app: App, token: string, overrides: Record<string, unknown> = {}) {
  const res = await post(app, token, '/api/tenants/create', buildTenant(overrides));
  if (res.statusCode !== 200) throw new Error(`tenant create answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: { id: string } }>().data.id;
}
