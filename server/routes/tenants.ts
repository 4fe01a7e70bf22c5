import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { StoredDocument } from '../../domain/documents';
import { ROLE_DISPLAY_NAMES } from '../../domain/roles';
import { TENANT_MESSAGES as M, tenantCreateSchema, tenantUpdateSchema } from '../../domain/tenantSchemas';
import { principalOf } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { owningLandlord, scopeOf } from '../auth/scope';
import { HttpError } from '../http/errors';
import { readerLocale } from '../http/readerLocale';
import { listAnswer } from '../http/listAnswer';
import {
  PAYLOAD_FORM_LIMITS,
  readPayloadForm,
  sentFields,
  storeDocuments,
  validationError,
} from '../http/payloadForm';
import { toContract } from '../services/contracts';
import { contractsOfTenant } from '../services/contractQueries';
import { inviteUser } from '../services/invitations';
import { personName } from '../services/managerQueries';
import { assertEmailUsable } from '../services/takenEmails';
import { todayInKuwait } from '../services/occupancy';
import { civilIdTaken, emailTaken, findTenant, toTenant } from '../services/tenants';
import { listTenants } from '../services/tenantList';
import { disableTenant, insertTenant, updateTenant } from '../services/tenantWrites';
import { tenantsContract } from '../../domain/contracts/tenants';
import { contractRoutes } from '../http/contractRoutes';

const landlordField = z.object({ landlordId: z.uuid().optional() });

/** API resource `tenants` (issue 5 item 3): the landlord's tenants, each invited to a login. */
export const tenantsRoutes = contractRoutes(tenantsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const links = (row: Parameters<typeof toTenant>[0]) => toTenant(row, ctx.config.jwtSecret, ctx.now());

  return {
    list: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const { page, pageSize } = request.query;
      const { rows, total } = await listTenants(ctx.db, scope, request.query, readerLocale(request));
      return listAnswer(rows.map(links), total, { page, pageSize });
    },
    get: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const tenant = await findTenant(ctx.db, scope, request.params.id, readerLocale(request));
      const rows = await contractsOfTenant(ctx.db, scope, tenant.id);
      const today = todayInKuwait(ctx.now());
      const tenantContracts = rows.map((r) => toContract(r, ctx.config.jwtSecret, ctx.now(), today));
      return { success: true, message: 'OK', data: { ...links(tenant), contracts: tenantContracts } };
    },
    create: async (request, reply) => {
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
      // Nobody knows this password: the tenant signs in only after choosing one from the invitation.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await insertTenant(ctx.db, { input, landlordId, passwordHash, documents });
      const inviter = await personName(ctx.db, principal.userId);
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
    update: async (request, reply) => {
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
      await updateTenant(
        ctx.db,
        current,
        { account: { firstName, lastName, email, phone }, profile, documents: [...kept, ...added] },
        new Date(ctx.now()),
      );
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
    delete: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const current = await findTenant(ctx.db, scope, request.params.id, readerLocale(request));
      await disableTenant(ctx.db, current.id, new Date(ctx.now()));
      return { success: true, message: M.deleted };
    },
  };
});
