import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { OwnerRecord } from './ownersApi';

export type OwnerAction = 'edit' | 'disable' | 'enable' | 'history';

/**
 * One owner on the owners page: name, email, phone, status and shares, with Edit and Disable (or
 * Enable) for a holder of 'Update Property Owner' and History for a holder of 'View Audit'.
 */
export function OwnerCard({
  owner,
  canUpdate,
  canReadHistory,
  onAction,
}: {
  owner: OwnerRecord;
  canUpdate: boolean;
  canReadHistory: boolean;
  onAction: (action: OwnerAction, owner: OwnerRecord) => void;
}) {
  const translate = useTranslate();
  const name = `${owner.first_name} ${owner.last_name}`;
  const disabled = owner.status === 'disabled';
  return (
    <Card variant="outlined" data-testid="owner-card" data-status={owner.status}>
      <CardContent sx={{ pb: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {owner.email}
        </Typography>
        {owner.phone ? (
          <Typography variant="body2" data-testid="owner-phone">
            <bdi>{localDigits(owner.phone)}</bdi>
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {translate(`ownersPanel.status.${owner.status}`, { _: owner.status })}
        </Typography>
        {owner.shares.map((s) => (
          <Typography key={s.property_id} variant="body2">
            {`${s.property_name}: ${localDigits(s.share)}%`}
          </Typography>
        ))}
      </CardContent>
      {canUpdate || canReadHistory ? (
        <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {canUpdate ? (
            <MuiButton
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('ownersPanel.edit_named', { name })}
              onClick={() => onAction('edit', owner)}
            >
              {translate('ownersPanel.edit')}
            </MuiButton>
          ) : null}
          {canUpdate ? (
            <MuiButton
              size="small"
              color={disabled ? 'primary' : 'error'}
              startIcon={disabled ? <CheckCircleIcon /> : <BlockIcon />}
              aria-label={translate(disabled ? 'ownersPanel.enable_named' : 'ownersPanel.disable_named', {
                name,
              })}
              onClick={() => onAction(disabled ? 'enable' : 'disable', owner)}
            >
              {translate(disabled ? 'ownersPanel.enable' : 'ownersPanel.disable')}
            </MuiButton>
          ) : null}
          {canReadHistory ? (
            <MuiButton
              size="small"
              startIcon={<HistoryIcon />}
              aria-label={translate('ownersPanel.history_named', { name })}
              onClick={() => onAction('history', owner)}
            >
              {translate('recordHistory.title')}
            </MuiButton>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
