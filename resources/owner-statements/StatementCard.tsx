import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import type { StatementRecord } from './ownerStatementsApi';

/** One owner statement on a phone (owner-statements/list). */
export function StatementCard({ s }: { s: StatementRecord }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="statement-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{s.owner_name}</Typography>
          <Typography variant="body2">{localDigits(s.month)}</Typography>
        </Stack>
        <Typography variant="body2">
          {`${translate('ownerStatementsPanel.fields.closing')}: ${formatKwd(s.closing)}`}
        </Typography>
        <MuiButton
          size="small"
          component={Link}
          to={`/admin-panel/owner-statements/${s.id}/show`}
          sx={{ mt: 1 }}
        >
          {translate('ownerStatementsPanel.open')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}
