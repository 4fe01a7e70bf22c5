import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { ImportRowError } from '../../domain/importSchemas';

/** A column's header in the reader's language (the template's words, from the server's catalogue). */
export const useColumnLabel = () => {
  const translate = useTranslate();
  return (column: string) => (column ? translate(`imports.columns.${column}`, { _: column }) : '—');
};

/** The dry run's errors, row by row: a table on a wide screen, one line per error on a phone. */
export function ImportErrors({ errors }: { errors: ImportRowError[] }) {
  const translate = useTranslate();
  const columnLabel = useColumnLabel();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (errors.length === 0) return null;
  return (
    <section aria-labelledby="import-errors-title">
      <Typography id="import-errors-title" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('importPanel.errors_title')}
      </Typography>
      {isSmall ? (
        <Stack component="ul" spacing={1} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
          {errors.map((e, i) => (
            <Typography key={i} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>
                {translate('importPanel.row')} {localDigits(String(e.row))} · {columnLabel(e.column)}:
              </strong>{' '}
              {e.message}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('importPanel.row')}</TableCell>
              <TableCell>{translate('importPanel.column')}</TableCell>
              <TableCell>{translate('importPanel.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((e, i) => (
              <TableRow key={i}>
                <TableCell>{localDigits(String(e.row))}</TableCell>
                <TableCell>{columnLabel(e.column)}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
