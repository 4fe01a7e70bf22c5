import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
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
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { localDigits, localizedText } from '../../domain/displayLocale';
import { contractCreateSchema, formatKwd } from '../../domain/contractSchemas';
import { moneyText } from '../../domain/money';
import { DayInput } from '../../src/inputs/DayInput';
import { DOCUMENT_ACCEPT, DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { localMessage } from '../../src/i18n/localMessage';
import { useTexts } from './tenantText';
import { fetchVacantUnits, requestContract, type FormFile, type VacantUnit } from './tenantApi';

/** The field of a file that holds its name (a source, not a text). */
const TITLE_FIELD = 'title';

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
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= localMessage(issue.message);
  return errors;
}

/**
 * Choosing a unit puts its rent in the rent field ('275.500'); the tenant may still change it, and
 * the list of units being fetched again does not put it back.
 */
function RentFromUnit({ units }: { units: VacantUnit[] }) {
  const unitId = useWatch<Values>({ name: 'unitId' });
  const { setValue } = useFormContext<Values>();
  const filledFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    const unit = units.find((u) => u.id === unitId);
    if (!unit || filledFor.current === unit.id) return;
    filledFor.current = unit.id;
    setValue('monthlyRent', moneyText(unit.monthlyRent), { shouldValidate: true, shouldDirty: true });
  }, [unitId, units, setValue]);
  return null;
}

/** 'Salmiya Tower · Unit 101 (350.000 KWD)', the property named in the reader's language. */
const unitLabel = (translate: TranslateFunction, u: VacantUnit) => {
  const property = localizedText(u.propertyName, u.propertyNameAr);
  const unit = translate('tenantUsers.request.unit_choice', {
    unit: u.unitNo,
    rent: formatKwd(u.monthlyRent),
  });
  return property ? `${property} · ${unit}` : unit;
};

const TEXT_KEYS = ['send', 'vacant_unit', 'no_vacant', 'start_date', 'end_date', 'monthly_rent', 'deposit', 'documents'] as const; // prettier-ignore

/** A tenant asks its landlord for a contract on a vacant unit; the landlord approves or rejects it. */
export function RequestContractForm() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const text = useTexts('tenantUsers.request', TEXT_KEYS);
  const dueDayLabel = translate('tenantUsers.request.due_day', { range: localDigits('1–28') });
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
      notify(err instanceof Error ? err.message : translate('tenantUsers.failed'), { type: 'error' });
    }
  };

  const choices = (units.data ?? []).map((u) => ({ id: u.id, name: unitLabel(translate, u) }));
  return (
    <SimpleForm
      key={formKey}
      warnWhenUnsavedChanges
      onSubmit={onSubmit}
      validate={validate}
      // The schema's messages only, not the browser's bubbles for min/max first (issue 16 item 6).
      noValidate
      record={{ paymentDueDay: 1 }}
      // Outside a resource, react-admin's default toolbar would offer a Delete button.
      toolbar={
        <Toolbar>
          <SaveButton label={text.send} alwaysEnable={false} />
        </Toolbar>
      }
    >
      <RentFromUnit units={units.data ?? []} />
      <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
        <Grid size={12}>
          <SelectInput
            source="unitId"
            label={text.vacant_unit}
            choices={choices}
            translateChoice={false}
            isPending={units.isPending}
            emptyText={units.data?.length === 0 ? text.no_vacant : ''}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayInput source="startDate" label={text.start_date} fullWidth size="medium" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayInput source="endDate" label={text.end_date} fullWidth size="medium" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="monthlyRent" label={text.monthly_rent} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput source="securityDeposit" label={text.deposit} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <NumberInput source="paymentDueDay" label={dueDayLabel} min={1} max={28} fullWidth />
        </Grid>
        <Grid size={12}>
          <FileInput
            source="documents"
            // The dropzone's hidden file input needs a name of its own (axe: label).
            inputProps={{ 'aria-label': text.documents }}
            label={text.documents}
            multiple
            accept={{ 'application/octet-stream': DOCUMENT_ACCEPT.split(',') }}
            maxSize={MAX_DOCUMENT_BYTES}
            options={{
              onDropRejected: () => notify(localMessage(DOCUMENT_MESSAGES.typeRefused), { type: 'error' }),
            }}
          >
            <FileField source="src" title={TITLE_FIELD} />
          </FileInput>
        </Grid>
      </Grid>
    </SimpleForm>
  );
}
