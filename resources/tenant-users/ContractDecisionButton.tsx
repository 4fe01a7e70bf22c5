import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { decideContract, type ContractAction, type ContractRecord } from './tenantApi';

export interface ContractDecisionButtonProps {
  action: ContractAction;
  label: string;
  icon: ReactNode;
  color: 'success' | 'error' | 'primary' | 'warning';
  /** Asks first (Renew, Terminate); Approve and Reject act at once. */
  confirm?: { title: string; content: (record: ContractRecord) => string };
  body?: Record<string, unknown>;
}

/**
 * One decision on the row's contract. The server's message is the toast: green on success,
 * red on refusal (an overlapping approval: 'This unit already has an approved contract…').
 */
export function ContractDecisionButton({
  action,
  label,
  icon,
  color,
  confirm,
  body,
}: ContractDecisionButtonProps) {
  const record = useRecordContext<ContractRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!record) return null;

  const run = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const answer = await decideContract(String(record.id), action, body);
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('tenantUsers.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          if (confirm) setAsking(true);
          else void run();
        }}
      >
        {label}
      </Button>
      {confirm && (
        <Confirm
          isOpen={asking}
          title={confirm.title}
          content={confirm.content(record)}
          confirm={label}
          onConfirm={run}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
