import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, Title, useTranslate } from 'react-admin';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { useContractColumns, useContractTexts } from './contractColumns';
import { RequestContractForm } from './RequestContractForm';
import type { ContractRecord } from './tenantApi';
import { useTexts } from './tenantText';

const STATUS_COLORS = {
  requested: 'warning',
  approved: 'success',
  rejected: 'error',
  terminated: 'default',
} as const;

/** tenant-users/request: a tenant requests a contract for a vacant unit and follows its requests. */
export default function RequestContractPage() {
  const { menuUser } = useCurrentUser();
  const translate = useTranslate();
  const text = useTexts('tenantUsers.request', ['not_tenant', 'title', 'mine'] as const);
  const contractText = useContractTexts();
  const columns = useContractColumns().filter((c) => c.key !== 'tenant');
  if (menuUser.roleKey !== 'user') return <Alert severity="info">{text.not_tenant}</Alert>;
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title={text.title} />
      <Card>
        <Typography variant="h6" sx={{ px: 2, pt: 2 }}>
          {text.title}
        </Typography>
        <RequestContractForm />
      </Card>
      <Typography variant="h6">{text.mine}</Typography>
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
          {columns}
          <DataTable.Col<ContractRecord>
            source="status"
            label={contractText.status}
            render={(r) => (
              <Chip
                size="small"
                variant="outlined"
                label={translate(`tenantUsers.contract_status.${r.status}`, { _: r.status })}
                color={STATUS_COLORS[r.status] ?? 'default'}
              />
            )}
          />
        </DataTable>
      </List>
    </Stack>
  );
}
