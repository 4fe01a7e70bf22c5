import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { fetchStatements } from './ownerStatementsApi';

/** An owner's dashboard (issue 36 item 3): its latest statement's closing balance and the way to its statements. */
export function OwnerLatestCard() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['owner-statements', 'latest'],
    queryFn: ({ signal }) => fetchStatements('', 1, 1, signal),
  });
  const latest = data?.items[0];
  return (
    <Card variant="outlined" sx={{ mb: 2, maxWidth: 480 }} data-testid="owner-latest">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('ownerStatementsPanel.title')}
        </Typography>
        {latest ? (
          <Typography>
            {translate('ownerStatementsPanel.latest', {
              month: localDigits(latest.month),
              closing: formatKwd(latest.closing),
            })}
          </Typography>
        ) : data ? (
          <Typography>{translate('ownerStatementsPanel.empty')}</Typography>
        ) : null}
        <MuiButton component={Link} to="/admin-panel/owner-statements/list" sx={{ mt: 1 }}>
          {translate('ownerStatementsPanel.open_all')}
        </MuiButton>
      </CardContent>
    </Card>
  );
}
