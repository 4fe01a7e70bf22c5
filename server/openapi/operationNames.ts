/**
 * The operationId and summary of every API operation, derived from its method and documented path
 * (`/api/properties/get/{id}`), so no route file has to state them. Stable: they change only when
 * the path does. A route may still state its own in `schema.operationId` / `schema.summary` (a
 * resource's contract will, issue 32 item 1); those win.
 */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `landlord-users` → ['landlord', 'users']; `{tenantId}` → ['tenant', 'id']. */
const wordsOf = (segment: string) =>
  segment
    .replace(/[{}]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

const isParam = (segment: string) => /^\{.+\}$/.test(segment);

/** The path below `/api/`, as segments. */
const segmentsOf = (path: string) =>
  path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);

/**
 * `getMaintenanceRequestsCommentsById`-style: the path's words in order, a parameter as
 * `By<Name>`, camelCase. The method leads only where one path serves several methods; the words
 * alone tell the operations apart otherwise. Distinct paths give distinct ids.
 */
export function operationIdOf(method: string, path: string, severalMethods: boolean): string {
  const words = segmentsOf(path).flatMap((segment) =>
    isParam(segment) ? ['by', ...wordsOf(segment)] : wordsOf(segment),
  );
  if (severalMethods || words.length === 0) words.unshift(method.toLowerCase());
  const [first = '', ...rest] = words;
  return first + rest.map(capitalise).join('');
}

/** What an action segment does, as the summary's leading words; a function where GET and POST differ. */
const ACTIONS: Record<string, string | ((method: string) => string)> = {
  list: 'List',
  lov: 'List the choices of',
  get: 'Get',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  terminate: 'Terminate',
  renew: 'Renew',
  cancel: 'Cancel',
  retire: 'Retire',
  unretire: 'Bring back',
  end: 'End',
  export: 'Export',
  fetch: 'Fetch',
  generate: 'Generate',
  run: 'Run',
  check: 'Check',
  accept: 'Accept',
  pay: 'Pay',
  'mark-paid': 'Mark as paid',
  'resend-invitation': 'Resend the invitation of',
  pdf: 'Download the PDF of',
  refund: 'Refund',
  mail: 'Mail',
  status: 'Change the status of',
  comments: (method) => (method === 'GET' ? 'List the comments on' : 'Comment on'),
  rating: 'Rate',
  charge: 'Charge the cost of',
  answer: 'Answer',
  move: 'Move',
  checkout: 'Start a checkout for',
  quote: 'Quote',
};

/** Actions whose object is a collection: its last word stays plural. */
const ON_MANY = new Set(['list', 'lov', 'export', 'fetch', 'generate']);

/** Operations whose derived summary reads badly, by `METHOD path`. */
const SUMMARIES: Record<string, string> = {
  'GET /api/health': 'Health summary',
  'GET /api/health/live': 'Liveness probe',
  'GET /api/health/ready': 'Readiness probe',
  'POST /api/users/login': 'Sign in',
  'POST /api/users/logout': 'Sign out',
  'GET /api/users/me': 'Get the signed-in user',
  'GET /api/refresh/token': 'Refresh the access token',
  'GET /api/get/{id}': 'Get the system configuration',
  'POST /api/landlord-users/create': 'Sign up as a landlord',
  'POST /api/landlord-users/email/verification': 'Send a password-recovery code',
  'POST /api/landlord-users/email/otp/verified': 'Check a password-recovery code',
  'POST /api/landlord-users/new/password': 'Set a new password',
  'GET /api/users/landlords/{id}/profile': 'Get a user profile by id',
  'POST /api/users/profile/update': 'Update the own profile',
  'POST /api/users/profile/avatar': 'Upload the own avatar',
  'POST /api/users/profile/password': 'Change the own password',
  'POST /api/users/profile/language': 'Set the own language',
  'GET /api/files/{key}': 'Download a stored file by key',
  'POST /api/online-payments/webhook': 'Payment gateway webhook',
  'POST /api/online-payments/links': 'Create a payment link',
  'GET /api/online-payments/link': 'Open a payment link',
  'GET /api/subscriptions/current': 'Get the current subscription',
  'POST /api/subscriptions/subscribe': 'Subscribe to a plan',
  'POST /api/subscriptions/change-plan': 'Change the subscription plan',
  'GET /api/subscriptions/change-plan/quote': 'Quote a plan change',
  'GET /api/super/dashboard/platform': 'Platform dashboard (super admin)',
};

/** `properties` → `property`, `requests` → `request`; words that are not plurals stay. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

/**
 * A short sentence for people: `GET /api/properties/get/{id}` → "Get property by id",
 * `GET /api/super/roles/list` → "List roles (super admin)".
 */
export function summaryOf(method: string, path: string): string {
  const named = SUMMARIES[`${method} ${path}`];
  if (named) return named;
  let segments = segmentsOf(path);
  const superAdmin = segments[0] === 'super';
  if (superAdmin) segments = segments.slice(1);
  const literals = segments.filter((s) => !isParam(s));
  const params = segments.filter(isParam).flatMap((s) => wordsOf(s).join(' '));
  const last = literals.at(-1) ?? '';
  const action = ACTIONS[last];
  const objectSegments = action ? literals.slice(0, -1) : literals;
  const objectWords = objectSegments.flatMap(wordsOf);
  if (action && !ON_MANY.has(last) && objectWords.length > 0) objectWords.push(singular(objectWords.pop()!));
  const lead = action
    ? typeof action === 'function'
      ? action(method)
      : action
    : method === 'GET'
      ? 'Get'
      : method === 'PUT'
        ? 'Replace'
        : 'Send';
  const by = params.length > 0 ? ` by ${params.join(' and ')}` : '';
  return `${lead} ${objectWords.join(' ')}${by}${superAdmin ? ' (super admin)' : ''}`.replace(/\s+/g, ' ');
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type PathsObject = Record<string, Record<string, { operationId?: string; summary?: string }> | undefined>;

/** Gives every operation of a finished document that states none an operationId and a summary. */
export function nameOperations<T extends object>(document: T): T {
  const paths = ((document as { paths?: object }).paths ?? {}) as PathsObject;
  for (const [path, item = {}] of Object.entries(paths)) {
    const methods = Object.keys(item).filter((key) => HTTP_METHODS.has(key));
    for (const method of methods) {
      const operation = item[method]!;
      operation.operationId ??= operationIdOf(method.toUpperCase(), path, methods.length > 1);
      operation.summary ??= summaryOf(method.toUpperCase(), path);
    }
  }
  return document;
}
