import type { Endpoint } from '../../domain/contracts/contract';
import type { App } from '../../server/app';
import { endpointUrl, type AnswerOf, type CallArgs } from '../../src/api/callEndpoint';
import { bearer, login } from '../api/testApp';
import { DEMO_EMAILS, type Who } from './demoUsers';

/** An answer as a test reads it: the status, and the body typed by the endpoint's contract. */
export interface Answer<E extends Endpoint> {
  status: number;
  body: AnswerOf<E>;
}

/** Each app's signed-in demo users: one sign-in per user and app (an argon2 hash each). */
const tokens = new WeakMap<App, Map<Who, Promise<string>>>();

function tokenOf(app: App, who: Who): Promise<string> {
  let ofApp = tokens.get(app);
  if (!ofApp) tokens.set(app, (ofApp = new Map()));
  let token = ofApp.get(who);
  if (!token) {
    token = login(app, DEMO_EMAILS[who]).then(({ data }) => data.access_token);
    ofApp.set(who, token);
  }
  return token;
}

/** `/api/x/get/:id` with its params and query, as the URL a client would call. */
function urlOf<E extends Endpoint>(endpoint: E, args: CallArgs<E>): string {
  const path = `/api${endpointUrl(endpoint.path, args.params as Record<string, string | number> | undefined)}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {}))
    if (value !== undefined && value !== null) query.set(key, String(value));
  return query.size ? `${path}?${query}` : path;
}

async function send<E extends Endpoint>(app: App, token: string | null, endpoint: E, args: CallArgs<E>) {
  const res = await app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, args),
    headers: token ? bearer(token) : {},
    ...(args.body !== undefined ? { payload: args.body as Record<string, unknown> } : {}),
  });
  const body = res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload;
  return { status: res.statusCode, body } as Answer<E>;
}

/**
 * The API as a demo user calls it, through the contracts (domain/contracts/):
 * `await api(app).as('landlord').call(propertiesContract.endpoints.list, { query: { q: 'Tower' } })`
 * gives the status and the body typed by the endpoint; `ok` gives the body of a 200 and fails the
 * test with the server's answer otherwise. `anonymous` calls without a token.
 */
export function api(app: App) {
  const caller = (token: () => Promise<string | null>) => ({
    call: async <E extends Endpoint>(endpoint: E, args: CallArgs<E> = {}) =>
      send(app, await token(), endpoint, args),
    ok: async <E extends Endpoint>(endpoint: E, args: CallArgs<E> = {}): Promise<AnswerOf<E>> => {
      const answer = await send(app, await token(), endpoint, args);
      if (answer.status !== 200)
        throw new Error(
          `${endpoint.method} ${endpoint.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      return answer.body;
    },
  });
  return {
    as: (who: Who) => caller(() => tokenOf(app, who)),
    anonymous: caller(async () => null),
  };
}
