import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes shared by every table module of server/db/schema/. */

/** KWD to the fils: numeric(12,3), never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 3 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
