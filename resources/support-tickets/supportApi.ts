import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { SupportStatus, SupportTicketDetail } from '../../domain/supportTickets';
import { apiClient } from '../../src/api/httpClient';
import { payloadForm } from '../../src/api/payloadForm';
import { useCurrentUser } from '../../src/layout/useCurrentUser';

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
    apiBase: side === 'platform' ? '/super/support-tickets' : '/support-tickets',
  } as const;
}

interface OneAnswer {
  message: string;
  data: SupportTicketDetail;
}

/**
 * The detail page's two writes: a reply and (the platform's) a status change. Each refreshes the
 * ticket and the list through react-admin's query cache, and tells the user what happened.
 */
export function useSupportActions(id: string) {
  const { apiBase, resource } = useSupportSide();
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
  const reply = useMutation({
    mutationFn: ({ body, files }: { body: string; files: File[] }) =>
      apiClient.post<OneAnswer>(`${apiBase}/${id}/comments`, payloadForm({ body }, files)),
    onSuccess: done,
    onError: failed,
  });
  const move = useMutation({
    mutationFn: (status: SupportStatus) => apiClient.post<OneAnswer>(`${apiBase}/${id}/status`, { status }),
    onSuccess: done,
    onError: failed,
  });
  return { reply, move };
}
