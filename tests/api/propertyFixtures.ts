import type { propertiesContract } from '../../domain/contracts/properties';
import type { DataOf } from '../../src/api/callEndpoint';
import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { users } from '../../server/db/schema';
import { bearer, login } from './testApp';

import { DEMO_EMAILS as EMAILS, type Who } from '../support/demoUsers';

export { EMAILS, type Who };
export { buildProperty } from '../support/records';

/** A property as the API answers it (the contract's type), and one of its units. */
export type PropertyRow = DataOf<typeof propertiesContract.endpoints.get>;
export type UnitRow = PropertyRow['units'][number];

/** Signs every demo user in once; tokens and user ids by role. */
export async function signInAll(app: App) {
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) {
    const { data } = await login(app, email);
    tokens[who] = data.access_token;
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[who] = user!.id;
  }
  return { tokens, ids };
}

/** The API's calls with a token: GET paths and POST paths with a JSON (or FormData) body. */
export function caller(app: App) {
  return {
    get: (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (url: string, token: string, payload: Record<string, unknown> | FormData = {}) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload }),
  };
}

/** A multipart body: the payload as JSON text and repeated `files`. */
export function propertyForm(payload: unknown, files: { data: Buffer; filename: string; type: string }[]) {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const file of files) {
    body.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  }
  return body;
}
