import { z } from 'zod';
import { sortFieldSchema } from './listQuery';
import { listQuerySchema } from './roleSchemas';

/** The records whose screens show a History panel (issue 36 item 4; an owner's: item 3). */
export const AUDITED_RECORDS = ['invoice', 'contract', 'cheque', 'deposit', 'owner'] as const;
export type AuditedRecord = (typeof AUDITED_RECORDS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/audit/list: filters by record (entity + id), user, kind (action) and date range (Kuwait days). */
export const auditListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(['createdAt', 'id']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  entity: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().max(40).optional(),
  actorId: z.uuid().optional(),
  action: z.string().trim().min(1).max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /**
   * One record's history (the History panel): its own rows and those of the money moved on it
   * (an invoice's payments, write-offs and online attempts). Scoped by the token: a manager only
   * its properties' records.
   */
  record: z.enum(AUDITED_RECORDS).optional(),
  recordId: z.uuid().optional(),
  /** The super admin may narrow to one landlord's rows. */
  landlordId: z.uuid().optional(),
});

export const auditRowSchema = z.object({
  id: z.string(),
  landlordId: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  chainSeq: z.number().int().nullable(),
  hash: z.string().nullable(),
});

export const auditVerifySchema = z.object({
  intact: z.boolean(),
  rows: z.number().int(),
  chains: z.number().int(),
  firstBreak: z
    .object({
      landlordId: z.string().nullable(),
      id: z.number().int(),
      chainSeq: z.number().int(),
      reason: z.enum(['altered', 'relinked', 'missing_before']),
    })
    .nullable(),
});
