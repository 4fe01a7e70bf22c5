import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable, List, SearchInput, SelectInput, useListContext, type RaRecord } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import {
  CONTACT_LIST_MESSAGES,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  type ContactMessageItem,
  type ContactStatus,
} from '../../domain/contactMessageListSchemas';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import { ContactMessageDialog } from './ContactMessageDialog';
import { ContactStatusChip } from './ContactStatusChip';

type Row = ContactMessageItem & RaRecord;

const statusChoices = CONTACT_STATUSES.map((id) => ({ id, name: CONTACT_STATUS_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={statusChoices}
    alwaysOn
    emptyText="All"
  />,
];

/** New and handled messages under the search; a click filters by it. */
function StatusCounts() {
  const { meta } = useListContext<Row>() as ReturnType<typeof useListContext<Row>> & {
    meta?: { counts?: Record<ContactStatus, number> };
  };
  if (!meta?.counts) return null;
  return (
    <StatusCountChips
      label="Messages by status"
      statuses={CONTACT_STATUSES}
      labels={CONTACT_STATUS_LABELS}
      counts={meta.counts}
    />
  );
}

/** The rows (a table, or cards at phone width); a row opens the message in a dialog. */
function ContactMessageRows() {
  const phone = usePhoneWidth();
  const { data } = useListContext<Row>();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.find((m) => m.id === openId) ?? null;
  const subjectButton = (m: Row) => (
    <Button
      size="small"
      onClick={(event) => {
        event.stopPropagation();
        setOpenId(m.id);
      }}
      sx={{ p: 0, minWidth: 0, textTransform: 'none', textAlign: 'left', justifyContent: 'flex-start' }}
    >
      {m.subject}
    </Button>
  );
  return (
    <>
      <StatusCounts />
      {phone ? (
        <RecordCards<Row>
          label="Contact messages"
          title={subjectButton}
          badge={(m) => <ContactStatusChip status={m.status} />}
          fields={[
            { label: 'From', render: (m) => m.name },
            { label: 'Email', render: (m) => m.email },
            { label: 'Phone', render: (m) => m.phone },
            { label: 'Received', render: (m) => displayDateTime(m.createdAt) },
          ]}
        />
      ) : (
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={(id) => {
            setOpenId(String(id));
            return false;
          }}
        >
          <DataTable.Col source="createdAt" label="Received" render={(m) => displayDateTime(m.createdAt)} />
          <DataTable.Col source="subject" label="Subject" render={subjectButton} />
          <DataTable.Col source="name" label="From" />
          <DataTable.Col source="email" label="Email" disableSort />
          <DataTable.Col source="phone" label="Phone" disableSort />
          <DataTable.Col
            source="status"
            label="Status"
            disableSort
            render={(m) => <ContactStatusChip status={m.status} />}
          />
        </DataTable>
      )}
      <ContactMessageDialog message={open} onClose={() => setOpenId(null)} />
    </>
  );
}

/** contact-messages/list: the public site's contact messages, newest first (super admin only, server-checked). */
export default function ContactMessageList() {
  return (
    <List<Row>
      resource="contact-messages"
      title={CONTACT_LIST_MESSAGES.title}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      empty={false}
    >
      <ContactMessageRows />
    </List>
  );
}
