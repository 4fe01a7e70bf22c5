import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AuditedRecord } from '../../domain/auditSchemas';
import { auditContract } from '../../domain/contracts/audit';
import { hasPermission } from '../../domain/permissions';
import type { ItemOf } from '../api/callEndpoint';
import { useCurrentUser } from '../layout/useCurrentUser';
import { dataProvider } from '../providers/dataProvider';
import { auditFields, auditMoment } from './auditValues';

type AuditRow = ItemOf<typeof auditContract.endpoints.list>;

/** The query key of a record's history, so a screen that changes the record can refresh it. */
export const recordHistoryKey = (record: AuditedRecord, recordId: string) => [
  'audit',
  'history',
  record,
  recordId,
];

/** The newest 50 changes are the panel's; the AUDIT LOG screen pages through the rest. */
const HISTORY_ROWS = 50;

const fetchHistory = (record: AuditedRecord, recordId: string, signal?: AbortSignal) =>
  dataProvider
    .call(auditContract.endpoints.list, {
      query: { record, recordId, pageSize: HISTORY_ROWS, order: 'desc' },
      signal,
    })
    .then((a) => a.items);

/**
 * The History panel of an invoice, contract, cheque or deposit screen (issue 36 item 4): each
 * change of the record (an invoice's payments and write-offs included), newest first — what, who,
 * when, from which address, and each field before → after (money in KWD, days DD-MM-YYYY). Shown
 * only to a reader holding 'View Audit'; the server scopes the rows by the token besides.
 */
export function RecordHistory({ record, recordId }: { record: AuditedRecord; recordId: string }) {
  const { menuUser } = useCurrentUser();
  const mayRead = menuUser.roleKey !== 'user' && hasPermission(menuUser.permissions, 'View Audit');
  if (!mayRead || !recordId) return null;
  return <HistoryRows record={record} recordId={recordId} />;
}

function HistoryRows({ record, recordId }: { record: AuditedRecord; recordId: string }) {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: recordHistoryKey(record, recordId),
    queryFn: ({ signal }) => fetchHistory(record, recordId, signal),
  });
  const headingId = `history-${record}-${recordId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('recordHistory.title')}
      </Typography>
      {isPending ? (
        <Typography>{translate('recordHistory.loading')}</Typography>
      ) : error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('recordHistory.error')}
        </Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('recordHistory.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.map((row) => (
            <HistoryCard key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The fields whose stored values are keys with words of their own, and where the words are. */
const VALUE_WORDS: Record<string, string> = {
  status: 'recordHistory.values.status',
  language: 'recordHistory.values.language',
  method: 'paymentMethods',
};

/** The words for a change's kind ('payment.create' → 'Payment recorded'); an unnamed kind as stored. */
function useChangeLabels() {
  const translate = useTranslate();
  return {
    action: (action: string) =>
      translate(`recordHistory.actions.${action.replace(/\./g, '_')}`, { _: action }),
    field: (field: string) => translate(`recordHistory.fields.${field}`, { _: field }),
    /** A stored value in words ('disabled' → 'Disabled'), for the fields whose values are keys. */
    value: (field: string, shown: string) => {
      const words = VALUE_WORDS[field];
      return words ? translate(`${words}.${shown}`, { _: shown }) : shown;
    },
    role: (role: string | null) => (role ? translate(`recordHistory.roles.${role}`, { _: role }) : '—'),
  };
}

/**
 * A message with its values each isolated in a <bdi>: a day, an amount or an address keeps its own
 * direction inside an Arabic sentence, instead of being reordered with the words around it.
 */
function useIsolated() {
  const translate = useTranslate();
  return (key: string, values: Record<string, string>) => {
    const names = Object.keys(values);
    const marked = translate(key, Object.fromEntries(names.map((n, i) => [n, `\uE000${i}\uE000`])));
    return marked
      .split(/\uE000(\d+)\uE000/)
      .map((part, i) => (i % 2 === 1 ? <bdi key={i}>{values[names[Number(part)]!]}</bdi> : part));
  };
}

function HistoryCard({ row }: { row: AuditRow }) {
  const translate = useTranslate();
  const isolated = useIsolated();
  const labels = useChangeLabels();
  const fields = auditFields(row.before, row.after);
  return (
    <Card component="li" variant="outlined" data-testid="history-row" data-action={row.action}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
          {labels.action(row.action)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {isolated('recordHistory.by', {
            who: row.actorName || translate('recordHistory.system'),
            role: labels.role(row.actorRole),
            when: auditMoment(row.createdAt),
            ip: row.ip ?? '—',
          })}
        </Typography>
        {fields.length > 0 ? (
          <Box
            component="dl"
            sx={{
              mt: 1,
              mb: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0, sm: 0.5 },
            }}
          >
            {fields.map((f) => (
              <Box key={f.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {labels.field(f.field)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
                >
                  {isolated('recordHistory.change', {
                    before: labels.value(f.field, f.before),
                    after: labels.value(f.field, f.after),
                  })}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
