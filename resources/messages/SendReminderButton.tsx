import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { MessageChannel, MessageState } from '../../domain/tenantMessages';
import { apiClient } from '../../src/api/httpClient';

/** POST /api/invoices/{id}/send-reminder's answer (issue 35, docs in the brief api35.md). */
interface SendReminderAnswer {
  success: boolean;
  message: string;
  data: { messageId: string; channel: MessageChannel; state: MessageState };
}

/**
 * Send a reminder by hand for an unpaid invoice. The server's own words are the toast: success,
 * every channel failing (still 200, a warning), a paid or cancelled invoice (409) and the ten
 * minutes between manual reminders (429, naming when it may be sent again).
 */
export function SendReminderButton({ invoiceId }: { invoiceId: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await apiClient.post<SendReminderAnswer>(
        `/invoices/${encodeURIComponent(invoiceId)}/send-reminder`,
      );
      const wentOut = answer.data.state === 'sent' || answer.data.state === 'queued';
      notify(answer.message, { type: wentOut ? 'success' : 'warning' });
      // The invoice's Messages panel and MESSAGES show the new attempts.
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('tenantMessagesPanel.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<SendIcon />} disabled={busy} onClick={() => void run()}>
      {translate('tenantMessagesPanel.send_reminder')}
    </Button>
  );
}
