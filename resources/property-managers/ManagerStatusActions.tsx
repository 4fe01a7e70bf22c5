import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiClient } from '../../src/api/httpClient';
import type { ManagerRecord } from '../../domain/managerSchemas';

const BASE = '/property-managers';

/** Runs one call for the row's manager: the server's message as the toast, then the list reloads. */
function useManagerCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      const answer = await apiClient.post<{ message: string }>(path, body);
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Deactivate after a confirmation: the manager is signed out everywhere at once. */
function DeactivateButton({ manager }: { manager: ManagerRecord }) {
  const { busy, run } = useManagerCall();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" disabled={busy} onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Deactivate ${manager.firstName} ${manager.lastName}?`}
        content="They are signed out at once and cannot sign in until you activate them again."
        confirm="Deactivate"
        onConfirm={async () => {
          await run(`${BASE}/delete/${manager.id}`);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The row's status actions: an active or invited manager can be deactivated, a deactivated one
 * activated, an invited one mailed a new link. Each shows only where the caller's role may do it.
 */
export function ManagerStatusActions() {
  const manager = useRecordContext<ManagerRecord>();
  const { canAccess: canUpdate } = useCanAccess({ resource: 'property-managers', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'property-managers', action: 'delete' });
  const { busy, run } = useManagerCall();
  if (!manager) return null;
  return (
    <>
      {manager.status === 'invited' && canUpdate ? (
        <Button size="small" disabled={busy} onClick={() => run(`${BASE}/resend-invitation/${manager.id}`)}>
          Resend invitation
        </Button>
      ) : null}
      {manager.status === 'disabled' && canUpdate ? (
        <Button
          size="small"
          color="success"
          disabled={busy}
          onClick={() => run(`${BASE}/update/${manager.id}`, { status: 'active' })}
        >
          Activate
        </Button>
      ) : null}
      {manager.status !== 'disabled' && canDelete ? <DeactivateButton manager={manager} /> : null}
    </>
  );
}
