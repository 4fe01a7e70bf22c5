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
import { planInputSchema, type PlanRecord } from '../../domain/planSchemas';
import { errorText } from '../../src/api/errorText';
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

const LABELS: Record<keyof Values, string> = {
  name: 'Name',
  description: 'Description',
  monthlyPrice: 'Monthly price (KWD)',
  yearlyPrice: 'Yearly price (KWD)',
  maxUnits: 'Units allowed',
  maxManagers: 'Managers allowed',
  features: 'Features (one a line)',
  sortOrder: 'Order on the price list',
};

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
  const [values, setValues] = useState<Values>(() => valuesOf(plan));
  const [recommended, setRecommended] = useState(plan?.recommended ?? false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

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
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="plan-dialog-title">{plan ? `Edit ${plan.name}` : 'Add a plan'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {(Object.keys(LABELS) as (keyof Values)[]).map((field) => (
            <TextField
              key={field}
              id={`plan-${field}`}
              label={LABELS[field]}
              size="small"
              multiline={field === 'features' || field === 'description'}
              minRows={field === 'features' ? 4 : undefined}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              error={!!errors[field]}
              helperText={errors[field] ?? ' '}
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
            label="Recommended (trials start on it; /pricing highlights it)"
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
