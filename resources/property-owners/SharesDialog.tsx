import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FEE_KINDS, type FeeKind } from '../../domain/ownerSchemas';
import { saveShares, type OwnerRecord, type PropertyShares } from './ownersApi';

/** A property's owners with their shares (adding up to 100, checked by the server) and its management fee rule. */
export function SharesDialog({
  property,
  owners,
  onClose,
}: {
  property: PropertyShares;
  owners: OwnerRecord[];
  onClose: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [rows, setRows] = useState(
    property.owners.length
      ? property.owners.map((o) => ({ owner_id: o.owner_id, share: String(Number(o.share)) }))
      : [{ owner_id: '', share: '100' }],
  );
  const [feeKind, setFeeKind] = useState<FeeKind>(property.fee_kind);
  const [feeValue, setFeeValue] = useState(property.fee_kind === 'none' ? '' : property.fee_value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (i: number, key: 'owner_id' | 'share', value: string) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const submit = async () => {
    setBusy(true);
    try {
      const answer = await saveShares(property.property_id, {
        owners: rows.filter((r) => r.owner_id),
        fee_kind: feeKind,
        fee_value: feeValue || '0',
      });
      notify(answer.message, { type: 'success' });
      onClose(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('ownersPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{translate('ownersPanel.edit_shares', { name: property.property_name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {rows.map((r, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                label={translate('ownersPanel.fields.owner')}
                value={r.owner_id}
                onChange={(e) => change(i, 'owner_id', e.target.value)}
                sx={{ flex: 2 }}
              >
                {/* A disabled owner takes no new share; one it already holds here stays listed. */}
                {owners
                  .filter((o) => o.status !== 'disabled' || o.id === r.owner_id)
                  .map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {`${o.first_name} ${o.last_name}`}
                    </MenuItem>
                  ))}
              </TextField>
              <TextField
                label={translate('ownersPanel.fields.share')}
                value={r.share}
                onChange={(e) => change(i, 'share', e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={translate('ownersPanel.remove_owner')}
                onClick={() => setRows((old) => old.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <MuiButton
            startIcon={<AddIcon />}
            onClick={() => setRows((old) => [...old, { owner_id: '', share: '' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('ownersPanel.add_share')}
          </MuiButton>
          <TextField
            select
            label={translate('ownersPanel.fields.fee_kind')}
            value={feeKind}
            onChange={(e) => setFeeKind(e.target.value as FeeKind)}
            fullWidth
          >
            {FEE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`ownersPanel.fee.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          {feeKind !== 'none' ? (
            <TextField
              label={translate(
                feeKind === 'percent' ? 'ownersPanel.fields.fee_percent' : 'ownersPanel.fields.fee_fixed',
              )}
              value={feeValue}
              onChange={(e) => setFeeValue(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={() => onClose(false)}>{translate('ownersPanel.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('ownersPanel.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
