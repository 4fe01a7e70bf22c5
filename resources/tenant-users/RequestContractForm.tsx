import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  DateInput,
  FileField,
  FileInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
} from 'react-admin';
import { contractCreateSchema, formatKwd } from '../../domain/contractSchemas';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { fetchVacantUnits, requestContract, type FormFile, type VacantUnit } from './tenantApi';

interface Values {
  unitId?: string;
  startDate?: string;
  endDate?: string;
  monthlyRent?: string;
  securityDeposit?: string;
  paymentDueDay?: number;
  documents?: FormFile[];
}

const terms = ({ documents: _documents, ...rest }: Values) => ({
  securityDeposit: '0',
  paymentDueDay: 1,
  ...rest,
});

function validate(values: Values) {
  const result = contractCreateSchema.safeParse(terms(values));
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The chosen unit's rent fills the rent field; the tenant may still change it. */
function RentFromUnit({ units }: { units: VacantUnit[] }) {
  const unitId = useWatch<Values>({ name: 'unitId' });
  const { setValue } = useFormContext<Values>();
  useEffect(() => {
    const unit = units.find((u) => u.id === unitId);
    if (unit) setValue('monthlyRent', unit.monthlyRent, { shouldValidate: true });
  }, [unitId, units, setValue]);
  return null;
}

const unitLabel = (u: VacantUnit) =>
  `${u.propertyName ? `${u.propertyName} · ` : ''}Unit ${u.unitNo} (${formatKwd(u.monthlyRent)})`;

/** A tenant asks its landlord for a contract on a vacant unit; the landlord approves or rejects it. */
export function RequestContractForm() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [formKey, setFormKey] = useState(0);
  const units = useQuery({
    queryKey: ['property-units', 'vacant'],
    queryFn: ({ signal }) => fetchVacantUnits(signal),
  });

  const onSubmit = async (values: Values) => {
    try {
      const answer = await requestContract(terms(values), values.documents ?? []);
      notify(answer.message, { type: 'success' });
      setFormKey((k) => k + 1); // a fresh, empty form
      await units.refetch();
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
    }
  };

  const choices = (units.data ?? []).map((u) => ({ id: u.id, name: unitLabel(u) }));
  return (
    <SimpleForm
      key={formKey}
      onSubmit={onSubmit}
      validate={validate}
      // The schema's messages only, not the browser's bubbles for min/max first (issue 16 item 6).
      noValidate
      record={{ paymentDueDay: 1 }}
      // Outside a resource, react-admin's default toolbar would offer a Delete button.
      toolbar={
        <Toolbar>
          <SaveButton label="Send request" alwaysEnable={false} />
        </Toolbar>
      }
    >
      <RentFromUnit units={units.data ?? []} />
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <Grid size={12}>
          <SelectInput
            source="unitId"
            label="Vacant unit"
            choices={choices}
            isPending={units.isPending}
            emptyText={units.data?.length === 0 ? 'No vacant units right now' : ''}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="startDate" label="Start date" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateInput source="endDate" label="End date" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="monthlyRent" label="Monthly rent (KWD)" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="securityDeposit" label="Security deposit (KWD)" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="paymentDueDay" label="Payment due day (1–28)" min={1} max={28} fullWidth />
        </Grid>
        <Grid size={12}>
          <FileInput
            source="documents"
            // The dropzone's hidden file input needs a name of its own (axe: label).
            inputProps={{ 'aria-label': 'Documents' }}
            label="Documents"
            multiple
            accept={{ 'application/octet-stream': DOCUMENT_ACCEPT.split(',') }}
            maxSize={MAX_DOCUMENT_BYTES}
            options={{ onDropRejected: () => notify(DOCUMENT_MESSAGES.typeRefused, { type: 'error' }) }}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
