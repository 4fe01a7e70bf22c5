import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { invoiceRemindersContract } from '../../domain/contracts/invoice-reminders';
import { dataProvider } from '../../src/providers/dataProvider';

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
      const answer = await dataProvider.call(invoiceRemindersContract.endpoints.send, {
        params: { id: invoiceId },
      });
      const wentOut = answer.data.state === 'sent' || answer.data.state === 'queued';
      notify(answer.message, { type: wentOut ? 'success' : 'warning' });
      // The invoice's Messages panel and MESSAGES show the new attempts. A first load still under
      // way was asked before the reminder existed, and an invalidation alone would wait for it
      // and keep its empty answer (react-query joins a fetch that has no data yet rather than
      // cancel it): cancel it first, so the refetch is a new question.
      await queryClient.cancelQueries({ queryKey: ['messages'] });
      await queryClient.invalidateQueries({ queryKey: ['messages'] });
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
