import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { hasPermission } from '../../domain/permissions';
import { dateLabel } from '../../src/format/dates';
import { askedAhead } from '../../src/api/askedAhead';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import type { FirstPage } from '../../src/registry/firstPage';
import { DisableOwnerDialog } from './DisableOwnerDialog';
import { OwnerCard, type OwnerAction } from './OwnerCard';
import { OwnerDialog } from './OwnerDialog';
import { OwnerHistoryDialog } from './OwnerHistoryDialog';
import {
  enableOwner,
  fetchOwners,
  fetchPayouts,
  fetchShares,
  removePayout,
  type OwnerRecord,
  type PropertyShares,
} from './ownersApi';
import { PayoutDialog } from './PayoutDialog';
import { SharesDialog } from './SharesDialog';

const PAGE_SIZE = 10;

const ownersQuery = {
  queryKey: ['property-owners', 'owners'],
  queryFn: ({ signal }: QueryFunctionContext) => fetchOwners(signal),
};
const sharesQuery = {
  queryKey: ['property-owners', 'shares'],
  queryFn: ({ signal }: QueryFunctionContext) => fetchShares(signal),
};
const payoutsQuery = (page: number) => ({
  queryKey: ['property-owners', 'payouts', page],
  queryFn: ({ signal }: QueryFunctionContext) => fetchPayouts(page, PAGE_SIZE, signal),
});

/** The page's three answers, also asked at the menu's click (src/registry/firstPage.ts). */
export const firstPage: FirstPage = ({ queryClient }) => {
  const owners = askedAhead(queryClient, ownersQuery);
  void askedAhead(queryClient, sharesQuery);
  void askedAhead(queryClient, payoutsQuery(1));
  return owners;
};

/** A section's heading: one level under the page's title. */
const Heading = ({ children }: { children: string }) => (
  <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
    {children}
  </Typography>
);

/**
 * property-owners/list: the owners (invited by mail), each property's owners with their shares
 * and its management fee rule, and the payouts made to owners. Cards at every width, so a phone
 * reads it as a desktop does.
 */
export default function OwnersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { menuUser } = useCurrentUser();
  const can = (p: string) => hasPermission(menuUser.permissions, p);
  const canCreate = can('Create Property Owner');
  const canUpdate = can('Update Property Owner');
  const canDelete = can('Delete Property Owner');
  // The History of an owner is the audit trail's, read by 'View Audit' holders (not a tenant's).
  const canReadHistory = menuUser.roleKey !== 'user' && can('View Audit');
  const [dialog, setDialog] = useState<'owner' | 'payout' | PropertyShares | null>(null);
  const [ownerDialog, setOwnerDialog] = useState<{ action: OwnerAction; owner: OwnerRecord } | null>(null);
  const [page, setPage] = useState(1);
  const owners = useQuery(ownersQuery);
  const shares = useQuery(sharesQuery);
  const payouts = useQuery({ ...payoutsQuery(page), placeholderData: keepPreviousData });
  const closed = (saved: boolean) => {
    setDialog(null);
    setOwnerDialog(null);
    if (saved) {
      void queryClient.invalidateQueries({ queryKey: ['property-owners'] });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    }
  };
  /** Enable needs no question (it takes nothing away); the others open their dialog. */
  const act = (action: OwnerAction, owner: OwnerRecord) => {
    if (action !== 'enable') return setOwnerDialog({ action, owner });
    enableOwner(owner.id).then(
      (answer) => {
        notify(answer.message, { type: 'success' });
        closed(true);
      },
      (err: unknown) =>
        notify(err instanceof Error ? err.message : translate('ownersPanel.error'), { type: 'error' }),
    );
  };
  const deletePayout = async (id: string) => {
    try {
      notify((await removePayout(id)).message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['property-owners'] });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('ownersPanel.error'), { type: 'error' });
    }
  };
  const failure = owners.error ?? shares.error ?? payouts.error;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('ownersPanel.title')} />
      {failure ? (
        <Typography color="error">
          {failure instanceof Error ? failure.message : translate('ownersPanel.error')}
        </Typography>
      ) : null}
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Heading>{translate('ownersPanel.owners')}</Heading>
            {canCreate ? (
              <MuiButton startIcon={<AddIcon />} variant="contained" onClick={() => setDialog('owner')}>
                {translate('ownersPanel.add_owner')}
              </MuiButton>
            ) : null}
          </Stack>
          {owners.data?.length === 0 ? <Typography>{translate('ownersPanel.no_owners')}</Typography> : null}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {(owners.data ?? []).map((o) => (
              <OwnerCard
                key={o.id}
                owner={o}
                canUpdate={canUpdate}
                canReadHistory={canReadHistory}
                onAction={act}
              />
            ))}
          </Box>
        </Stack>

        <Stack spacing={1}>
          <Heading>{translate('ownersPanel.shares')}</Heading>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {(shares.data ?? []).map((p) => (
              <Card key={p.property_id} variant="outlined" data-testid="property-shares">
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{p.property_name}</Typography>
                  {p.owners.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate('ownersPanel.no_shares')}
                    </Typography>
                  ) : (
                    p.owners.map((o) => (
                      <Typography key={o.owner_id} variant="body2">
                        {`${o.owner_name}: ${localDigits(o.share)}%`}
                      </Typography>
                    ))
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {p.fee_kind === 'percent'
                      ? translate('ownersPanel.fee_percent_of', { value: localDigits(p.fee_value) })
                      : p.fee_kind === 'fixed'
                        ? translate('ownersPanel.fee_fixed_of', { value: formatKwd(p.fee_value) })
                        : translate('ownersPanel.fee.none')}
                  </Typography>
                  {canUpdate ? (
                    <MuiButton size="small" sx={{ mt: 1 }} onClick={() => setDialog(p)}>
                      {translate('ownersPanel.set_shares')}
                    </MuiButton>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </Box>
        </Stack>

        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Heading>{translate('ownersPanel.payouts')}</Heading>
            {canCreate && owners.data?.length ? (
              <MuiButton startIcon={<AddIcon />} variant="outlined" onClick={() => setDialog('payout')}>
                {translate('ownersPanel.add_payout')}
              </MuiButton>
            ) : null}
          </Stack>
          {payouts.data?.items.length === 0 ? (
            <Typography>{translate('ownersPanel.no_payouts')}</Typography>
          ) : null}
          {(payouts.data?.items ?? []).map((p) => (
            <Card key={p.id} variant="outlined" data-testid="payout-card">
              <CardContent
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
              >
                <Box>
                  <Typography
                    sx={{ fontWeight: 600 }}
                  >{`${formatKwd(p.amount)} · ${p.owner_name}`}</Typography>
                  <Typography variant="body2">
                    {`${dateLabel(p.date)} · ${translate(`owners.methods.${p.method}`)}${p.note ? ` · ${p.note}` : ''}`}
                  </Typography>
                </Box>
                {canDelete ? (
                  <IconButton
                    aria-label={translate('ownersPanel.delete_payout')}
                    onClick={() => void deletePayout(p.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                ) : null}
              </CardContent>
            </Card>
          ))}
          {payouts.data && payouts.data.totalPages > 1 ? (
            <Pagination count={payouts.data.totalPages} page={page} onChange={(_, p) => setPage(p)} />
          ) : null}
        </Stack>
      </Stack>
      {dialog === 'owner' ? <OwnerDialog onClose={closed} /> : null}
      {ownerDialog?.action === 'edit' ? <OwnerDialog owner={ownerDialog.owner} onClose={closed} /> : null}
      {ownerDialog?.action === 'disable' ? (
        <DisableOwnerDialog owner={ownerDialog.owner} onClose={closed} />
      ) : null}
      {ownerDialog?.action === 'history' ? (
        <OwnerHistoryDialog owner={ownerDialog.owner} onClose={() => setOwnerDialog(null)} />
      ) : null}
      {dialog === 'payout' ? <PayoutDialog owners={owners.data ?? []} onClose={closed} /> : null}
      {dialog && typeof dialog === 'object' ? (
        <SharesDialog property={dialog} owners={owners.data ?? []} onClose={closed} />
      ) : null}
    </Box>
  );
}
