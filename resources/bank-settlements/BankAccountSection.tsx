import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { bankAccountBodySchema, type BankAccount } from '../../domain/bankSettlementSchemas';
import { groupIban } from '../../domain/iban';
import { ApiError } from '../../src/api/ApiError';
import { fetchBankAccount, saveBankAccount } from './settlementsApi';

type Field = 'iban' | 'holder_name' | 'bank_name' | 'sub_merchant_ref';
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  iban: 'IBAN',
  holder_name: 'Account holder name',
  bank_name: 'Bank name',
  sub_merchant_ref: 'Gateway sub-merchant reference',
};

/** The field's message from the domain's schema (the API says the same), or '' when it is fine. */
function fieldError(field: Field, value: string): string {
  const result = bankAccountBodySchema.shape[field].safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

/** The API's 422 detail, by field; any other failure as one message. */
function serverErrors(err: unknown): { fields: Partial<Values>; message: string } {
  const fields: Partial<Values> = {};
  const detail = err instanceof ApiError ? (err.body as { detail?: unknown }).detail : undefined;
  if (Array.isArray(detail)) {
    for (const d of detail as { loc?: unknown[]; msg?: string }[]) {
      const name = d.loc?.at(-1);
      if (typeof name === 'string' && name in LABELS && d.msg) fields[name as Field] = d.msg;
    }
  }
  const message = Object.keys(fields).length ? '' : err instanceof Error ? err.message : 'Saving failed.';
  return { fields, message };
}

function AccountForm({ account }: { account: BankAccount | null }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    iban: account ? groupIban(account.iban) : '',
    holder_name: account?.holder_name ?? '',
    bank_name: account?.bank_name ?? '',
    sub_merchant_ref: account?.sub_merchant_ref ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const check = (field: Field) => setErrors((e) => ({ ...e, [field]: fieldError(field, values[field]) }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (Object.keys(LABELS) as Field[]).map((f) => [f, fieldError(f, values[f])]),
    );
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const saved = await saveBankAccount(values);
      queryClient.setQueryData(['bank-settlements', 'account'], saved.data);
      setValues((v) => ({ ...v, iban: saved.data.iban_display }));
      notify(saved.message, { type: 'success' });
    } catch (err) {
      const { fields, message } = serverErrors(err);
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      {(Object.keys(LABELS) as Field[]).map((field) => (
        <TextField
          key={field}
          id={`bank-account-${field}`}
          label={LABELS[field]}
          size="small"
          required={field !== 'sub_merchant_ref'}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          onBlur={() => check(field)}
          error={!!errors[field]}
          helperText={
            errors[field] ||
            (field === 'iban' ? 'KW, 2 check digits, 4-letter bank code, 22 characters (30 in all).' : ' ')
          }
          slotProps={
            field === 'iban' ? { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } : {}
          }
        />
      ))}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          Save bank account
        </Button>
      </Box>
    </Box>
  );
}

/** The landlord's bank account, where the gateway deposits its settlements (landlords only). */
export function BankAccountSection() {
  const { data, error, isPending } = useQuery({
    queryKey: ['bank-settlements', 'account'],
    queryFn: ({ signal }) => fetchBankAccount(signal),
  });
  return (
    <Card component="section" aria-labelledby="bank-account-title">
      <CardContent>
        <Typography id="bank-account-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Bank account
        </Typography>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {isPending ? <Typography>Loading...</Typography> : null}
        {!isPending && !error ? <AccountForm key={data?.updated_at ?? 'new'} account={data ?? null} /> : null}
      </CardContent>
    </Card>
  );
}
