import { CONFIG_VARIABLES, type AppConfig } from './config';

/** Variables whose values are secrets: shown as *** wherever configuration is printed. */
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|PRIVATE|(^|_)KEY$|(^|_)TOKEN$/;

/** A URL's password (postgres://user:password@host, smtp://user:password@host) as ***. */
const withoutPassword = (value: string) =>
  value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^\s/@:]*):[^\s/@]*@/i, '$1:***@');

/**
 * The server's variables as they were set at start, for the log: secrets as ***, passwords cut
 * from URLs, variables left unset omitted (their defaults apply).
 */
export function redactedEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of CONFIG_VARIABLES) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    shown[name] = SECRET_NAME.test(name) ? '***' : withoutPassword(value);
  }
  return shown;
}

/** The configuration's secret values, which an error message written for people must never carry. */
export function configSecrets(config: AppConfig): string[] {
  const p = config.payments;
  const w = config.messaging.whatsapp;
  const sms = config.messaging.sms;
  return [
    config.jwtSecret,
    config.metricsToken,
    p.sandboxSecret,
    p.myfatoorah?.apiKey,
    p.myfatoorah?.webhookSecret,
    p.tap?.secretKey,
    w.provider === 'cloud' ? w.token : undefined,
    w.appSecret,
    w.verifyToken,
    sms.provider === 'twilio' ? sms.authToken : undefined,
    config.databaseUrl ? new URL(config.databaseUrl).password : undefined,
    config.smtpUrl ? new URL(config.smtpUrl).password : undefined,
  ].filter((s): s is string => !!s);
}
