import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import {
  CONTACT_STATUSES,
  type ContactMessageItem,
  type ContactStatus,
} from '../../domain/contactMessageListSchemas';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { StatusCountChips } from '../../src/layout/StatusCountChips';
import { ContactMessageDialog } from './ContactMessageDialog';
import { ContactStatusChip } from './ContactStatusChip';

type Row = ContactMessageItem & RaRecord;

// SelectInput translates a choice's name: these are catalogue keys.
const statusChoices = CONTACT_STATUSES.map((id) => ({ id, name: `contactMessages.status.${id}` }));

const filtersFor = (translate: ReturnType<typeof useTranslate>) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={translate('contactMessages.search')} />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    alwaysOn
    emptyText={translate('contactMessages.all')}
  />,
];

/** New and handled messages under the search; a click filters by it. */
function StatusCounts() {
  const { meta } = useListContext<Row>() as ReturnType<typeof useListContext<Row>> & {
    meta?: { counts?: Record<ContactStatus, number> };
  };
  const translate = useTranslate();
  if (!meta?.counts) return null;
  return (
    <StatusCountChips
      label={translate('contactMessages.by_status')}
      statuses={CONTACT_STATUSES}
      labels={
        Object.fromEntries(
          CONTACT_STATUSES.map((s) => [s, translate(`contactMessages.status.${s}`)]),
        ) as Record<ContactStatus, string>
      }
      counts={meta.counts}
    />
  );
}

/** The rows (a table, or cards at phone width); a row opens the message in a dialog. */
function ContactMessageRows() {
  const phone = usePhoneWidth();
  const translate = useTranslate();
  const fields = (source: string) => translate(`resources.contact-messages.fields.${source}`);
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
          label={translate('contactList.title')}
          title={subjectButton}
          badge={(m) => <ContactStatusChip status={m.status} />}
          fields={[
            { label: fields('name'), render: (m) => m.name },
            { label: fields('email'), render: (m) => m.email },
            { label: fields('phone'), render: (m) => m.phone },
            { label: fields('createdAt'), render: (m) => displayDateTime(m.createdAt) },
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
          <DataTable.Col source="createdAt" render={(m) => displayDateTime(m.createdAt)} />
          <DataTable.Col source="subject" render={subjectButton} />
          <DataTable.Col source="name" />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col
            source="status"
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
  const translate = useTranslate();
  return (
    <List<Row>
      resource="contact-messages"
      title={translate('contactList.title')}
      filters={filtersFor(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      empty={false}
    >
      <ContactMessageRows />
    </List>
  );
}
