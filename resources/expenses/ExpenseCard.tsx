import DeleteIcon from '@mui/icons-material/Delete';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import { dateLabel } from '../../src/format/dates';
import type { ExpenseRecord } from './expensesApi';

/**
 * One expense on a phone (expenses/list), with the row's actions: Edit and Delete, each offered
 * only when the reader may (no handler, no button), as on the desktop rows.
 */
export function ExpenseCard({
  e,
  onEdit,
  onDelete,
}: {
  e: ExpenseRecord;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="expense-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{formatKwd(e.amount)}</Typography>
          <Typography variant="body2">{dateLabel(e.date)}</Typography>
        </Stack>
        <Typography variant="body2">
          {`${translate(`expenses.categories.${e.category}`)} · ${e.property_name}`}
        </Typography>
        {e.vendor ? (
          <Typography variant="body2" color="text.secondary">
            {e.vendor}
          </Typography>
        ) : null}
        {onEdit || onDelete ? (
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            {onEdit ? (
              <MuiButton size="small" onClick={onEdit}>
                {translate('expensesPanel.edit')}
              </MuiButton>
            ) : null}
            {onDelete ? (
              <MuiButton size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
                {translate('expensesPanel.delete')}
              </MuiButton>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
