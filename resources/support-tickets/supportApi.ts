import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { superSupportTicketsContract } from '../../domain/contracts/super-support-tickets';
import { supportTicketsContract } from '../../domain/contracts/support-tickets';
import type { SupportStatus } from '../../domain/supportTickets';
import type { AnswerOf } from '../../src/api/callEndpoint';
import { payloadForm } from '../../src/api/payloadForm';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { dataProvider } from '../../src/providers/dataProvider';

/** The super admin reads and answers through /api/super/support-tickets (its own resource name). */
export const SUPER_SUPPORT_RESOURCE = 'super-support-tickets';
export const SUPPORT_RESOURCE = 'support-tickets';

/** Who is looking: the platform, the landlord's side, or a tenant (for whom the row is maintenance requests). */
export function useSupportSide() {
  const { menuUser } = useCurrentUser();
  const roleKey = menuUser.roleKey;
  const side = roleKey === 'super_admin' ? 'platform' : roleKey === 'user' ? 'tenant' : 'landlord';
  return {
    side,
    resource: side === 'platform' ? SUPER_SUPPORT_RESOURCE : SUPPORT_RESOURCE,
  } as const;
}

/** A ticket's answer to a write (a reply, a status change): the ticket with its thread. */
type OneAnswer = AnswerOf<typeof supportTicketsContract.endpoints.comments>;

/**
 * The detail page's two writes: a reply and (the platform's) a status change. Each refreshes the
 * ticket and the list through react-admin's query cache, and tells the user what happened.
 */
export function useSupportActions(id: string) {
  const { side, resource } = useSupportSide();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const done = (answer: OneAnswer) => {
    void queryClient.invalidateQueries({ queryKey: [resource] });
    notify(answer.message, { type: 'success' });
  };
  const failed = (err: unknown) =>
    notify(err instanceof Error ? err.message : translate('supportTickets.detail.save_failed'), {
      type: 'error',
    });
  const params = { id };
  const reply = useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      dataProvider.call(
        side === 'platform'
          ? superSupportTicketsContract.endpoints.comments
          : supportTicketsContract.endpoints.comments,
        { params, body: payloadForm({ body }, files) },
      ),
    onSuccess: done,
    onError: failed,
  });
  // Only the platform moves a ticket: the API has no status endpoint on the landlord's side (and
  // the platform's would answer another side 403, which signs it out), so no other side calls it.
  const move = useMutation({
    mutationFn: (status: SupportStatus) =>
      side === 'platform'
        ? dataProvider.call(superSupportTicketsContract.endpoints.status, { params, body: { status } })
        : Promise.reject(new Error(translate('supportTickets.detail.save_failed'))),
    onSuccess: done,
    onError: failed,
  });
  return { reply, move };
}
