import { z } from 'zod';
import { sortFieldSchema } from './listQuery';
import { listQuerySchema } from './roleSchemas';
import { text } from './messages/text';

export const LANDLORD_MESSAGES = {
  noneSelected: text('landlords.noneSelected'),
  approved: (n: number) => `${n} landlord${n === 1 ? '' : 's'} approved.`,
  rejected: (n: number) => `${n} landlord${n === 1 ? '' : 's'} rejected.`,
} as const;

export const LANDLORD_SORTS = ['createdAt', 'firstName', 'lastName', 'email', 'status'] as const;
export type LandlordSort = (typeof LANDLORD_SORTS)[number];
export const landlordListQuerySchema = listQuerySchema.extend({
  sort: sortFieldSchema(LANDLORD_SORTS).optional(),
  status: z.enum(['pending', 'active', 'rejected', 'disabled']).optional(),
});

export const landlordIdsSchema = z.object({
  ids: z.array(z.uuid()).min(1, LANDLORD_MESSAGES.noneSelected).max(100),
});
