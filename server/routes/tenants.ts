import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredDocument } from '../../domain/documents';
import { ROLE_DISPLAY_NAMES } from '../../domain/roles';
import {
  TENANT_MESSAGES as M,
  tenantCreateSchema,
  tenantListQuerySchema,
  type TenantSort,
  tenantUpdateSchema,
} from '../../domain/tenantSchemas';
import { principalOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { owningLandlord, scopeOf } from '../auth/scope';
import { contracts, invitations, roles, tenantProfiles, users } from '../db/schema';
import { containsPattern } from '../db/likePattern';
import { HttpError } from '../http/errors';
import { idParams } from '../http/idParams';
import { readerLocale } from '../http/readerLocale';
import { listAnswer, pageOffset } from '../http/listAnswer';
import {
  PAYLOAD_FORM_LIMITS,
  readPayloadForm,
  sentFields,
  storeDocuments,
  validationError,
} from '../http/payloadForm';
import { contractScopeFilter, selectContracts, toContract } from '../services/contracts';
import { inviteUser } from '../services/invitations';
import { assertEmailUsable } from '../services/takenEmails';
import { todayInKuwait } from '../services/occupancy';
import {
  civilIdTaken,
  conflictOf,
  emailTaken,
  findTenant,
  notDeleted,
  selectTenants,
  TENANT_ROLE,
  tenantScopeFilter,
  toTenant,
} from '../services/tenants';
import type { AppContext } from '../context';
import { tenantsAnswers } from '../answers/tenants';

const SORTABLE: Record<TenantSort, AnyColumn> = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  civilIdExpiry: tenantProfiles.civilIdExpiry,
  status: users.status,
};

const landlordField = z.object({ landlordId: z.uuid().optional() });

/** API resource `tenants` (issue 5 item 3): the landlord's tenants, each invited to a login. */
export const tenantsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
    const links = (row: Parameters<typeof toTenant>[0]) => toTenant(row, ctx.config.jwtSecret, ctx.now());

    app.get(
      '/api/tenants/list',
      {
        config: { permission: 'View User' },
        schema: { querystring: tenantListQuerySchema, response: tenantsAnswers.list },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const { page, pageSize, q, sort, order, status, ids } = request.query;
        const filters: (SQL | undefined)[] = [...tenantScopeFilter(scope)];
        filters.push(status ? eq(users.status, status) : notDeleted);
        const validIds = ids ? ids.split(',').filter((id) => z.uuid().safeParse(id).success) : null;
        if (validIds) filters.push(inArray(users.id, validIds));
        if (q) {
          const like = containsPattern(q);
          filters.push(
            or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
              ilike(tenantProfiles.firstNameAr, like),
              ilike(tenantProfiles.lastNameAr, like),
              ilike(users.phone, like),
              ilike(users.email, like),
              ilike(tenantProfiles.civilId, like),
            ),
          );
        }
        const where = and(...filters);
        const column = SORTABLE[sort ?? 'createdAt'];
        const [rows, [{ total } = { total: 0 }]] = await Promise.all([
          selectTenants(ctx.db, readerLocale(request))
            .where(where)
            .orderBy(order === 'desc' || !sort ? desc(column) : asc(column), asc(users.id))
            .limit(pageSize)
            .offset(pageOffset({ page, pageSize })),
          ctx.db
            .select({ total: sql<number>`count(*)::int` })
            .from(users)
            .innerJoin(roles, eq(roles.id, users.roleId))
            .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
            .where(where),
        ]);
        return listAnswer(rows.map(links), total, { page, pageSize });
      },
    );

    app.get(
      '/api/tenants/get/:id',
      { config: { permission: 'View User' }, schema: { params: idParams, response: tenantsAnswers.get } },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const tenant = await findTenant(ctx.db, scope, request.params.id, readerLocale(request));
        const rows = await selectContracts(ctx.db)
          .where(and(eq(contracts.tenantId, tenant.id), ...contractScopeFilter(scope)))
          .orderBy(desc(contracts.startDate));
        const today = todayInKuwait(ctx.now());
        const tenantContracts = rows.map((r) => toContract(r, ctx.config.jwtSecret, ctx.now(), today));
        return { success: true, message: 'OK', data: { ...links(tenant), contracts: tenantContracts } };
      },
    );

    app.post(
      '/api/tenants/create',
      { config: { permission: 'Create User', creates: true }, schema: { response: tenantsAnswers.create } },
      async (request, reply) => {
        const principal = principalOf(request);
        const scope = await scopeOf(ctx.db, principal);
        const form = await readPayloadForm(request, M.payloadMalformed);
        const parsed = tenantCreateSchema.safeParse(form.payload);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const input = parsed.data;
        const landlordId = await owningLandlord(
          ctx.db,
          scope,
          landlordField.safeParse(form.payload).data?.landlordId,
        );
        await assertEmailUsable(ctx, reply, principal.userId, () => emailTaken(ctx.db, input.email));
        if (await civilIdTaken(ctx.db, landlordId, input.civilId)) throw new HttpError(409, M.civilIdTaken);
        const documents = await storeDocuments(ctx.storage, form.files);
        const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.key, TENANT_ROLE));
        // Nobody knows this password: the tenant signs in only after choosing one from the invitation.
        const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
        let id: string;
        try {
          id = await ctx.db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({
                firstName: input.firstName,
                lastName: input.lastName,
                email: input.email,
                phone: input.phone,
                passwordHash,
                roleId: role!.id,
                landlordId,
                status: 'pending',
              })
              .returning({ id: users.id });
            await tx.insert(tenantProfiles).values({
              userId: user!.id,
              landlordId,
              firstNameAr: input.firstNameAr,
              lastNameAr: input.lastNameAr,
              civilId: input.civilId,
              civilIdExpiry: input.civilIdExpiry,
              nationality: input.nationality,
              documents: documents,
            });
            return user!.id;
          });
        } catch (err) {
          throw conflictOf(err) ?? err;
        }
        const [inviter] = await ctx.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, principal.userId));
        await inviteUser(
          ctx,
          { id, email: input.email, firstName: input.firstName },
          {
            invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'Your landlord',
            role: ROLE_DISPLAY_NAMES.user,
            inviterId: principal.userId,
          },
        );
        return {
          success: true,
          message: M.created,
          data: links(await findTenant(ctx.db, scope, id, readerLocale(request))),
        };
      },
    );

    app.post(
      '/api/tenants/update/:id',
      {
        config: { permission: 'Update User' },
        schema: { params: idParams, response: tenantsAnswers.update },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const scope = await scopeOf(ctx.db, principal);
        const current = await findTenant(ctx.db, scope, request.params.id, readerLocale(request));
        const form = await readPayloadForm(request, M.payloadMalformed);
        const parsed = tenantUpdateSchema.safeParse(form.payload);
        if (!parsed.success) throw validationError(parsed.error.issues);
        // A partial update touches only the fields it sent (the schema's defaults are for create).
        const sent = sentFields(parsed.data, form.payload);
        const { removeDocuments, firstName, lastName, email, phone, ...profile } = sent;
        const landlordId = current.landlordId!;
        const emailChanged = email !== undefined && email !== current.email.toLowerCase();
        // The address a person signs in with is theirs: once the invitation is accepted, staff
        // changing it could take the account over through password recovery.
        if (emailChanged && current.status !== 'pending') throw new HttpError(409, M.emailOwned);
        if (emailChanged)
          await assertEmailUsable(ctx, reply, principal.userId, () => emailTaken(ctx.db, email, current.id));
        if (profile.civilId && (await civilIdTaken(ctx.db, landlordId, profile.civilId, current.id))) {
          throw new HttpError(409, M.civilIdTaken);
        }
        const added = await storeDocuments(ctx.storage, form.files);
        const kept = ((current.documents ?? []) as unknown as StoredDocument[]).filter(
          (d) => !removeDocuments?.includes(d.key),
        );
        const now = new Date(ctx.now());
        try {
          await ctx.db.transaction(async (tx) => {
            const account = { firstName, lastName, email, phone };
            const changes = Object.fromEntries(Object.entries(account).filter(([, v]) => v !== undefined));
            await tx
              .update(users)
              .set({ ...changes, updatedAt: now })
              .where(eq(users.id, current.id));
            const values = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
            const documents = [...kept, ...added];
            // The demo tenant has no profile row yet: the first edit creates it (Civil ID required then).
            if (current.civilId === null && !profile.civilId) {
              throw validationError([{ path: ['civilId'], message: M.civilId, code: 'required' }]);
            }
            await tx
              .insert(tenantProfiles)
              .values({
                userId: current.id,
                landlordId,
                civilId: profile.civilId ?? current.civilId!,
                ...values,
                documents,
              })
              .onConflictDoUpdate({
                target: tenantProfiles.userId,
                set: { ...values, documents, updatedAt: now },
              });
          });
        } catch (err) {
          throw conflictOf(err) ?? err;
        }
        // A new address for someone who has not accepted yet: the invitation goes there instead,
        // and the previous address is told where it went.
        if (emailChanged) {
          await ctx.mail.send({
            to: current.email,
            template: 'email-changed',
            data: { firstName: current.firstName, newEmail: email },
          });
          await inviteUser(
            ctx,
            { id: current.id, email, firstName: firstName ?? current.firstName },
            { invitedBy: 'Your landlord', role: ROLE_DISPLAY_NAMES.user, inviterId: principal.userId },
          );
        }
        return {
          success: true,
          message: M.updated,
          data: links(await findTenant(ctx.db, scope, current.id, readerLocale(request))),
        };
      },
    );

    app.post(
      '/api/tenants/delete/:id',
      {
        config: { permission: 'Delete User' },
        schema: { params: idParams, response: tenantsAnswers.delete },
      },
      async (request) => {
        const scope = await scopeOf(ctx.db, principalOf(request));
        const current = await findTenant(ctx.db, scope, request.params.id, readerLocale(request));
        const now = new Date(ctx.now());
        await ctx.db.transaction(async (tx) => {
          // Lock the tenant so a contract request racing the delete sees the disabled login.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, current.id)).for('update');
          const [open] = await tx
            .select({ id: contracts.id })
            .from(contracts)
            .where(
              and(eq(contracts.tenantId, current.id), inArray(contracts.status, ['requested', 'approved'])),
            )
            .limit(1);
          if (open) throw new HttpError(409, M.hasContracts);
          // Contracts and invoices refer to the tenant: the row stays, the login stops working.
          await tx.update(users).set({ status: 'disabled', updatedAt: now }).where(eq(users.id, current.id));
          await tx
            .update(invitations)
            .set({ usedAt: now })
            .where(and(eq(invitations.userId, current.id), isNull(invitations.usedAt)));
        });
        return { success: true, message: M.deleted };
      },
    );
  };
