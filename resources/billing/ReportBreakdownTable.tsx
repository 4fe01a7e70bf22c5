import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';

const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export interface BreakdownRow {
  key: string;
  name: string;
  count: number;
  total: string;
}

/** One breakdown of the receipts report (by property, by method) with its total line. */
export function BreakdownTable({
  title,
  rows,
  total,
}: {
  title: string;
  rows: BreakdownRow[];
  total: { count: number; total: string };
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('billing.report.name')}</TableCell>
              <TableCell sx={amount}>{translate('billing.report.receipts')}</TableCell>
              <TableCell sx={amount}>{translate('billing.report.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3}>{translate('billing.report.no_receipts')}</TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell sx={amount}>{localDigits(String(r.count))}</TableCell>
                  <TableCell sx={amount}>{formatKwd(r.total)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>
                {translate('billing.report.total')}
              </TableCell>
              <TableCell sx={{ ...amount, fontWeight: 700, color: 'text.primary' }}>
                {localDigits(String(total.count))}
              </TableCell>
              <TableCell sx={{ ...amount, fontWeight: 700, color: 'text.primary' }}>
                {formatKwd(total.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
