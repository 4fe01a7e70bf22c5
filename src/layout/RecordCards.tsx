import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';

/** Below MUI's `sm` (600 px) a list shows cards instead of a table. */
export const usePhoneWidth = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

export interface CardField<T> {
  label: string;
  render: (record: T) => ReactNode;
}

interface RecordCardsProps<T> {
  /** The list's accessible name ("Tenants"). */
  label: string;
  title: (record: T) => ReactNode;
  /** A status chip beside the title. */
  badge?: (record: T) => ReactNode;
  fields: CardField<T>[];
  /** Row actions (Edit, Deactivate, Renew…), drawn inside each record's context. */
  actions?: ReactNode;
}

/**
 * A react-admin list's rows as cards at phone width, like the payments and collections lists:
 * a wide table would push its row actions off-screen at 390 px. Reads the list's own context,
 * so filters, sort and pagination stay the List's.
 */
export function RecordCards<T extends RaRecord>({
  label,
  title,
  badge,
  fields,
  actions,
}: RecordCardsProps<T>) {
  const { data, isPending } = useListContext<T>();
  const translate = useTranslate();
  if (isPending || !data?.length) {
    return (
      <Typography align="center" sx={{ py: 4 }}>
        {translate(isPending ? 'layout.loading' : 'layout.no_results')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} role="list" aria-label={label} sx={{ p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" role="listitem" data-testid="record-card">
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {title(record)}
                </Typography>
                {badge?.(record)}
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 1.5,
                  rowGap: 0.25,
                  m: 0,
                  mt: 0.5,
                }}
              >
                {fields.map((field) => (
                  <Fragment key={field.label}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {field.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {field.render(record)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
              {actions ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
                  {actions}
                </Stack>
              ) : null}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
