import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import { DataTable, List, SearchInput } from 'react-admin';
import { addDays } from '../../domain/contractSchemas';
import { displayDate } from '../../domain/displayDates';
import { DayInput } from '../../src/inputs/DayInput';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { contractCardFields, contractColumns } from './contractColumns';
import { ContractDecisionButton } from './ContractDecisionButton';
import type { ContractRecord } from './tenantApi';

/*
 * The end-date filters show only while set: the dashboard's "contracts ending" card opens this list
 * with them in the URL (endFrom = today, endTo = today + 30/60/90), and a person can remove them.
 */
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search tenant, property or unit" />,
  <DayInput key="endFrom" source="endFrom" label="Ends from" />,
  <DayInput key="endTo" source="endTo" label="Ends by" />,
];

const UNIT_STATUS = {
  occupied: { label: 'Occupied', color: 'success' },
  vacant: { label: 'Vacant', color: 'default' },
  under_maintenance: { label: 'Under maintenance', color: 'warning' },
} as const;

function UnitChip({ contract: r }: { contract: ContractRecord }) {
  if (r.expired) return <Chip size="small" variant="outlined" label="Expired" />;
  const s = UNIT_STATUS[r.unitStatus as keyof typeof UNIT_STATUS] ?? UNIT_STATUS.vacant;
  return <Chip size="small" variant="outlined" label={s.label} color={s.color} />;
}

/** Renew and Terminate, each after a confirmation; the row's contract comes from the record context. */
function ContractActions() {
  return (
    <>
      <ContractDecisionButton
        action="renew"
        label="Renew"
        icon={<AutorenewIcon />}
        color="primary"
        body={{ approve: true }}
        confirm={{
          title: 'Renew contract',
          content: (r) =>
            `Renew ${r.tenantName}'s contract for unit ${r.unitNo} for another year, from ${displayDate(addDays(r.endDate, 1))}, at the same rent?`,
        }}
      />
      <ContractDecisionButton
        action="terminate"
        label="Terminate"
        icon={<BlockIcon />}
        color="error"
        confirm={{
          title: 'Terminate contract',
          content: (r) =>
            `Terminate ${r.tenantName}'s contract for unit ${r.unitNo} now? The unit becomes vacant unless another approved contract covers today.`,
        }}
      />
    </>
  );
}

/**
 * tenant-users/approved (Approved Contracts): renew for another term, or terminate early. Its
 * filters live in the URL, so a link (the dashboard's) can open it filtered.
 */
export default function ApprovedContractsPage() {
  const isPhone = usePhoneWidth();
  return (
    <List
      resource="contracts"
      title="Approved Contracts"
      filter={{ status: 'approved' }}
      filters={filters}
      sort={{ field: 'endDate', order: 'ASC' }}
      perPage={10}
      exporter={false}
      storeKey="contracts.approved"
      empty={false}
    >
      {isPhone ? (
        <RecordCards<ContractRecord>
          label="Approved contracts"
          title={(r) => r.tenantName}
          badge={(r) => <UnitChip contract={r} />}
          fields={contractCardFields}
          actions={<ContractActions />}
        />
      ) : (
        <DataTable<ContractRecord> bulkActionButtons={false} rowClick={false}>
          {contractColumns()}
          <DataTable.Col<ContractRecord> label="Unit" disableSort render={(r) => <UnitChip contract={r} />} />
          <DataTable.Col label="Actions" render={() => <ContractActions />} />
        </DataTable>
      )}
    </List>
  );
}
