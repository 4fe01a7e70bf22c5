import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryPlanned } from '../db/rows';
import { sessions } from '../db/schema';
import type { RolePermission } from '../../domain/permissions';
import type { RoleKey } from '../../domain/roles';
import type { PrincipalCache } from './principalCache';
import { hashToken, type TokenService } from './tokens';

/** Who is calling, derived from the token and the database, never from the request's word. */
export interface Principal {
  userId: string;
  sessionId: string;
  roleId: number;
  roleKey: RoleKey | null;
  permissions: RolePermission[];
  /** The landlord whose data this user may see: itself for a landlord, its landlord otherwise. */
  landlordId: string | null;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * How long the refresh token a rotation replaced is known as "just replaced": two tabs of one
 * browser share their tokens, and the second one to refresh may still hold the first one's spent
 * token for a moment; or the rotation's answer was lost in flight (a reload, a dropped
 * connection). Such a refresh is answered with that rotation's pair again, as long as that pair
 * is still the session's current one; any later one is a replay.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * A refresh: new tokens (or, for the token replaced a moment ago, the same new tokens again), a
 * token replaced a moment ago whose new tokens cannot be given again (a rotation by an earlier
 * version of the server, whose tokens were random), or a refusal.
 */
export type Rotation =
  { outcome: 'rotated'; tokens: IssuedTokens } | { outcome: 'superseded' } | { outcome: 'refused' };

export interface SessionService {
  start(userId: string, remember: boolean): Promise<IssuedTokens & { sessionId: string }>;
  rotate(refreshToken: string): Promise<Rotation>;
  /**
   * Ends the session of a refresh token that was answered 'superseded' and whose tab then found no
   * new tokens: someone else refreshed first, so whoever it was loses the session too.
   */
  abandon(refreshToken: string): Promise<void>;
  revoke(sessionId: string, reason: string): Promise<void>;
  /** Ends every live session of the user (password reset); answers how many were ended. */
  revokeAllForUser(userId: string, reason: string): Promise<number>;
  principalFor(userId: string, sessionId: string): Promise<Principal | null>;
}

/**
 * The live session's user, role and landlord: the statement behind the guard, on the first call of
 * a session and whenever its remembered copy was dropped (principalCache.ts), planned once per
 * connection (queryPlanned).
 */
const principalSql = (userId: string, sessionId: string, at: Date): SQL => sql`
  select u.role_id, r.key as role_key, r.permissions, u.landlord_id, s.expires_at
    from sessions s
    join users u on u.id = s.user_id
    join roles r on r.id = u.role_id
   where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null
     and s.expires_at > ${at.toISOString()}::timestamptz and u.status = 'active'`;

export function createSessionService(deps: {
  db: Database;
  tokens: TokenService;
  refreshDays: number;
  rememberDays: number;
  /** Remembered principals; this service drops a user's copies when it changes a session. */
  principals: PrincipalCache;
  now?: () => number;
}): SessionService {
  const { db, tokens, principals } = deps;
  const now = () => new Date(deps.now?.() ?? Date.now());

  const revoke = async (sessionId: string, reason: string) => {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    for (const row of ended) principals.forgetUser(row.userId);
  };

  return {
    async start(userId, remember) {
      const days = remember ? deps.rememberDays : deps.refreshDays;
      const expiresAt = new Date(now().getTime() + days * 86_400_000);
      // The row needs the token's hash and the token needs the row's id: insert, then set.
      const [row] = await db
        .insert(sessions)
        .values({ userId, remember, expiresAt, refreshTokenHash: '' })
        .returning({ id: sessions.id });
      const sessionId = row!.id;
      const refreshToken = await tokens.signRefresh(userId, sessionId, expiresAt);
      await db
        .update(sessions)
        .set({ refreshTokenHash: hashToken(refreshToken) })
        .where(eq(sessions.id, sessionId));
      return { sessionId, refreshToken, accessToken: await tokens.signAccess(userId, sessionId) };
    },

    async rotate(refreshToken) {
      const refused = { outcome: 'refused' } as const;
      const verified = await tokens.verify(refreshToken, 'refresh');
      if (!verified.ok) return refused;
      const { sub: userId, sid: sessionId } = verified.claims;
      const [current] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
      if (!current) return refused;
      const presented = hashToken(refreshToken);
      const at = now();
      // Derived from the presented token and this moment: the same pair can be given again below.
      const next = await tokens.signSuccessors(refreshToken, { userId, sessionId, ...current }, at);
      // Compare-and-swap on the stored hash: of two refreshes racing with one token, exactly
      // one matches; the other finds the hash already changed.
      const swapped = await db
        .update(sessions)
        .set({
          refreshTokenHash: hashToken(next.refreshToken),
          previousRefreshTokenHash: presented,
          rotatedAt: at,
          lastUsedAt: at,
        })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.refreshTokenHash, presented),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .returning({ id: sessions.id });
      if (swapped.length === 0) {
        // The token this session's last rotation replaced, moments ago: another tab of the same
        // browser refreshed first, or this one did and lost the answer. That rotation's pair is
        // derived again from the presented token (nothing usable is stored) and given again while
        // it is still the session's current pair; once it has been used, this is a replay.
        const graceStart = new Date(at.getTime() - REFRESH_GRACE_MS);
        const [justReplaced] = await db
          .select({
            refreshTokenHash: sessions.refreshTokenHash,
            rotatedAt: sessions.rotatedAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(
            and(
              eq(sessions.id, sessionId),
              eq(sessions.previousRefreshTokenHash, presented),
              gt(sessions.rotatedAt, graceStart),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, at),
            ),
          );
        if (justReplaced?.rotatedAt) {
          const again = await tokens.signSuccessors(
            refreshToken,
            { userId, sessionId, expiresAt: justReplaced.expiresAt },
            justReplaced.rotatedAt,
          );
          if (hashToken(again.refreshToken) !== justReplaced.refreshTokenHash)
            return { outcome: 'superseded' };
          return (await this.principalFor(userId, sessionId))
            ? { outcome: 'rotated', tokens: again }
            : refused;
        }
        // Otherwise a valid signature with a stale hash means the token was already used: someone
        // holds a copy. End the whole session so neither copy keeps working.
        await revoke(sessionId, 'refresh token reuse');
        return refused;
      }
      const principal = await this.principalFor(userId, sessionId);
      if (!principal) return refused;
      return { outcome: 'rotated', tokens: next };
    },

    async abandon(refreshToken) {
      const verified = await tokens.verify(refreshToken, 'refresh');
      if (!verified.ok) return;
      const presented = hashToken(refreshToken);
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, verified.claims.sid),
            eq(sessions.userId, verified.claims.sub),
            or(eq(sessions.refreshTokenHash, presented), eq(sessions.previousRefreshTokenHash, presented)),
          ),
        );
      if (session) await revoke(session.id, 'refresh token abandoned after another refresh');
    },

    revoke,

    async revokeAllForUser(userId, reason) {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      principals.forgetUser(userId);
      return ended.length;
    },

    async principalFor(userId, sessionId) {
      const at = now();
      const remembered = principals.get(userId, sessionId, at.getTime());
      if (remembered) return remembered;
      const since = principals.generation();
      const [row] = await queryPlanned<{
        role_id: number;
        role_key: string | null;
        permissions: RolePermission[];
        landlord_id: string | null;
        expires_at: string | Date;
      }>(db, principalSql(userId, sessionId, at));
      if (!row) return null;
      const roleKey = row.role_key as RoleKey | null;
      const principal: Principal = {
        userId,
        sessionId,
        roleId: row.role_id,
        roleKey,
        permissions: row.permissions,
        landlordId: roleKey === 'landlord' ? userId : row.landlord_id,
      };
      principals.remember(principal, new Date(row.expires_at).getTime(), since, at.getTime());
      return principal;
    },
  };
}
