import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { localMessage } from '../../i18n/localMessage';
import { apiClient } from '../../api/httpClient';
import { profileUpdateSchema } from '../../../domain/accountSchemas';
import { normalisePhone } from '../../../domain/phone';
import type { Me } from '../useMe';
import { useProfileSaved } from './useSaveProfile';

type Field = 'fname' | 'lname' | 'phone';

/** First name, last name and phone, validated on blur with the sign-up rules (shared schema). */
export function ProfileDetailsForm({ me }: { me: Me }) {
  const notify = useNotify();
  const translate = useTranslate();
  const saved = useProfileSaved();
  const [values, setValues] = useState<Record<Field, string>>({
    fname: me.firstName,
    lname: me.lastName,
    phone: me.phone ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = (next = values) => {
    const parsed = profileUpdateSchema.safeParse(next);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= localMessage(issue.message);
    return found;
  };
  const onBlur = (field: Field) => {
    const next = field === 'phone' ? { ...values, phone: normalisePhone(values.phone) } : values;
    setValues(next);
    setErrors((e) => ({ ...e, [field]: check(next)[field] }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const answer = await apiClient.post<{ message: string; data: Me }>('/users/profile/update', values);
      await saved(answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('pages.something_went_wrong'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => {
        const next = { ...values, [name]: e.target.value };
        setValues(next);
        // An error clears as soon as the value is corrected, not only on the next blur.
        if (errors[name]) setErrors((found) => ({ ...found, [name]: check(next)[name] }));
      }}
      onBlur={() => onBlur(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('fname', translate('profile.first_name'), { autoComplete: 'given-name' })}
        {field('lname', translate('profile.last_name'), { autoComplete: 'family-name' })}
      </Stack>
      {field('phone', translate('profile.phone'), { autoComplete: 'tel', inputMode: 'tel' })}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('profile.save')}
        </Button>
      </div>
    </Stack>
  );
}
