import { createHash, createHmac, randomBytes } from 'node:crypto';
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
  /**
   * The pair a rotation at `rotatedAt` gives for `previousRefresh`, derived from it: the same
   * inputs give the very same two tokens again, so the answer of a rotation lost in flight can be
   * given again to whoever still holds the old token, with nothing more stored (auth/sessions.ts).
   */
  signSuccessors(
    previousRefresh: string,
    session: { userId: string; sessionId: string; expiresAt: Date },
    rotatedAt: Date,
  ): Promise<{ accessToken: string; refreshToken: string }>;
  verify(token: string, type: TokenType): Promise<VerifyResult>;
}

export function createTokenService(options: {
  secret: string;
  accessTtlSeconds: number;
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  /**
   * Access tokens whose signature and claims were checked, with their expiry: a token's string
   * cannot change, so the next call with it skips the HMAC and only the expiry is checked again.
   * Whether its session is still live is asked on every call all the same (auth/guard.ts). Bounded:
   * the oldest entry goes first.
   */
  const verifiedAccess = new Map<string, { claims: TokenClaims; exp: number }>();
  const VERIFIED_ACCESS_MAX = 10_000;

  /**
   * Successors' ids: an HMAC of the token they replace under a key of their own (derived from the
   * secret), so only this server can work them out, and only from the old token itself.
   */
  const successorKey = createHmac('sha256', key).update('rentals refresh successor ids').digest();
  const successorId = (previous: string, type: TokenType) =>
    createHmac('sha256', successorKey)
      .update(`${type}\n${previous}`)
      .digest()
      .subarray(0, 12)
      .toString('base64url');

  /** `fixed` gives a derived token its issue time and id; others get the clock's and a random one. */
  const sign = (claims: TokenClaims, expiresAtSeconds: number, fixed?: { issuedAt: number; jti: string }) =>
    new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(fixed?.issuedAt ?? nowSeconds())
      // A random id makes every token unique, even two issued in the same second.
      .setJti(fixed?.jti ?? randomBytes(12).toString('base64url'))
      .setExpirationTime(expiresAtSeconds)
      .sign(key);

  return {
    signAccess: (sub, sid) => sign({ sub, sid, typ: 'access' }, nowSeconds() + options.accessTtlSeconds),
    signRefresh: (sub, sid, expiresAt) =>
      sign({ sub, sid, typ: 'refresh' }, Math.floor(expiresAt.getTime() / 1000)),
    async signSuccessors(previousRefresh, { userId: sub, sessionId: sid, expiresAt }, rotatedAt) {
      // HS256 signs deterministically: the same claims in the same order give the same token.
      const issuedAt = Math.floor(rotatedAt.getTime() / 1000);
      const [accessToken, refreshToken] = await Promise.all([
        sign({ sub, sid, typ: 'access' }, issuedAt + options.accessTtlSeconds, {
          issuedAt,
          jti: successorId(previousRefresh, 'access'),
        }),
        sign({ sub, sid, typ: 'refresh' }, Math.floor(expiresAt.getTime() / 1000), {
          issuedAt,
          jti: successorId(previousRefresh, 'refresh'),
        }),
      ]);
      return { accessToken, refreshToken };
    },
    async verify(token, type) {
      const known = type === 'access' ? verifiedAccess.get(token) : undefined;
      if (known) {
        if (known.exp > nowSeconds()) return { ok: true, claims: known.claims };
        verifiedAccess.delete(token);
        return { ok: false, reason: 'expired' };
      }
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
        const claims: TokenClaims = { sub: payload.sub, sid: payload.sid, typ: type };
        if (type === 'access') {
          if (verifiedAccess.size >= VERIFIED_ACCESS_MAX) {
            verifiedAccess.delete(verifiedAccess.keys().next().value!);
          }
          verifiedAccess.set(token, { claims, exp: payload.exp! });
        }
        return { ok: true, claims };
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
