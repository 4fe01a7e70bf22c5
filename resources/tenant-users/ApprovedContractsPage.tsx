import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { addDays } from '../../domain/contractSchemas';
import { displayDate } from '../../domain/displayDates';
import { DayInput } from '../../src/inputs/DayInput';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { tenantNameOf, useContractCardFields, useContractColumns, useContractTexts } from './contractColumns';
import { ContractDecisionButton } from './ContractDecisionButton';
import { ContractHistoryButton } from './ContractHistoryButton';
import type { ContractRecord } from './tenantApi';
import { useTexts } from './tenantText';

const UNIT_STATUS_COLORS = { occupied: 'success', vacant: 'default', under_maintenance: 'warning' } as const;

const APPROVED_KEYS = ['title', 'cards', 'renew', 'terminate', 'renew_title', 'terminate_title'] as const;
const useApprovedTexts = () => useTexts('tenantUsers.approved', APPROVED_KEYS);

function UnitChip({ contract: r }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const status =
    r.unitStatus in UNIT_STATUS_COLORS ? (r.unitStatus as keyof typeof UNIT_STATUS_COLORS) : 'vacant';
  // Under maintenance is the domain's message (unitStatuses.*); the panel words the rest.
  const label = translate(
    r.expired
      ? 'tenantUsers.unit_status.expired'
      : status === 'under_maintenance'
        ? 'unitStatuses.under_maintenance'
        : `tenantUsers.unit_status.${status}`,
  );
  if (r.expired) return <Chip size="small" variant="outlined" label={label} />;
  return <Chip size="small" variant="outlined" label={label} color={UNIT_STATUS_COLORS[status]} />;
}

/**
 * Renew and Terminate, each after a confirmation, and the contract's History; the row's contract
 * comes from the record context.
 */
function ContractActions() {
  const translate = useTranslate();
  const text = useApprovedTexts();
  return (
    <>
      <ContractDecisionButton
        action="renew"
        label={text.renew}
        icon={<AutorenewIcon />}
        color="primary"
        body={{ approve: true }}
        confirm={{
          title: text.renew_title,
          content: (r) =>
            translate('tenantUsers.approved.renew_content', {
              tenant: tenantNameOf(r),
              unit: r.unitNo,
              date: displayDate(addDays(r.endDate, 1)),
            }),
        }}
      />
      <ContractDecisionButton
        action="terminate"
        label={text.terminate}
        icon={<BlockIcon />}
        color="error"
        confirm={{
          title: text.terminate_title,
          content: (r) =>
            translate('tenantUsers.approved.terminate_content', { tenant: tenantNameOf(r), unit: r.unitNo }),
        }}
      />
      <ContractHistoryButton />
    </>
  );
}

/**
 * tenant-users/approved (Approved Contracts): renew for another term, or terminate early. Its
 * filters live in the URL, so a link (the dashboard's) can open it filtered.
 */
export default function ApprovedContractsPage() {
  const isPhone = usePhoneWidth();
  const text = useApprovedTexts();
  const contractText = useContractTexts();
  const columns = useContractColumns();
  const cardFields = useContractCardFields();
  /*
   * The end-date filters show only while set: the dashboard's "contracts ending" card opens this
   * list with them in the URL (endFrom = today, endTo = today + 30/60/90), and a person can remove them.
   */
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={contractText.search} />,
    <DayInput key="endFrom" source="endFrom" label={contractText.ends_from} />,
    <DayInput key="endTo" source="endTo" label={contractText.ends_by} />,
  ];
  return (
    <List
      resource="contracts"
      title={text.title}
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
          label={text.cards}
          title={tenantNameOf}
          badge={(r) => <UnitChip contract={r} />}
          fields={cardFields}
          actions={<ContractActions />}
        />
      ) : (
        <DataTable<ContractRecord> bulkActionButtons={false} rowClick={false}>
          {columns}
          <DataTable.Col<ContractRecord>
            label={contractText.unit}
            disableSort
            render={(r) => <UnitChip contract={r} />}
          />
          <DataTable.Col label={contractText.actions} render={() => <ContractActions />} />
        </DataTable>
      )}
    </List>
  );
}
