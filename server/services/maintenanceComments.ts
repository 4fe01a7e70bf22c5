import type { Scope } from '../auth/scope';
import type { Database } from '../db/client';
import { maintenanceComments } from '../db/schema';
import { lockRequest } from './maintenanceRequests';

/**
 * Adds a comment to a request in scope, under the request's row lock (a request moved or deleted
 * meanwhile is not commented on); answers the request and the new comment.
 */
export async function addMaintenanceComment(
  db: Database,
  scope: Scope,
  requestId: string,
  comment: Pick<
    typeof maintenanceComments.$inferInsert,
    'authorId' | 'body' | 'internal' | 'attachments' | 'createdAt'
  >,
) {
  return db.transaction(async (tx) => {
    const locked = await lockRequest(tx, scope, requestId);
    const [inserted] = await tx
      .insert(maintenanceComments)
      .values({ requestId: locked.id, landlordId: locked.landlordId, ...comment })
      .returning();
    return { row: locked, comment: inserted! };
  });
}
