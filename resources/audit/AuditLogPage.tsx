import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateInput, List, Pagination, TextInput, useListContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { auditRowSchema } from '../../domain/auditSchemas';
import { auditFields, auditMoment } from '../../src/audit/auditValues';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

type AuditRow = z.infer<typeof auditRowSchema>;

const when = auditMoment;

/** One card per change (reads at 390 px as at 1280 px): what, who, when, from where, before → after. */
export function AuditCards() {
  const { data, isPending } = useListContext<AuditRow>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('auditLog.empty')}</Typography>;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      {data.map((row) => (
        <Card key={row.id} variant="outlined" component="article" aria-label={row.action}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {row.action}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('auditLog.by', {
                who: row.actorName ?? '—',
                role: row.actorRole ?? '—',
                when: when(row.createdAt),
                ip: row.ip ?? '—',
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('auditLog.record', { entity: row.entity, id: row.entityId })}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ mt: 1, mb: 0, pl: 0, listStyle: 'none' }}>
              {auditFields(row.before, row.after).map((f) => (
                <Typography
                  key={f.field}
                  variant="body2"
                  component="li"
                  dir="auto"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {translate('auditLog.change', f)}
                </Typography>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const LIST: ListQuery = { resource: 'audit', perPage: 10, sort: { field: 'createdAt', order: 'DESC' } };
export const firstPage = listFirstPage(LIST);

/** audit/list: the audit trail, newest first; its filters live in the URL; CSV by the export button. */
export default function AuditLogPage() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="entity" source="entity" label={translate('auditLog.entity')} alwaysOn />,
    <TextInput key="entityId" source="entityId" label={translate('auditLog.entityId')} />,
    <TextInput key="action" source="action" label={translate('auditLog.action')} alwaysOn />,
    <TextInput key="actorId" source="actorId" label={translate('auditLog.actorId')} />,
    <DateInput key="from" source="from" label={translate('auditLog.from')} />,
    <DateInput key="to" source="to" label={translate('auditLog.to')} />,
  ];
  return (
    <List
      {...LIST}
      title={translate('auditLog.title')}
      filters={filters}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <AuditCards />
    </List>
  );
}
