import Grid from '@mui/material/Grid';
import { useState } from 'react';
import {
  FileField,
  FileInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { tenantCreateSchema, tenantUpdateSchema } from '../../domain/tenantSchemas';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { LandlordChoiceInput } from '../landlords/LandlordChoiceInput';
import { actsAcrossLandlords } from '../landlords/LandlordSelect';
import { DayInput } from '../../src/inputs/DayInput';
import { localMessage } from '../../src/i18n/localMessage';
import { saveTenant, type FormFile, type TenantRecord } from './tenantApi';

const FIELDS = [
  'firstName',
  'lastName',
  'firstNameAr',
  'lastNameAr',
  'email',
  'phone',
  'civilId',
  'civilIdExpiry',
  'nationality',
] as const;

type Values = Partial<Record<(typeof FIELDS)[number], string | null>> & {
  documents?: DocFile[];
  /** The super admin creates a tenant for a landlord it chooses (issue 16 item 2). */
  landlordId?: string | null;
};
/** The field of a file that holds its name (a source, not a text). */
const TITLE_FIELD = 'title';

/** An existing document (key) or a newly chosen file (rawFile), as the FileInput holds them. */
type DocFile = FormFile & { src?: string; title?: string };

const pick = (values: Values) =>
  Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? (f === 'civilIdExpiry' ? null : '')]));

/** Errors by field from the schema the server validates with, so the messages are the same. */
const validateWith = (editing: boolean) => (values: Values) => {
  const schema = editing ? tenantUpdateSchema : tenantCreateSchema;
  const result = schema.safeParse(pick(values));
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= localMessage(issue.message);
  return errors;
};

/** Stored documents shown in the FileInput beside new files; removing one drops it on save. */
const formatDocuments = (value: unknown) =>
  Array.isArray(value)
    ? value.map((d: DocFile & { url?: string; name?: string }) =>
        d.rawFile ? d : { key: d.key, src: d.url ?? d.src, title: d.name ?? d.title },
      )
    : value;

/** Add and edit screens of a tenant: names (English, optional Arabic), contact, Civil ID, documents. */
export function TenantForm() {
  const record = useRecordContext<TenantRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const editing = !!record?.id;
  const emailOwned = editing && record?.status !== 'pending';
  const { user, menuUser } = useCurrentUser();
  const chooseLandlord = !editing && actsAcrossLandlords(menuUser.roleKey, user?.landlordId);

  const onSubmit = async (values: Values) => {
    const docs = values.documents ?? [];
    const kept = new Set(docs.filter((d) => d.key).map((d) => d.key));
    const removeDocuments = (record?.documents ?? []).map((d) => d.key).filter((k) => !kept.has(k));
    const payload = {
      ...pick(values),
      ...(editing ? { removeDocuments } : {}),
      ...(chooseLandlord && values.landlordId ? { landlordId: values.landlordId } : {}),
    };
    setSaving(true);
    try {
      const answer = await saveTenant(record?.id, payload, docs);
      notify(answer.message, { type: 'success' });
      redirect('list', 'tenant-users');
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('tenantUsers.failed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const emailHint = translate('tenants.emailOwnedHint');
  const expiryLabel = translate('resources.tenant-users.fields.civilIdExpiry');
  const documentsLabel = translate('resources.tenant-users.fields.documents');
  const documentsHelp = translate('tenantUsers.form.documents_help');
  return (
    // noValidate: the schema's messages only; the browser's own bubbles ("Please enter a part
    // following '@'") would otherwise come first and say something else (issue 16 item 6).
    <SimpleForm
      warnWhenUnsavedChanges
      onSubmit={onSubmit}
      validate={validateWith(editing)}
      disabled={saving}
      noValidate
    >
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        {chooseLandlord ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <LandlordChoiceInput isRequired fullWidth />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="firstName" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="lastName" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="firstNameAr" fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="lastNameAr" fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {/* The address a tenant signs in with is its own once it has accepted (issue 15). */}
          <TextInput
            source="email"
            type="email"
            fullWidth
            disabled={emailOwned}
            helperText={emailOwned ? emailHint : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="phone" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="civilId" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DayInput source="civilIdExpiry" label={expiryLabel} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="nationality" fullWidth />
        </Grid>
        <Grid size={12}>
          <FileInput
            source="documents"
            // The dropzone's hidden file input needs a name of its own (axe: label).
            inputProps={{ 'aria-label': documentsLabel }}
            multiple
            accept={{ 'application/octet-stream': DOCUMENT_ACCEPT.split(',') }}
            maxSize={MAX_DOCUMENT_BYTES}
            format={formatDocuments}
            options={{
              onDropRejected: () => notify(localMessage(DOCUMENT_MESSAGES.typeRefused), { type: 'error' }),
            }}
            helperText={documentsHelp}
          >
            <FileField source="src" title={TITLE_FIELD} target="_blank" />
          </FileInput>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
