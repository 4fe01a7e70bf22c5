/*
 * Imports from a spreadsheet (issue 36 item 5): one row per import, naming every row it wrote so
 * that an undo removes exactly those. Carries landlord_id like every business row.
 */

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportWritten } from '../../../domain/importSchemas';
import { users } from './accounts';
import { createdAt } from './columns';

export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** properties, tenants, contracts, opening_balances, cheques (domain/importSchemas.ts IMPORT_KINDS) */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull().default(''),
    /** The file's data rows. */
    rowCount: integer('row_count').notNull(),
    /** Table name → the ids of the rows the import wrote there. */
    written: jsonb('written').$type<ImportWritten>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('imports_landlord_created_idx').on(t.landlordId, t.createdAt)],
);
