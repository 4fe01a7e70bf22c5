import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { LeaveGuard, useConfirmDiscard } from '../../src/routing/LeaveGuard';
import { useTranslate } from 'react-admin';
import { PLAN_MESSAGES, planInputSchema, type PlanRecord } from '../../domain/planSchemas';
import { errorText } from '../../src/api/errorText';
import { useCatalogueMessage } from '../../src/thread/catalogueMessage';
import { savePlan } from './plansApi';

type Values = Record<
  | 'name'
  | 'description'
  | 'monthlyPrice'
  | 'yearlyPrice'
  | 'maxUnits'
  | 'maxManagers'
  | 'features'
  | 'sortOrder',
  string
>;

const valuesOf = (plan: PlanRecord | null): Values => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  monthlyPrice: plan?.monthlyPrice ?? '',
  yearlyPrice: plan?.yearlyPrice ?? '',
  maxUnits: String(plan?.maxUnits ?? ''),
  maxManagers: String(plan?.maxManagers ?? ''),
  features: plan?.features.join('\n') ?? '',
  sortOrder: String(plan?.sortOrder ?? 0),
});

/** The form's fields, in order; each one's label is subscriptions.dialog.<field>. */
const FIELDS: readonly (keyof Values)[] = [
  'name',
  'description',
  'monthlyPrice',
  'yearlyPrice',
  'maxUnits',
  'maxManagers',
  'features',
  'sortOrder',
];

/** Add or edit a plan: validated with the API's own schema before it is sent. */
export function PlanDialog({
  plan,
  open,
  onClose,
  onSaved,
}: {
  plan: PlanRecord | null;
  open: boolean;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscriptions.dialog.${key}`, options);
  const message = useCatalogueMessage(PLAN_MESSAGES, 'subscriptions.messages');
  const [values, setValues] = useState<Values>(() => valuesOf(plan));
  const [recommended, setRecommended] = useState(plan?.recommended ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  // Changed and not yet saved: leaving asks first (issue 31 item 6).
  const [initial] = useState(() => ({ values, recommended }));
  const unsaved = open && !saving && (values !== initial.values || recommended !== initial.recommended);
  const mayClose = useConfirmDiscard(unsaved);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = planInputSchema.safeParse({
      ...values,
      features: values.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      recommended,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await savePlan(plan?.id ?? null, parsed.data);
      onSaved(saved.message);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : errorText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => mayClose() && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="plan-dialog-title"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <LeaveGuard unsaved={unsaved} />
        <DialogTitle id="plan-dialog-title">
          {plan ? t('edit_title', { name: plan.name }) : t('add_title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              id={`plan-${field}`}
              label={t(field)}
              size="small"
              multiline={field === 'features' || field === 'description'}
              minRows={field === 'features' ? 4 : undefined}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={!!errors[field]}
              helperText={errors[field] ? message(errors[field]) : ' '}
              slotProps={
                field.endsWith('Price')
                  ? { htmlInput: { inputMode: 'decimal' } }
                  : field.startsWith('max')
                    ? { htmlInput: { inputMode: 'numeric' } }
                    : {}
              }
            />
          ))}
          <FormControlLabel
            control={<Switch checked={recommended} onChange={(e) => setRecommended(e.target.checked)} />}
            label={t('recommended')}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
