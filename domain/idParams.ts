import { z } from 'zod';

/** The `:id` of a route over uuid-keyed rows; anything else answers 422 before the handler runs. */
export const idParams = z.object({ id: z.uuid() });

/** The `:id` of a route over serial-keyed rows (roles). */
export const serialIdParams = z.object({ id: z.coerce.number().int().positive() });
