import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../server/app';
import type { CapturedMail, SmtpCapture } from './smtpCapture';
import { bearer } from './testApp';

/** The token of the link in an invitation mail (/admin-panel/auth/invitation#token=…). */
export function invitationTokenFrom(mail: Pick<CapturedMail, 'text'>): string {
  const found = /\/admin-panel\/auth\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!found) throw new Error(`no invitation link in the mail:\n${mail.text}`);
  return found[1]!;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export const managerInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Fahad',
  lastName: 'Al-Mutairi',
  email: uniqueEmail('manager'),
  phone: '+965 9988 7766',
  ...overrides,
});

/** POST /api/property-managers/create as `token`; the raw answer. */
export const createManager = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/property-managers/create', headers: bearer(token), payload: body });

/** A manager invited by `token`'s landlord, and the token of the link it was mailed. */
export async function inviteManager(
  app: App,
  smtp: SmtpCapture,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string; invitation: string }> {
  const input = managerInput(overrides);
  const res = await createManager(app, token, input);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ data: { id: string } }>().data.id;
  const mail = await smtp.take((m) => m.to.includes(input.email) && /invited/i.test(m.subject));
  return { id, email: input.email, invitation: invitationTokenFrom(mail) };
}
