import { COLLECTION_SORTS } from '../collectionSchemas';
import { searchTextSchema, sortFieldSchema } from '../listQuery';
import { collectionsAnswers } from './answers/collections';
import { z } from 'zod';
import { defineContract } from './contract';
import { text } from '../messages/text';

export const collectionQuerySchema = z.object({
  landlord_id: z.uuid({ error: text('lookups.landlordId') }).optional(),
  q: searchTextSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sort: sortFieldSchema(COLLECTION_SORTS).default('invoice_no'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** The collections API resource: its endpoints, each with its access rule and schemas. */
export const collectionsContract = defineContract({
  name: 'collections',
  path: '/api/collections/list',
  endpoints: {
    get: {
      method: 'GET',
      path: '/api/collections/list',
      access: { permission: 'View Landlord Payment', roles: ['landlord', 'super_admin', 'admin'] },
      operationId: 'collectionsList',
      summary: 'List collections',
      query: collectionQuerySchema,
      answers: collectionsAnswers.list,
    },
  },
});
