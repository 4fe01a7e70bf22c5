import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PortfolioFigures } from '../../domain/dashboardSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwdText } from '../../domain/moneyText';
import { countOf } from './dashboardLabels';
import { portfolioHrefs } from './dashboardLinks';

/** The five tenants owing most, each opening its outstanding invoices. */
export function TopDebtors({ figures, propertyId }: { figures: PortfolioFigures; propertyId?: string }) {
  const translate = useTranslate();
  const href = portfolioHrefs(figures, propertyId);
  return (
    <Card component="section" aria-labelledby="top-debtors-title">
      <CardContent>
        <Typography id="top-debtors-title" variant="h6" component="h2">
          {translate('dashboard.debtors.title')}
        </Typography>
        {figures.top_debtors.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.debtors.empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="top-debtors-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.debtors.tenant')}</TableCell>
                <TableCell align="right">{translate('dashboard.debtors.outstanding')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {translate('dashboard.debtors.oldest_due')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.top_debtors.map((d) => (
                <TableRow key={d.tenant_id}>
                  <TableCell>
                    <Link component={RouterLink} to={href.debtor(d.tenant_id)}>
                      {d.tenant_name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {countOf(d.invoices, 'invoices', translate)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatKwdText(d.amount)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {displayDate(d.oldest_due_date)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
