import Chip from '@mui/material/Chip';
import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { DocumentLinks } from './DocumentLinks';
import type { TenantRecord } from './tenantApi';
import { tenantNames, useTexts } from './tenantText';
import { listFirstPage, type ListQuery } from '../../src/registry/firstPage';

const STATUS_COLORS = { pending: 'warning', active: 'success', disabled: 'default' } as const;

const LIST_KEYS = ['title', 'search', 'name', 'email', 'phone', 'civil_id', 'civil_id_expiry', 'nationality', 'documents', 'login', 'actions', 'edit', 'delete'] as const; // prettier-ignore
const useListTexts = () => useTexts('tenantUsers.list', LIST_KEYS);

/** The name in the reader's language first, the one in the other language below it. */
function TenantName({ tenant: r }: { tenant: TenantRecord }) {
  const { main, other, otherDir } = tenantNames(r);
  return (
    <>
      {main}
      {other && (
        <span dir={otherDir} style={{ display: 'block', opacity: 0.7 }}>
          {other}
        </span>
      )}
    </>
  );
}

function LoginChip({ tenant }: { tenant: TenantRecord }) {
  const translate = useTranslate();
  const status = tenant.status in STATUS_COLORS ? (tenant.status as keyof typeof STATUS_COLORS) : 'pending';
  const label = translate(`tenantUsers.login_status.${status}`);
  return <Chip size="small" variant="outlined" label={label} color={STATUS_COLORS[status]} />;
}

/** Edit and Delete where the role may; named buttons (icon-only ones had no accessible name). */
function TenantActions() {
  const text = useListTexts();
  const { canAccess: canEdit } = useCanAccess({ resource: 'tenant-users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'tenant-users', action: 'delete' });
  return (
    <>
      {canEdit && <EditButton label={text.edit} />}
      {canDelete && <DeleteButton label={text.delete} mutationMode="pessimistic" />}
    </>
  );
}

/** The page the list asks for first, also asked at the menu's click (src/registry/firstPage.ts). */
const LIST: ListQuery = {
  resource: 'tenant-users',
  perPage: 10,
  sort: { field: 'createdAt', order: 'DESC' },
};
export const firstPage = listFirstPage(LIST);

/** tenant-users/list: the landlord's tenants, searchable by name (English or Arabic), phone and Civil ID. */
export default function TenantList() {
  const isPhone = usePhoneWidth();
  const text = useListTexts();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={text.search} />];
  return (
    <List {...LIST} title={text.title} filters={filters} exporter={false}>
      {isPhone ? (
        <RecordCards<TenantRecord>
          label={text.title}
          title={(r) => <TenantName tenant={r} />}
          badge={(r) => <LoginChip tenant={r} />}
          fields={[
            { label: text.email, render: (r) => r.email },
            { label: text.phone, render: (r) => r.phone || '-' },
            { label: text.civil_id, render: (r) => r.civilId || '-' },
            { label: text.civil_id_expiry, render: (r) => displayDate(r.civilIdExpiry) },
            { label: text.nationality, render: (r) => r.nationality || '-' },
            { label: text.documents, render: (r) => <DocumentLinks documents={r.documents} /> },
          ]}
          actions={<TenantActions />}
        />
      ) : (
        <DataTable<TenantRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="firstName"
            label={text.name}
            render={(r: TenantRecord) => <TenantName tenant={r} />}
          />
          <DataTable.Col source="email" label={text.email} />
          <DataTable.Col source="phone" label={text.phone} disableSort render={(r) => r.phone || '-'} />
          <DataTable.Col
            source="civilId"
            label={text.civil_id}
            disableSort
            render={(r) => r.civilId || '-'}
          />
          <DataTable.Col
            source="civilIdExpiry"
            label={text.civil_id_expiry}
            render={(r) => displayDate(r.civilIdExpiry)}
          />
          <DataTable.Col
            source="nationality"
            label={text.nationality}
            disableSort
            render={(r) => r.nationality || '-'}
          />
          <DataTable.Col
            source="documents"
            label={text.documents}
            disableSort
            render={(r) => <DocumentLinks documents={r.documents} />}
          />
          <DataTable.Col
            source="status"
            label={text.login}
            render={(r: TenantRecord) => <LoginChip tenant={r} />}
          />
          <DataTable.Col label={text.actions} render={() => <TenantActions />} />
        </DataTable>
      )}
    </List>
  );
}
