import { and, eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { mailOutbox } from '../../server/db/schema';
import { bearer } from './testApp';
import { makeContract } from '../support/make';

/*
 * Maintenance request fixtures: the demo tenant's contract (written straight to the table, as the
 * billing tests do) and the API calls the tests repeat.
 */

let seq = 0;
/** A title no other test of the file has used today (the same title twice a day is refused). */
export const title = (text = 'Leaking AC') => `${text} #${++seq}`;

/** The demo tenant's approved contract with the first landlord, in force today. */
export const tenantContract = (app: App) => makeContract(app, { landlordEmail: 'landlord@example.com' });

export const report = (app: App, token: string, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/maintenance-requests/create',
    headers: bearer(token),
    payload: { title: title(), category: 'air_conditioning', priority: 'normal', ...body },
  });

/** Reports and answers the record; fails the test unless 200. */
export async function reported(app: App, token: string, body: Record<string, unknown> = {}) {
  const res = await report(app, token, body);
  if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}: ${res.body}`);
  return res.json().data as { id: string; number: string; status: string; [key: string]: unknown };
}

export const move = (app: App, token: string, id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/maintenance-requests/${id}/status`,
    headers: bearer(token),
    payload: body,
  });

export const call = (app: App, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Mails of a template to an address, oldest first. */
export const mailsTo = (app: App, to: string, template: string) =>
  app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.createdAt);
