import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { RecordHistory } from '../../src/audit/RecordHistory';
import type { OwnerRecord } from './ownersApi';

/**
 * An owner's History (issue 36 items 3 and 4): added, corrected, disabled, enabled, and its
 * payouts, from the audit trail; full screen on a phone. The page offers it to 'View Audit' holders.
 */
export function OwnerHistoryDialog({ owner, onClose }: { owner: OwnerRecord; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = `owner-history-${owner.id}`;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${owner.first_name} ${owner.last_name}`}</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <RecordHistory record="owner" recordId={owner.id} />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}
