import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { movesFrom, type MaintenanceTransition } from '../../domain/maintenanceFlow';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenanceSchemas';
import { formatKwd } from '../../domain/money';
import { apiClient } from '../../src/api/httpClient';
import { DayPicker } from '../../src/inputs/DayPicker';
import {
  fromKuwaitWallClock,
  KuwaitDateTimePicker,
  toKuwaitWallClock,
} from '../../src/inputs/KuwaitDateTimePicker';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import {
  STATUS_LABELS,
  useCanReadManagers,
  type MaintenanceDetail,
  type useMaintenanceActions,
} from './maintenanceUi';

type Actions = ReturnType<typeof useMaintenanceActions>;

interface Person {
  id: string;
  name: string;
}

/** The landlord and the active managers of the request's property (a manager of none manages all). */
function useAssignees(request: MaintenanceDetail): Person[] {
  const { user } = useCurrentUser();
  const readManagers = useCanReadManagers();
  const managers = useQuery({
    queryKey: ['maintenance', 'manager-choices'],
    enabled: readManagers,
    retry: false,
    queryFn: () =>
      apiClient.get<{
        items: { id: string; firstName: string; lastName: string; status: string; propertyIds: string[] }[];
      }>('/property-managers/list', { query: { page: 1, pageSize: 100 } }),
  });
  const people: Person[] = [
    { id: request.landlord_id, name: user?.id === request.landlord_id ? 'Me (landlord)' : 'Landlord' },
  ];
  for (const m of managers.data?.items ?? [])
    if (m.status === 'active' && (m.propertyIds.length === 0 || m.propertyIds.includes(request.property_id)))
      people.push({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() });
  // A manager that reads no managers still assigns itself.
  if (user && user.role.key === 'manager' && !people.some((p) => p.id === user.id))
    people.push({ id: user.id, name: `Me (${user.firstName} ${user.lastName})` });
  if (request.assignee_id && !people.some((p) => p.id === request.assignee_id))
    people.push({ id: request.assignee_id, name: request.assignee_name ?? 'Current assignee' });
  return people;
}

/** Assignee, vendor, deadline and cost; charging the cost to the tenant's next invoice. */
export function WorkForm({ request, actions }: { request: MaintenanceDetail; actions: Actions }) {
  const people = useAssignees(request);
  const [assignee, setAssignee] = useState(request.assignee_id ?? '');
  const [vendorName, setVendorName] = useState(request.vendor_name ?? '');
  const [vendorPhone, setVendorPhone] = useState(request.vendor_phone ?? '');
  const [deadline, setDeadline] = useState(toKuwaitWallClock(request.deadline_at));
  const [cost, setCost] = useState(request.cost ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.update.mutate({
      assignee_id: assignee || null,
      vendor_name: vendorName,
      vendor_phone: vendorPhone,
      deadline_at: fromKuwaitWallClock(deadline),
      cost,
    });
  };
  const canCharge =
    !!request.cost && !request.charged && !!request.tenant_id && request.status !== 'DECLINED';
  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate aria-label="Work on the request">
      <TextField
        select
        label="Assignee"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        fullWidth
      >
        <MenuItem value="">Nobody yet</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Vendor name"
          value={vendorName}
          onChange={(e) => setVendorName(e.target.value)}
          fullWidth
        />
        <TextField
          label="Vendor phone"
          value={vendorPhone}
          onChange={(e) => setVendorPhone(e.target.value)}
          inputProps={{ inputMode: 'tel' }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <KuwaitDateTimePicker
          label="Deadline (Kuwait time)"
          value={deadline}
          onChange={setDeadline}
          fullWidth
        />
        <TextField
          label="Cost (KWD)"
          value={cost}
          onChange={(e) => setCost(e.target.value)}
          inputProps={{ inputMode: 'decimal' }}
          helperText="Up to 3 decimals, e.g. 15.500"
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={actions.update.isPending}>
          Save work
        </Button>
        {request.charged ? (
          <Typography variant="body2" color="success.main">
            {formatKwd(request.cost)} charged to the tenant
          </Typography>
        ) : (
          <Button
            variant="outlined"
            disabled={!canCharge || actions.charge.isPending}
            onClick={() => actions.charge.mutate()}
          >
            Charge to tenant
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** Only the moves domain/maintenanceFlow.ts allows from here; a reason or a date where it needs one. */
export function StatusMoves({ request, actions }: { request: MaintenanceDetail; actions: Actions }) {
  const [chosen, setChosen] = useState<MaintenanceTransition | null>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moves = movesFrom(request.status);
  if (moves.length === 0) return <Typography color="text.secondary">No further status moves.</Typography>;
  const send = (move: MaintenanceTransition) => {
    if (move.needs === 'reason' && !reason.trim()) return setError(MAINTENANCE_MESSAGES.reasonRequired);
    if (move.needs === 'until' && !until) return setError(MAINTENANCE_MESSAGES.untilRequired);
    setError(null);
    actions.move.mutate(
      {
        status: move.to,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(move.needs === 'until' ? { until } : {}),
      },
      {
        onSuccess: () => {
          setChosen(null);
          setReason('');
          setUntil('');
        },
      },
    );
  };
  const label = (t: MaintenanceTransition) => (t.reopens ? 'Reopen' : `Move to ${STATUS_LABELS[t.to]}`);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Change status">
        {moves.map((t) => (
          <Button
            key={t.to}
            variant={chosen?.to === t.to ? 'contained' : 'outlined'}
            size="small"
            disabled={actions.move.isPending}
            onClick={() => (t.needs ? setChosen(t) : send(t))}
          >
            {label(t)}
          </Button>
        ))}
      </Stack>
      {chosen ? (
        <Stack spacing={1}>
          {chosen.needs === 'until' ? (
            <DayPicker
              label="Deferred until"
              value={until}
              onChange={setUntil}
              error={!!error}
              helperText={error ?? 'The request opens again on this date.'}
            />
          ) : null}
          <TextField
            label={chosen.needs === 'reason' ? 'Reason (required)' : 'Reason (optional)'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            error={!!error && chosen.needs === 'reason'}
            helperText={chosen.needs === 'reason' ? (error ?? ' ') : ' '}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={actions.move.isPending} onClick={() => send(chosen)}>
              Confirm: {label(chosen)}
            </Button>
            <Button onClick={() => setChosen(null)}>Cancel</Button>
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The tenant's word on COMPLETED work: resolved, or not (which reopens the request). */
export function RatingForm({ actions }: { actions: Actions }) {
  const [resolved, setResolved] = useState<'yes' | 'no' | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!resolved) return setError('Say whether the problem is resolved.');
    setError(null);
    actions.rate.mutate({ resolved: resolved === 'yes', comment });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1.5} noValidate aria-label="Rate the work">
      <FormControl error={!!error}>
        <FormLabel id="rating-label">Is the problem resolved?</FormLabel>
        <RadioGroup
          aria-labelledby="rating-label"
          row
          value={resolved}
          onChange={(e) => setResolved(e.target.value as 'yes' | 'no')}
        >
          <FormControlLabel value="yes" control={<Radio />} label="Resolved" />
          <FormControlLabel value="no" control={<Radio />} label="Not resolved" />
        </RadioGroup>
        {error ? (
          <Typography color="error" variant="body2">
            {error}
          </Typography>
        ) : null}
      </FormControl>
      <TextField
        label="Your comment"
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
        Send feedback
      </Button>
    </Stack>
  );
}
