import { redactUrl } from '../http/logRedaction';

/** Longer messages are cut: a run's error is a hint for the super admin, the log has the rest. */
const MAX_LENGTH = 500;

/**
 * An error's message as job_runs keeps it and the super admin reads it: without the secrets an
 * error text can carry (a connection URL's password, a bearer token or JWT, a signed link's query,
 * any configured secret value), one line, at most 500 characters.
 */
export function safeErrorMessage(err: unknown, secrets: readonly string[] = []): string {
  let text =
    err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
  for (const secret of secrets) if (secret.length >= 8) text = text.split(secret).join('***');
  text = text
    // postgres://user:password@host, https://user:token@host
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]*:[^\s/@]*@/gi, '$1***@')
    .replace(/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer ***')
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '***')
    .replace(/\bhttps?:\/\/[^\s;,'"<>]+/gi, (url) => redactUrl(url))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text || 'failed';
}
