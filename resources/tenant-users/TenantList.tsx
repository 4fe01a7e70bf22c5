import Chip from '@mui/material/Chip';
import { DataTable, DeleteButton, EditButton, List, SearchInput, useCanAccess } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { DocumentLinks } from './DocumentLinks';
import type { TenantRecord } from './tenantApi';

const STATUS = {
  pending: { label: 'Invited', color: 'warning' },
  active: { label: 'Active', color: 'success' },
  disabled: { label: 'Deleted', color: 'default' },
} as const;

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, phone or Civil ID" />];

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

function TenantName({ tenant: r }: { tenant: TenantRecord }) {
  return (
    <>
      {fullName(r.firstName, r.lastName)}
      {r.firstNameAr && (
        <span dir="rtl" style={{ display: 'block', opacity: 0.7 }}>
          {fullName(r.firstNameAr, r.lastNameAr)}
        </span>
      )}
    </>
  );
}

function LoginChip({ tenant }: { tenant: TenantRecord }) {
  const s = STATUS[tenant.status as keyof typeof STATUS] ?? STATUS.pending;
  return <Chip size="small" variant="outlined" label={s.label} color={s.color} />;
}

/** Edit and Delete where the role may; named buttons (icon-only ones had no accessible name). */
function TenantActions() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'tenant-users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'tenant-users', action: 'delete' });
  return (
    <>
      {canEdit && <EditButton label="Edit" />}
      {canDelete && <DeleteButton label="Delete" mutationMode="pessimistic" />}
    </>
  );
}

/** tenant-users/list: the landlord's tenants, searchable by name (English or Arabic), phone and Civil ID. */
export default function TenantList() {
  const isPhone = usePhoneWidth();
  return (
    <List
      resource="tenant-users"
      title="Tenants"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
    >
      {isPhone ? (
        <RecordCards<TenantRecord>
          label="Tenants"
          title={(r) => <TenantName tenant={r} />}
          badge={(r) => <LoginChip tenant={r} />}
          fields={[
            { label: 'Email', render: (r) => r.email },
            { label: 'Phone', render: (r) => r.phone || '-' },
            { label: 'Civil ID', render: (r) => r.civilId || '-' },
            { label: 'Civil ID expiry', render: (r) => displayDate(r.civilIdExpiry) },
            { label: 'Nationality', render: (r) => r.nationality || '-' },
            { label: 'Documents', render: (r) => <DocumentLinks documents={r.documents} /> },
          ]}
          actions={<TenantActions />}
        />
      ) : (
        <DataTable<TenantRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="firstName"
            label="Name"
            render={(r: TenantRecord) => <TenantName tenant={r} />}
          />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="phone" label="Phone" disableSort render={(r) => r.phone || '-'} />
          <DataTable.Col source="civilId" label="Civil ID" disableSort render={(r) => r.civilId || '-'} />
          <DataTable.Col
            source="civilIdExpiry"
            label="Civil ID expiry"
            render={(r) => displayDate(r.civilIdExpiry)}
          />
          <DataTable.Col
            source="nationality"
            label="Nationality"
            disableSort
            render={(r) => r.nationality || '-'}
          />
          <DataTable.Col
            source="documents"
            label="Documents"
            disableSort
            render={(r) => <DocumentLinks documents={r.documents} />}
          />
          <DataTable.Col
            source="status"
            label="Login"
            render={(r: TenantRecord) => <LoginChip tenant={r} />}
          />
          <DataTable.Col label="Actions" render={() => <TenantActions />} />
        </DataTable>
      )}
    </List>
  );
}
