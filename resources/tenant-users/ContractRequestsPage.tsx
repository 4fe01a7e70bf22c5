import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { DataTable, List, SearchInput } from 'react-admin';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { tenantNameOf, useContractCardFields, useContractColumns, useContractTexts } from './contractColumns';
import { ContractDecisionButton } from './ContractDecisionButton';
import type { ContractRecord } from './tenantApi';
import { useTexts } from './tenantText';

const useRequestTexts = () =>
  useTexts('tenantUsers.requests', ['title', 'cards', 'approve', 'reject'] as const);

function RequestActions() {
  const text = useRequestTexts();
  return (
    <>
      <ContractDecisionButton action="approve" label={text.approve} icon={<CheckIcon />} color="success" />
      <ContractDecisionButton action="reject" label={text.reject} icon={<CloseIcon />} color="error" />
    </>
  );
}

/** tenant-users/pending (Contracts Request): requested contracts, approved or rejected one by one. */
export default function ContractRequestsPage() {
  const isPhone = usePhoneWidth();
  const text = useRequestTexts();
  const contractText = useContractTexts();
  const columns = useContractColumns();
  const cardFields = useContractCardFields();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={contractText.search} />];
  return (
    <List
      resource="contracts"
      title={text.title}
      filter={{ status: 'requested' }}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      disableSyncWithLocation
      storeKey="contracts.requested"
      empty={false}
    >
      {isPhone ? (
        <RecordCards<ContractRecord>
          label={text.cards}
          title={tenantNameOf}
          fields={cardFields}
          actions={<RequestActions />}
        />
      ) : (
        <DataTable<ContractRecord> bulkActionButtons={false} rowClick={false}>
          {columns}
          <DataTable.Col label={contractText.actions} render={() => <RequestActions />} />
        </DataTable>
      )}
    </List>
  );
}
