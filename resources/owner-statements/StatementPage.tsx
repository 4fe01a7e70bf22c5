import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { downloadStatement, fetchStatement, mailStatement, type StatementRecord } from './ownerStatementsApi';

const TOTALS = ['opening', 'collected', 'expenses', 'fee', 'payouts', 'closing'] as const;

/** owner-statements/{id}/show: the statement's lines per property and its balances; PDF in English or Arabic; mail. */
export default function StatementPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const { menuUser } = useCurrentUser();
  const canMail = hasPermission(menuUser.permissions, 'Create Owner Statement');
  const { data, error } = useQuery({
    queryKey: ['owner-statements', 'one', id],
    queryFn: ({ signal }) => fetchStatement(id, signal),
  });
  const failed = (err: unknown) =>
    notify(err instanceof Error ? err.message : translate('ownerStatementsPanel.error'), { type: 'error' });
  const download = (s: StatementRecord, language: 'en' | 'ar') =>
    downloadStatement(s, language).catch(failed);
  const mail = async (s: StatementRecord) => {
    try {
      notify((await mailStatement(s.id)).message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['owner-statements'] });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('ownerStatementsPanel.statement')} />
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('ownerStatementsPanel.error')}
        </Typography>
      ) : !data ? (
        <Typography>{translate('ownerStatementsPanel.loading')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {`${data.owner_name} · ${localDigits(data.month)}`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <MuiButton variant="outlined" onClick={() => void download(data, 'en')}>
              {translate('ownerStatementsPanel.pdf_en')}
            </MuiButton>
            <MuiButton variant="outlined" onClick={() => void download(data, 'ar')}>
              {translate('ownerStatementsPanel.pdf_ar')}
            </MuiButton>
            {canMail ? (
              <MuiButton variant="outlined" onClick={() => void mail(data)}>
                {translate('ownerStatementsPanel.mail')}
              </MuiButton>
            ) : null}
            <MuiButton component={Link} to="/admin-panel/owner-statements/list">
              {translate('ownerStatementsPanel.back')}
            </MuiButton>
          </Stack>
          <Card variant="outlined">
            <CardContent>
              <Table size="small" aria-label={translate('ownerStatementsPanel.balances')}>
                <TableBody>
                  {TOTALS.map((f) => (
                    <TableRow key={f} data-testid={`statement-${f}`}>
                      <TableCell sx={f === 'closing' ? { fontWeight: 600 } : undefined}>
                        {translate(`ownerStatementsPanel.fields.${f}`)}
                      </TableCell>
                      <TableCell align="right" sx={f === 'closing' ? { fontWeight: 600 } : undefined}>
                        {formatKwd(data[f])}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <Card
            variant="outlined"
            sx={{ overflowX: 'auto' }}
            // A region that scrolls on a phone is reachable by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            role="region"
            aria-label={translate('ownerStatementsPanel.lines')}
          >
            <Table size="small" aria-label={translate('ownerStatementsPanel.lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('ownerStatementsPanel.fields.property')}</TableCell>
                  <TableCell align="right">{translate('ownerStatementsPanel.fields.share')}</TableCell>
                  <TableCell align="right">{translate('ownerStatementsPanel.fields.collected')}</TableCell>
                  <TableCell align="right">{translate('ownerStatementsPanel.fields.expenses')}</TableCell>
                  <TableCell align="right">{translate('ownerStatementsPanel.fields.fee')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lines.map((l) => (
                  <TableRow key={l.property_id}>
                    <TableCell>{l.property_name}</TableCell>
                    <TableCell align="right">{`${localDigits(l.share)}%`}</TableCell>
                    <TableCell align="right">{formatKwd(l.owner_collected)}</TableCell>
                    <TableCell align="right">{formatKwd(l.owner_expenses)}</TableCell>
                    <TableCell align="right">{formatKwd(l.owner_fee)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
