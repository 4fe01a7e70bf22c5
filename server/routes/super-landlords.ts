import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAnswer, pageOffset } from '../http/listAnswer';
import {
  LANDLORD_MESSAGES,
  landlordIdsSchema,
  landlordListQuerySchema,
  type LandlordSort,
} from '../../domain/landlordSchemas';
import { roles, users } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import type { AppContext } from '../context';
import { superLandlordsAnswers } from '../answers/super-landlords';
import { startTrial } from '../services/subscriptions';

const SORTABLE: Record<LandlordSort, AnyColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
};

const landlordColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** The super admin's Landlords screen: review sign-ups, approve or reject them (one or many). */
export const superLandlordsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const landlordRole = async () => {
      const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'landlord'));
      return role!.id;
    };

    app.get(
      '/api/super/landlords/list',
      {
        config: { permission: 'View Landlord' },
        schema: { querystring: landlordListQuerySchema, response: superLandlordsAnswers.landlordsList },
      },
      async (request) => {
        const { page, pageSize, q, sort, order, status } = request.query;
        const filters: (SQL | undefined)[] = [eq(users.roleId, await landlordRole())];
        if (status) filters.push(eq(users.status, status));
        if (q) {
          const like = containsPattern(q);
          filters.push(
            or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(users.email, like),
              ilike(users.phone, like),
            ),
          );
        }
        const where = and(...filters);
        const column = SORTABLE[sort ?? 'createdAt'];
        const [items, [{ total } = { total: 0 }]] = await Promise.all([
          ctx.db
            .select(landlordColumns)
            .from(users)
            .where(where)
            .orderBy(order === 'desc' || !sort ? desc(column) : asc(column), asc(users.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db.select({ total: count() }).from(users).where(where),
        ]);
        return listAnswer(items, total, { page, pageSize });
      },
    );

    /** Moves the chosen landlords to a status and mails each one that actually changed. */
    const decide = async (ids: string[], status: 'active' | 'rejected') => {
      const from = status === 'active' ? ['pending', 'rejected'] : ['pending'];
      const changed = await ctx.db
        .update(users)
        .set({ status, updatedAt: new Date(ctx.now()) })
        .where(
          and(inArray(users.id, ids), eq(users.roleId, await landlordRole()), inArray(users.status, from)),
        )
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      for (const landlord of changed) {
        // Issue 21 item 4: an approved landlord starts on a 14-day trial of the recommended plan.
        if (status === 'active') await startTrial(ctx.db, landlord.id, ctx.now());
        await ctx.mail.send({
          to: landlord.email,
          template: status === 'active' ? 'landlord-approved' : 'landlord-rejected',
          data: { firstName: landlord.firstName },
        });
      }
      return changed;
    };

    app.post(
      '/api/super/landlords/approve',
      {
        config: { permission: 'Update Landlord' },
        schema: { body: landlordIdsSchema, response: superLandlordsAnswers.landlordsApprove },
      },
      async (request) => {
        const changed = await decide(request.body.ids, 'active');
        return {
          success: true,
          message: LANDLORD_MESSAGES.approved(changed.length),
          data: { ids: changed.map((l) => l.id) },
        };
      },
    );

    app.post(
      '/api/super/landlords/reject',
      {
        config: { permission: 'Update Landlord' },
        schema: { body: landlordIdsSchema, response: superLandlordsAnswers.landlordsReject },
      },
      async (request) => {
        const changed = await decide(request.body.ids, 'rejected');
        return {
          success: true,
          message: LANDLORD_MESSAGES.rejected(changed.length),
          data: { ids: changed.map((l) => l.id) },
        };
      },
    );
  };
