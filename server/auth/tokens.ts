import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Access and refresh tokens are JWTs signed with one algorithm (HS256) and checked strictly:
 * algorithm, issuer, audience, expiry and the token type claim, so a refresh token is never
 * accepted as an access token and an unsigned ("none") token never verifies.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'rentals-admin';
const AUDIENCE = 'rentals-admin-api';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  sid: string;
  typ: TokenType;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  signAccess(userId: string, sessionId: string): Promise<string>;
  signRefresh(userId: string, sessionId: string, expiresAt: Date): Promise<string>;
  verify(token: string, type: TokenType): Promise<VerifyResult>;
}

export function createTokenService(options: {
  secret: string;
  accessTtlSeconds: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);

  const sign = (claims: TokenClaims, expiresAtSeconds: number) =>
    new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds())
      // A random id makes every token unique, even two issued in the same second.
      .setJti(randomBytes(12).toString('base64url'))
      .setExpirationTime(expiresAtSeconds)
      .sign(key);

  return {
    signAccess: (sub, sid) => sign({ sub, sid, typ: 'access' }, nowSeconds() + options.accessTtlSeconds),
    signRefresh: (sub, sid, expiresAt) =>
      sign({ sub, sid, typ: 'refresh' }, Math.floor(expiresAt.getTime() / 1000)),
    async verify(token, type) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid', 'typ'],
          currentDate: new Date(nowSeconds() * 1000),
        });
        if (payload.typ !== type || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { sub: payload.sub, sid: payload.sid, typ: type } };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

/** Refresh tokens are stored only as this hash; a leaked table cannot be replayed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header ?? '');
  return match?.[1];
}
