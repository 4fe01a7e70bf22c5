import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  BANK_SETTLEMENT_MESSAGES,
  bankAccountBodySchema,
  type BankAccount,
} from '../../domain/bankSettlementSchemas';
import { groupIban } from '../../domain/iban';
import { ApiError } from '../../src/api/ApiError';
import { sharedMessageKey } from '../../src/i18n/sharedMessageKey';
import { fetchBankAccount, saveBankAccount } from './settlementsApi';

type Field = 'iban' | 'holder_name' | 'bank_name' | 'sub_merchant_ref';
type Values = Record<Field, string>;

/** The fields in order; each label is `bankSettlements.account.fields.<field>` in the catalogues. */
const LABELS: Record<Field, string> = {
  iban: 'bankSettlements.account.fields.iban',
  holder_name: 'bankSettlements.account.fields.holder_name',
  bank_name: 'bankSettlements.account.fields.bank_name',
  sub_merchant_ref: 'bankSettlements.account.fields.sub_merchant_ref',
};

/*
 * The schema's messages are the API's too (domain/bankSettlementSchemas.ts) and stay English
 * there; the form shows each in the reader's language by its domain id (sharedMessageKey: the
 * panel keeps no copy). Any other text (a server answer) is shown as it came.
 */
const KEY_OF_MESSAGE = new Map(
  Object.entries(BANK_SETTLEMENT_MESSAGES).flatMap(([name, text]) =>
    typeof text === 'string'
      ? [[text, sharedMessageKey(`bankSettlements.messages.${name}`, text)] as [string, string]]
      : [],
  ),
);

/** The field's message from the domain's schema (the API says the same), or '' when it is fine. */
function fieldError(field: Field, value: string): string {
  const result = bankAccountBodySchema.shape[field].safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

const SAVING_FAILED = 'Saving failed.';

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
  const message = Object.keys(fields).length ? '' : err instanceof Error ? err.message : SAVING_FAILED;
  return { fields, message };
}

function AccountForm({ account }: { account: BankAccount | null }) {
  const notify = useNotify();
  const translate = useTranslate();
  const shown = (text: string | undefined) => {
    const key = text ? KEY_OF_MESSAGE.get(text) : undefined;
    return key && text ? translate(sharedMessageKey(key, text), { _: text }) : text;
  };
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
      // The answer shares the read's schema (null before any account is saved); a save gives it.
      const account = saved.data;
      queryClient.setQueryData(['bank-settlements', 'account'], account);
      if (account) setValues((v) => ({ ...v, iban: account.iban_display }));
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
          label={translate(LABELS[field])}
          size="small"
          required={field !== 'sub_merchant_ref'}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          onBlur={() => check(field)}
          error={!!errors[field]}
          helperText={
            shown(errors[field]) || (field === 'iban' ? translate('bankSettlements.account.iban_help') : ' ')
          }
          slotProps={
            field === 'iban' ? { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } : {}
          }
        />
      ))}
      {failure ? (
        <Alert severity="error">
          {failure === SAVING_FAILED ? translate('bankSettlements.account.save_failed') : failure}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('bankSettlements.account.save')}
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
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="bank-account-title">
      <CardContent>
        <Typography id="bank-account-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('bankSettlements.account.title')}
        </Typography>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {isPending ? <Typography>{translate('bankSettlements.loading')}</Typography> : null}
        {!isPending && !error ? <AccountForm key={data?.updated_at ?? 'new'} account={data ?? null} /> : null}
      </CardContent>
    </Card>
  );
}
