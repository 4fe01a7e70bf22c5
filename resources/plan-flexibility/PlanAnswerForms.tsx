import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  PLAN_MOVE_TIMES,
  canMoveLandlordOn,
  planAnswerSchema,
  planMoveSchema,
  type PlanAnswerDecision,
  type PlanMoveTime,
  type PlanRequestDetail,
} from '../../domain/planFlexibility';
import { localMessage } from '../../src/i18n/localMessage';
import { usePlanActions, usePlanOptions } from './planFlexibilityApi';

/** The platform's answer: a message, and (while the request is open) accept or decline. */
export function PlanAnswerForm({ request }: { request: PlanRequestDetail }) {
  const translate = useTranslate();
  const { answer } = usePlanActions();
  const [message, setMessage] = useState('');
  const [decision, setDecision] = useState<PlanAnswerDecision>('reply');
  const [error, setError] = useState<string | null>(null);
  const decisions: PlanAnswerDecision[] = request.nextStates.length
    ? ['reply', 'accept', 'decline']
    : ['reply'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = planAnswerSchema.safeParse({ message, decision });
    if (!parsed.success) return setError(localMessage(parsed.error.issues[0]?.message) ?? null);
    setError(null);
    answer.mutate(
      { id: request.id, ...parsed.data },
      {
        onSuccess: () => {
          setMessage('');
          setDecision('reply');
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ gap: 1 }}
      aria-label={translate('planFlexibility.answer.form')}
    >
      <TextField
        label={translate('planFlexibility.answer.answer')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={3}
        error={!!error}
        helperText={error ?? ' '}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {decisions.length > 1 ? (
          <RadioGroup
            row
            aria-label={translate('planFlexibility.answer.decision')}
            value={decision}
            onChange={(e) => setDecision(e.target.value as PlanAnswerDecision)}
          >
            {decisions.map((d) => (
              <FormControlLabel
                key={d}
                value={d}
                control={<Radio />}
                label={translate(`planFlexibility.decisions.${d}`)}
              />
            ))}
          </RadioGroup>
        ) : null}
        <Button type="submit" variant="contained" disabled={answer.isPending} sx={{ ml: 'auto' }}>
          {translate('planFlexibility.answer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The platform moves the landlord to a plan on sale, now or at the end of its period. */
export function PlanMoveForm({ request }: { request: PlanRequestDetail }) {
  const translate = useTranslate();
  const { move } = usePlanActions();
  const options = usePlanOptions();
  const [planId, setPlanId] = useState(request.kind === 'plan_change' ? (request.planId ?? '') : '');
  const [at, setAt] = useState<PlanMoveTime>('now');
  const [error, setError] = useState<string | null>(null);
  if (!canMoveLandlordOn(request.state)) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = planMoveSchema.safeParse({ planId, at });
    if (!parsed.success) return setError(localMessage(parsed.error.issues[0]?.message) ?? null);
    setError(null);
    move.mutate({ id: request.id, ...parsed.data });
  };

  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ gap: 1 }}
      aria-label={translate('planFlexibility.move.form')}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('planFlexibility.move.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label={translate('planFlexibility.move.plan')}
          value={planId}
          onChange={(e) => setPlanId(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          sx={{ minWidth: 220 }}
        >
          {(options.data?.plans ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('planFlexibility.move.when')}
          value={at}
          onChange={(e) => setAt(e.target.value as PlanMoveTime)}
          helperText=" "
          sx={{ minWidth: 220 }}
        >
          {PLAN_MOVE_TIMES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`planFlexibility.move_times.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={move.isPending} sx={{ mt: { sm: 1 } }}>
          {translate('planFlexibility.move.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
