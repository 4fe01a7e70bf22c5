import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isAborted } from '../../src/api/httpClient';
import { fetchInvoiceOption, fetchUnpaidInvoices, type InvoiceOption } from './manualPaymentApi';

/** How long typing pauses before the invoice lookup asks the server. */
const TYPING_PAUSE_MS = 300;

/** A failed lookup: the destructive toast 'Failed to load invoices.' (spec section 8). */
function useInvoicesFailedToast(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    if (error && !isAborted(error)) notify('manualPayments.invoicesFailed', { type: 'error' });
  }, [error, notify]);
}

interface InvoicePickerProps {
  landlordId: string | null;
  value: InvoiceOption | null;
  onChange: (value: InvoiceOption | null) => void;
  error?: string;
  disabled?: boolean;
  /** False until the super admin has chosen whose invoices to list (issue 16 item 2). */
  enabled?: boolean;
}

/** The add dialog's invoice: the landlord's unpaid invoices, searched as one types. */
export function InvoicePicker({
  landlordId,
  value,
  onChange,
  error,
  disabled,
  enabled = true,
}: InvoicePickerProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const lookup = useQuery({
    queryKey: ['manual-payments', 'unpaid-invoices', landlordId, q],
    queryFn: ({ signal }) => fetchUnpaidInvoices(landlordId, q, signal),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
  useInvoicesFailedToast(lookup.error);

  return (
    <Autocomplete
      options={lookup.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, text, reason) => {
        // Choosing an option fills the box with its name; that is not a new search.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => String(option.id) === String(selected.id)}
      loading={lookup.isFetching}
      disabled={disabled}
      noOptionsText={translate('payments.form.no_unpaid_invoices')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('payments.form.invoice')}
          required
          error={!!error}
          helperText={error}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {lookup.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The update dialog's invoice: shown, not changeable (spec section 5). */
export function InvoiceShown({
  landlordId,
  invoiceId,
  fallback,
}: {
  landlordId: string | null;
  invoiceId: string | number | null;
  fallback: string;
}) {
  const lookup = useQuery({
    queryKey: ['manual-payments', 'invoice', landlordId, invoiceId],
    queryFn: ({ signal }) => fetchInvoiceOption(landlordId, invoiceId!, signal),
    enabled: invoiceId != null,
    retry: false,
  });
  useInvoicesFailedToast(lookup.error);
  const translate = useTranslate();
  return (
    <TextField
      label={translate('payments.form.invoice')}
      value={lookup.data?.name || fallback}
      disabled
      fullWidth
    />
  );
}
