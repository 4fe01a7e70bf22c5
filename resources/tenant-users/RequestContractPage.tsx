import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, Title } from 'react-admin';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { contractColumns } from './contractColumns';
import { RequestContractForm } from './RequestContractForm';
import type { ContractRecord } from './tenantApi';

const STATUS_COLORS = {
  requested: 'warning',
  approved: 'success',
  rejected: 'error',
  terminated: 'default',
} as const;

/** tenant-users/request: a tenant requests a contract for a vacant unit and follows its requests. */
export default function RequestContractPage() {
  const { menuUser } = useCurrentUser();
  if (menuUser.roleKey !== 'user') {
    return (
      <Alert severity="info">
        Tenants request contracts here. Landlords and managers decide them under Contracts Request.
      </Alert>
    );
  }
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title="Request a contract" />
      <Card>
        <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
          Request a contract
        </Typography>
        <RequestContractForm />
      </Card>
      <Typography variant="h6">My contracts</Typography>
      <List
        resource="contracts"
        title={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        exporter={false}
        disableSyncWithLocation
        storeKey="contracts.mine"
        actions={false}
        empty={false}
      >
        <DataTable<ContractRecord> bulkActionButtons={false} rowClick={false}>
          {contractColumns().filter((c) => c.key !== 'tenant')}
          <DataTable.Col<ContractRecord>
            source="status"
            label="Status"
            render={(r) => (
              <Chip
                size="small"
                variant="outlined"
                label={r.status}
                color={STATUS_COLORS[r.status] ?? 'default'}
              />
            )}
          />
        </DataTable>
      </List>
    </Stack>
  );
}
