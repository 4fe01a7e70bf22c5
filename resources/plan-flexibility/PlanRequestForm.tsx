import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { formatKwd } from '../../domain/money';
import {
  MAX_MESSAGE,
  planRequestCreateSchema,
  type PlanOptions,
  type PlanRequestKind,
} from '../../domain/planFlexibility';
import { useTranslate } from 'react-admin';
import { localMessage } from '../../src/i18n/localMessage';
import { usePlanActions } from './planFlexibilityApi';
import { count } from './planWords';

type Errors = Partial<Record<'kind' | 'planId' | 'units' | 'managers' | 'message', string>>;

/** A number field's text as the schema reads it: empty is "not given", anything else a number. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The landlord asks for another plan on sale, or for a custom plan (units, managers, why). Checked
 * here with the API's own schema, so the form and the server say the same words.
 */
export function PlanRequestForm({
  options,
  onClose,
  onSent,
}: {
  options: PlanOptions;
  onClose: () => void;
  onSent: (id: string) => void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { ask } = usePlanActions();
  const current = options.subscription?.planId;
  const choices = options.plans.filter((p) => p.id !== current);
  const [kind, setKind] = useState<PlanRequestKind>('plan_change');
  const [planId, setPlanId] = useState('');
  const [units, setUnits] = useState('');
  const [managers, setManagers] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  /** A field's message goes once the user changes it; the others wait for the next try. */
  const clear = (field: keyof Errors) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = planRequestCreateSchema.safeParse({
      kind,
      planId: kind === 'plan_change' ? planId || null : null,
      units: kind === 'custom_plan' ? numberOf(units) : null,
      managers: kind === 'custom_plan' ? numberOf(managers) : null,
      message,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= localMessage(issue.message);
      }
      return setErrors(found);
    }
    setErrors({});
    ask.mutate(parsed.data, { onSuccess: (answer) => onSent(answer.data.id) });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="plan-ask-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="plan-ask-title">{translate('planFlexibility.ask_form.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <RadioGroup
              aria-label={translate('planFlexibility.ask_form.what')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as PlanRequestKind);
                setErrors({});
              }}
            >
              {(['plan_change', 'custom_plan'] as const).map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio />}
                  label={translate(`planRequestKinds.${k}`)}
                />
              ))}
            </RadioGroup>
            {kind === 'plan_change' ? (
              <TextField
                select
                label={translate('planFlexibility.ask_form.plan')}
                value={planId}
                onChange={(e) => {
                  setPlanId(e.target.value);
                  clear('planId');
                }}
                error={!!errors.planId}
                helperText={errors.planId ?? ' '}
                required
              >
                {choices.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {translate('planFlexibility.ask_form.plan_option', {
                      name: p.name,
                      units: count(p.maxUnits),
                      managers: count(p.maxManagers),
                      price: formatKwd(p.monthlyPrice),
                    })}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField
                  label={translate('planFlexibility.ask_form.units')}
                  type="number"
                  value={units}
                  onChange={(e) => {
                    setUnits(e.target.value);
                    clear('units');
                  }}
                  error={!!errors.units}
                  helperText={errors.units ?? ' '}
                  slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                  required
                  fullWidth
                />
                <TextField
                  label={translate('planFlexibility.ask_form.managers')}
                  type="number"
                  value={managers}
                  onChange={(e) => {
                    setManagers(e.target.value);
                    clear('managers');
                  }}
                  error={!!errors.managers}
                  helperText={errors.managers ?? ' '}
                  slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                  required
                  fullWidth
                />
              </Stack>
            )}
            <TextField
              label={translate('planFlexibility.ask_form.message')}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                clear('message');
              }}
              multiline
              minRows={3}
              error={!!errors.message}
              helperText={errors.message ?? count(message.length) + '/' + count(MAX_MESSAGE)}
              required={kind === 'custom_plan'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('planFlexibility.ask_form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={ask.isPending}>
            {translate('planFlexibility.ask_form.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
