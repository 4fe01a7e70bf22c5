import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useNotify, useStore, useTranslate } from 'react-admin';
import { hasPermission } from '../../domain/permissions';
import { REFUNDER_ROLES } from '../../domain/refundSchemas';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { pageNumber, useListParams } from '../../src/routing/useListParams';
import { actsAcrossLandlords, LandlordSelect } from '../landlords/LandlordSelect';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { DateRangeFilter } from './DateRangeFilter';
import { ManualPaymentDialog } from './ManualPaymentDialog';
import {
  paymentFailureToast,
  type ManualPayment,
  type PaymentListAnswer,
  type PaymentListQuery,
} from './manualPaymentApi';
import { PAYMENT_COLUMNS, type PaymentColumn } from './paymentColumns';
import { API_DATE_FORMAT, PAGE_SIZE, REVERSED_RANGE_KEY } from './paymentDisplay';
import { paymentMessageKey } from './paymentMessages';
import { PaymentCards, PaymentsTable } from './PaymentsTable';
import { RefundDialog } from './RefundDialog';
import { RefundsDueAlert } from './RefundsDueAlert';
import { SearchBox } from './SearchBox';
import { SpecPagination } from './SpecPagination';
import { useDateRangeParams } from './useDateRangeParams';
import { LIST_KEY, paymentListQuery, paymentsActor, paymentsFirstPage } from './paymentListQuery';

/** The first page, also asked at the menu's click (src/registry/firstPage.ts). */
export const firstPage = paymentsFirstPage;

export const TENANT_PAYMENTS_TITLE = 'TENANT PAYMENTS';

type DialogState =
  | { mode: 'add' }
  | { mode: 'update'; payment: ManualPayment }
  | { mode: 'refund'; payment: ManualPayment }
  | null;

/** Toasts a failed list load once per failure (spec section 8's payment rule). */
function useListFailureToast(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    const toast = error ? paymentFailureToast(error) : null;
    if (toast)
      notify(paymentMessageKey(toast.message) ?? toast.message, {
        type: toast.type,
        messageArgs: { _: toast.message },
      });
  }, [error, notify]);
}

/** tenant-payments/list (spec section 2): the landlord's manual payments, added and updated in dialogs. */
export default function TenantPaymentsPage() {
  const { user, menuUser } = useCurrentUser();
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [range, setRange] = useDateRangeParams();
  // Page, search and the landlord chosen live in the address: reload and Back keep them.
  const [listParams, setListParams] = useListParams({ q: '', page: '1', landlord: '' });
  const q = listParams.q;
  const page = pageNumber(listParams.page);
  const setPage = (next: number) => setListParams({ page: String(next) });
  const [hidden, setHidden] = useStore<PaymentColumn[]>('tenantPayments.hiddenColumns', []);
  const [dialog, setDialog] = useState<DialogState>(null);

  const canCreate = hasPermission(menuUser.permissions, 'Create Landlord Payment');
  const canEdit = hasPermission(menuUser.permissions, 'Update Landlord Payment');
  // Issue 20 item 6: a landlord (or platform admin) refunds, never a manager; the server checks both.
  const canRefund = canEdit && (REFUNDER_ROLES as readonly (string | null)[]).includes(menuUser.roleKey);
  const landlordId = user?.landlordId ?? null;
  // The super admin sees every landlord's payments, or one landlord's it picks (issue 16 item 2).
  const acrossLandlords = actsAcrossLandlords(menuUser.roleKey, landlordId);
  const landlordFilter = listParams.landlord || null;
  const actorId = paymentsActor(user, landlordFilter);

  const query: PaymentListQuery = useMemo(
    () => ({
      q,
      page,
      pageSize: PAGE_SIZE,
      dateFrom: range.from.format(API_DATE_FORMAT),
      dateTo: range.to.format(API_DATE_FORMAT),
      actorId,
    }),
    [q, page, range, actorId],
  );
  const { queryKey } = paymentListQuery(query);
  const list = useQuery({
    ...paymentListQuery(query),
    enabled: !range.reversed,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useListFailureToast(list.error);

  const rows = list.data?.items ?? [];
  const total = range.reversed ? 0 : (list.data?.total ?? 0);

  // Spec section 4: a create prepends the new item and adds one to the total; an update replaces
  // the item's fields. Other pages and filters are only marked stale, so nothing reloads now.
  const patchList = (patch: (answer: PaymentListAnswer) => PaymentListAnswer) => {
    void queryClient.invalidateQueries({ queryKey: LIST_KEY, refetchType: 'none' });
    queryClient.setQueryData<PaymentListAnswer>(queryKey, (answer) => answer && patch(answer));
  };
  const onCreated = (record: ManualPayment) =>
    patchList((answer) => ({
      ...answer,
      items: [record, ...answer.items].slice(0, PAGE_SIZE),
      total: answer.total + 1,
    }));
  const onUpdated = (record: ManualPayment) =>
    patchList((answer) => ({
      ...answer,
      items: answer.items.map((item) =>
        String(item.id) === String(record.id) ? { ...item, ...record } : item,
      ),
    }));

  const tableProps = {
    rows,
    hidden: hidden ?? [],
    canEdit,
    onEdit: (payment: ManualPayment) => setDialog({ mode: 'update', payment }),
    canRefund,
    onRefund: (payment: ManualPayment) => setDialog({ mode: 'refund', payment }),
    loading: list.isFetching,
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Title title={translate('payments.list.title')} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mt: 1, mb: 2 }}>
        {translate('payments.list.title')}
      </Typography>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            alignItems={{ xs: 'stretch', md: 'center' }}
            sx={{ mb: 2 }}
          >
            <DateRangeFilter from={range.from} to={range.to} onChange={setRange} />
            {acrossLandlords ? (
              <LandlordSelect
                allowAll
                value={landlordFilter}
                onChange={(id) => {
                  setListParams({ landlord: id ?? '', page: '1' });
                }}
              />
            ) : null}
            <SearchBox
              placeholder={translate('payments.list.search')}
              initial={q}
              onSearch={(text) => {
                // Enter on the same search on page 1 asks again rather than doing nothing.
                if (text === q && page === 1) void list.refetch();
                setListParams({ q: text, page: '1' });
              }}
            />
            <Box sx={{ flex: 1 }} />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <ColumnVisibilityMenu columns={PAYMENT_COLUMNS} hidden={hidden ?? []} onChange={setHidden} />
              {canCreate ? (
                <Button
                  variant="contained"
                  onClick={() => setDialog({ mode: 'add' })}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translate('payments.list.add_new')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
          <RefundsDueAlert actorId={query.actorId} />
          {range.reversed ? (
            <Alert severity="warning">{translate(REVERSED_RANGE_KEY)}</Alert>
          ) : isPhone ? (
            <PaymentCards {...tableProps} />
          ) : (
            <PaymentsTable {...tableProps} />
          )}
          <SpecPagination page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
        </CardContent>
      </Card>
      {dialog?.mode === 'refund' && dialog.payment.online ? (
        <RefundDialog
          payment={dialog.payment}
          online={dialog.payment.online}
          onClose={() => setDialog(null)}
          // The row's refunds and invoice status come from the server: reload this page's list.
          onRefunded={() => void queryClient.invalidateQueries({ queryKey: LIST_KEY })}
        />
      ) : dialog && dialog.mode !== 'refund' ? (
        <ManualPaymentDialog
          payment={dialog.mode === 'update' ? dialog.payment : undefined}
          landlordId={landlordId}
          chooseLandlord={acrossLandlords}
          adminUserId={user?.id ?? null}
          onClose={() => setDialog(null)}
          onSaved={dialog.mode === 'update' ? onUpdated : onCreated}
        />
      ) : null}
    </LocalizationProvider>
  );
}
