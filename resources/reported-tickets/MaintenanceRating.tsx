import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { useMaintenanceActions } from './maintenanceUi';

type Actions = ReturnType<typeof useMaintenanceActions>;

/** The tenant's word on COMPLETED work: resolved, or not (which reopens the request). */
export function RatingForm({ actions }: { actions: Actions }) {
  const translate = useTranslate();
  const [resolved, setResolved] = useState<'yes' | 'no' | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resolved) return setError(translate('maintenance.resolvedRequired'));
    setError(null);
    actions.rate.mutate({ resolved: resolved === 'yes', comment });
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      spacing={1.5}
      noValidate
      aria-label={translate('reportedTickets.rating.form')}
    >
      <FormControl error={!!error}>
        <FormLabel id="rating-label">{translate('reportedTickets.rating.question')}</FormLabel>
        <RadioGroup
          aria-labelledby="rating-label"
          row
          value={resolved}
          onChange={(e) => setResolved(e.target.value as 'yes' | 'no')}
        >
          <FormControlLabel
            value="yes"
            control={<Radio />}
            label={translate('reportedTickets.rating.resolved')}
          />
          <FormControlLabel
            value="no"
            control={<Radio />}
            label={translate('reportedTickets.rating.not_resolved')}
          />
        </RadioGroup>
        {error ? (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        ) : null}
      </FormControl>
      <TextField
        label={translate('reportedTickets.rating.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={actions.rate.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('reportedTickets.rating.send')}
      </Button>
    </Stack>
  );
}
