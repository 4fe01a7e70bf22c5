import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { DataTable, List, SearchInput } from 'react-admin';
import { RecordCards, usePhoneWidth } from '../../src/layout/RecordCards';
import { contractCardFields, contractColumns } from './contractColumns';
import { ContractDecisionButton } from './ContractDecisionButton';
import type { ContractRecord } from './tenantApi';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search tenant, property or unit" />];

const RequestActions = () => (
  <>
    <ContractDecisionButton action="approve" label="Approve" icon={<CheckIcon />} color="success" />
    <ContractDecisionButton action="reject" label="Reject" icon={<CloseIcon />} color="error" />
  </>
);

/** tenant-users/pending (Contracts Request): requested contracts, approved or rejected one by one. */
export default function ContractRequestsPage() {
  const isPhone = usePhoneWidth();
  return (
    <List
      resource="contracts"
      title="Contracts Request"
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
          label="Contract requests"
          title={(r) => r.tenantName}
          fields={contractCardFields}
          actions={<RequestActions />}
        />
      ) : (
        <DataTable<ContractRecord> bulkActionButtons={false} rowClick={false}>
          {contractColumns()}
          <DataTable.Col label="Actions" render={() => <RequestActions />} />
        </DataTable>
      )}
    </List>
  );
}
