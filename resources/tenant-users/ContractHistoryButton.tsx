import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { hasPermission } from '../../domain/permissions';
import { RecordHistory } from '../../src/audit/RecordHistory';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { tenantNameOf } from './contractColumns';
import type { ContractRecord } from './tenantApi';

/**
 * A contract has no screen of its own: its row's History button opens the History panel (issue 36
 * item 4) in a dialog, full screen on a phone. Offered only to a reader holding 'View Audit'.
 */
export function ContractHistoryButton() {
  const record = useRecordContext<ContractRecord>();
  const translate = useTranslate();
  const { menuUser } = useCurrentUser();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!record || !hasPermission(menuUser.permissions, 'View Audit')) return null;
  const titleId = `contract-history-${record.id}`;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('recordHistory.title')}
      </Button>
      {open ? (
        <Dialog
          open
          onClose={() => setOpen(false)}
          fullScreen={phone}
          fullWidth
          maxWidth="md"
          aria-labelledby={titleId}
        >
          <DialogTitle id={titleId}>{`${tenantNameOf(record)} · ${record.unitNo}`}</DialogTitle>
          <DialogContent sx={{ pt: 0 }}>
            <RecordHistory record="contract" recordId={String(record.id)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
