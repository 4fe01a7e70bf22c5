import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import type { ManagerRecord } from '../../domain/managerSchemas';
import { dataProvider } from '../../src/providers/dataProvider';

const managers = propertyManagersContract.endpoints;

/** Runs one call for the row's manager: the server's message as the toast, then the list reloads. */
function useManagerCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const answer = await call();
      notify(answer.message, { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('propertyManagers.actions.failed'), {
        type: 'error',
      });
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
  const translate = useTranslate();
  const label = translate('propertyManagers.actions.deactivate');
  const title = translate('propertyManagers.actions.deactivate_title', {
    name: translate('propertyManagers.list.full_name', { first: manager.firstName, last: manager.lastName }),
  });
  const content = translate('propertyManagers.actions.deactivate_content');
  return (
    <>
      <Button size="small" color="error" disabled={busy} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={label}
        onConfirm={async () => {
          await run(() => dataProvider.call(managers.delete, { params: { id: manager.id }, body: {} }));
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
  const translate = useTranslate();
  const resend = translate('propertyManagers.actions.resend');
  const activate = translate('propertyManagers.actions.activate');
  if (!manager) return null;
  return (
    <>
      {manager.status === 'invited' && canUpdate ? (
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            run(() => dataProvider.call(managers.resendInvitation, { params: { id: manager.id }, body: {} }))
          }
        >
          {resend}
        </Button>
      ) : null}
      {manager.status === 'disabled' && canUpdate ? (
        <Button
          size="small"
          color="success"
          disabled={busy}
          onClick={() =>
            run(() =>
              dataProvider.call(managers.update, { params: { id: manager.id }, body: { status: 'active' } }),
            )
          }
        >
          {activate}
        </Button>
      ) : null}
      {manager.status !== 'disabled' && canDelete ? <DeactivateButton manager={manager} /> : null}
    </>
  );
}
