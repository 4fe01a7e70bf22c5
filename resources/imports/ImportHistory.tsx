import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { dateLabel, todayInKuwait } from '../../src/format/dates';
import { fetchImports, undoImport } from './importsApi';

export const IMPORTS_QUERY = ['imports', 'history'] as const;

/** "1 property, 12 units" in the reader's words (English plurals by count). */
export const useCountsLabel = () => {
  const translate = useTranslate();
  return (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(
        ([table, n]) =>
          `${localDigits(String(n))} ${translate(`importPanel.tables.${table}`, { _: table, smart_count: n })}`,
      )
      .join(translate('importPanel.separator'));
};

const kuwaitDay = (at: string) => dateLabel(todayInKuwait(new Date(at)));

/** The landlord's past imports, newest first, each with its Undo while not undone. */
export function ImportHistory() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const countsLabel = useCountsLabel();
  const { data } = useQuery({ queryKey: IMPORTS_QUERY, queryFn: () => fetchImports(1, 20) });
  const undo = async (id: string) => {
    if (!window.confirm(translate('importPanel.undo_confirm'))) return;
    try {
      await undoImport(id);
      notify('imports.undone', { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'importPanel.error', { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY });
  };
  return (
    <section aria-labelledby="import-history-title">
      <Typography id="import-history-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('importPanel.history')}
      </Typography>
      {data && data.items.length === 0 && <Typography>{translate('importPanel.history_empty')}</Typography>}
      <Stack spacing={1}>
        {data?.items.map((item) => (
          <Card key={item.id} variant="outlined" component="article" aria-label={item.file_name || item.id}>
            <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {translate(`importPanel.kinds.${item.kind}`)} · {item.file_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('importPanel.by', {
                    date: kuwaitDay(item.created_at),
                    who: item.created_by || '—',
                    rows: localDigits(String(item.rows)),
                  })}
                </Typography>
                <Typography variant="body2">{countsLabel(item.counts)}</Typography>
              </Stack>
              {item.undone_at ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('importPanel.undone', { date: kuwaitDay(item.undone_at) })}
                </Typography>
              ) : (
                <MuiButton variant="outlined" color="warning" onClick={() => void undo(item.id)}>
                  {translate('importPanel.undo')}
                </MuiButton>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
