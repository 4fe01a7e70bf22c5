import { z } from 'zod';

/*
 * GET /api/collections/list's row and totals, declared once (issue 32 item 2): the server's answer
 * schema (server/answers/collections.ts), its query's row type (server/services/collectionQueries.ts)
 * and the panel's types (resources/payments/collectionsApi.ts) are all this. The panel's own copy
 * had drifted: it lacked the `written_off` the server sends.
 */

/** One invoice of the collection report (spec section 3). */
export const collectionRowSchema = z.object({
  invoice_id: z.string(),
  invoice_no: z.string(),
  property_name: z.string(),
  unit_no: z.string(),
  tenant_name: z.string(),
  payment_date: z.string().nullable(),
  rent: z.number(),
  /** The part closed without payment (domain/invoiceMoney.ts); 0 for most rows. */
  written_off: z.number(),
  status: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

/** total_collection (expected) = received_amount + written_off_amount + pending_amount. */
export const collectionListTotalsSchema = z.object({
  total_collection: z.number(),
  received_amount: z.number(),
  written_off_amount: z.number(),
  pending_amount: z.number(),
});
export type CollectionListTotals = z.infer<typeof collectionListTotalsSchema>;

/** The collection report's sortable columns. */
export const COLLECTION_SORTS = ['invoice_no', 'tenant_name', 'payment_date', 'rent'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
