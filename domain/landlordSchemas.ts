import { z } from 'zod';
import { listQuerySchema } from './roleSchemas';

export const LANDLORD_MESSAGES = {
  noneSelected: 'Select at least one landlord.',
  approved: (n: number) => `${n} landlord${n === 1 ? '' : 's'} approved.`,
  rejected: (n: number) => `${n} landlord${n === 1 ? '' : 's'} rejected.`,
} as const;

export const landlordListQuerySchema = listQuerySchema.extend({
  status: z.enum(['pending', 'active', 'rejected', 'disabled']).optional(),
});

export const landlordIdsSchema = z.object({
  ids: z.array(z.uuid()).min(1, LANDLORD_MESSAGES.noneSelected).max(100),
});
