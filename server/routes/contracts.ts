import fastifyMultipart from '@fastify/multipart';
import {
  CONTRACT_MESSAGES as M,
  contractCreateSchema,
  contractUpdateSchema,
  type ContractUpdateInput,
} from '../../domain/contractSchemas';
import type { StoredDocument } from '../../domain/documents';
import { money } from '../../domain/money';
import { principalOf } from '../auth/guard';
import { scopeOf, type Scope } from '../auth/scope';
import { HttpError } from '../http/errors';
import { listAnswer } from '../http/listAnswer';
import {
  PAYLOAD_FORM_LIMITS,
  readPayloadForm,
  sentFields,
  storeDocuments,
  validationError,
} from '../http/payloadForm';
import { type ContractRow, findContract, overlapsApproved, toContract } from '../services/contracts';
import {
  deleteOpenContract,
  insertContract,
  listContracts,
  unitForContract,
  updateContractColumns,
  visibleTenant,
} from '../services/contractQueries';
import { refreshLandlordOccupancy, refreshUnitOccupancy, todayInKuwait } from '../services/occupancy';
import type { AppContext } from '../context';
import { contractsContract } from '../../domain/contracts/contracts';
import { contractRoutes } from '../http/contractRoutes';
import { text } from '../../domain/messages/text';

/** API resource `contracts` (issue 5 item 4): list, get, create, update, delete; decisions apart. */
export const contractsRoutes = contractRoutes(contractsContract, async (ctx, app) => {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: PAYLOAD_FORM_LIMITS });
  const today = () => todayInKuwait(ctx.now());
  const answer = (row: Parameters<typeof toContract>[0]) =>
    toContract(row, ctx.config.jwtSecret, ctx.now(), today());

  return {
    list: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      // Expiry without a job: ended contracts free their units before anyone reads them.
      await refreshLandlordOccupancy(ctx.db, scope.landlordId, today());
      const { page, pageSize } = request.query;
      const { rows, total } = await listContracts(ctx.db, scope, request.query);
      return listAnswer(rows.map(answer), total, { page, pageSize });
    },
    get: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      await refreshLandlordOccupancy(ctx.db, scope.landlordId, today());
      return {
        success: true,
        message: 'OK',
        data: answer(await findContract(ctx.db, scope, request.params.id)),
      };
    },
    create: async (request) => {
      const principal = principalOf(request);
      const scope = await scopeOf(ctx.db, principal);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = contractCreateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const input = parsed.data;

      const unit = await unitForContract(ctx.db, scope, input.unitId);
      if (!unit) throw new HttpError(404, M.unitNotFound);
      const tenantId = scope.tenantId ?? input.tenantId;
      if (!tenantId) throw validationError([{ path: ['tenantId'], message: M.tenant, code: 'required' }]);
      if (scope.tenantId) {
        // A tenant asks only for a vacant unit of its own landlord (the unit filter saw to the landlord).
        if (unit.status !== 'vacant') throw new HttpError(409, M.unitNotVacant);
      } else {
        await requireAttachableTenant(ctx, scope, unit.landlordId, tenantId);
      }
      if (await overlapsApproved(ctx.db, unit.id, input.startDate, input.endDate)) {
        throw new HttpError(409, M.overlap);
      }
      const documents = await storeDocuments(ctx.storage, form.files);
      const createdId = await insertContract(ctx.db, {
        landlordId: unit.landlordId,
        tenantId,
        unitId: unit.id,
        startDate: input.startDate,
        endDate: input.endDate,
        monthlyRent: input.monthlyRent,
        securityDeposit: input.securityDeposit,
        paymentDueDay: input.paymentDueDay,
        status: 'requested',
        documents: documents,
      });
      const row = await findContract(ctx.db, scope, createdId);
      return { success: true, message: scope.tenantId ? M.requested : M.created, data: answer(row) };
    },
    update: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const current = await findContract(ctx.db, scope, request.params.id);
      const form = await readPayloadForm(request, M.payloadMalformed);
      const parsed = contractUpdateSchema.safeParse(form.payload);
      if (!parsed.success) throw validationError(parsed.error.issues);
      // Only what was sent: the schema's defaults (due day 1) must not overwrite the contract's.
      const { removeDocuments, ...terms } = sentFields(parsed.data, form.payload);
      const startDate = terms.startDate ?? current.startDate;
      const endDate = terms.endDate ?? current.endDate;
      if (endDate < startDate)
        throw validationError([{ path: ['endDate'], message: M.endBeforeStart, code: 'custom' }]);
      // An approved contract's terms are what the tenant agreed to; only its documents change
      // (a form may send the terms again unchanged with a new document).
      if (changesTerms(current, terms) && current.status !== 'requested')
        throw new HttpError(409, M.notEditable);
      const added = await storeDocuments(ctx.storage, form.files);
      const kept = (current.documents as unknown as StoredDocument[]).filter(
        (d) => !removeDocuments?.includes(d.key),
      );
      await updateContractColumns(ctx.db, current.id, {
        ...terms,
        documents: [...kept, ...added],
        updatedAt: new Date(ctx.now()),
      });
      return {
        success: true,
        message: M.updated,
        data: answer(await findContract(ctx.db, scope, current.id)),
      };
    },
    delete: async (request) => {
      const scope = await scopeOf(ctx.db, principalOf(request));
      const current = await findContract(ctx.db, scope, request.params.id);
      // Approved and terminated contracts are history (invoices refer to them): terminate instead.
      if (!(await deleteOpenContract(ctx.db, current.id)))
        throw new HttpError(409, text('contracts.notDeletable'));
      await refreshUnitOccupancy(ctx.db, current.unitId, today());
      return { success: true, message: M.deleted };
    },
  };
});

/** Does the update ask for other terms than the contract has (money compared as amounts)? */
function changesTerms(current: ContractRow, terms: Partial<ContractUpdateInput>): boolean {
  const sameMoney = (a: string | undefined, b: string) => a === undefined || money(a).eq(money(b));
  return !(
    (terms.startDate === undefined || terms.startDate === current.startDate) &&
    (terms.endDate === undefined || terms.endDate === current.endDate) &&
    sameMoney(terms.monthlyRent, current.monthlyRent) &&
    sameMoney(terms.securityDeposit, current.securityDeposit) &&
    (terms.paymentDueDay === undefined || terms.paymentDueDay === current.paymentDueDay)
  );
}

/**
 * Who may attach which tenant to a contract: only a tenant the caller can already see (its
 * landlord's; for a manager limited to some properties, one with a contract on them or with no
 * contract yet), and only to a unit of the tenant's own landlord. Otherwise a limited manager
 * could make any tenant of its landlord visible to itself by requesting a contract for it.
 */
async function requireAttachableTenant(
  ctx: AppContext,
  scope: Scope,
  landlordId: string,
  tenantId: string,
): Promise<void> {
  const row = await visibleTenant(ctx.db, scope, tenantId);
  if (!row || row.landlordId !== landlordId) throw new HttpError(404, M.tenantNotFound);
}
