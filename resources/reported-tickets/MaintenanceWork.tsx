import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { movesFrom, type MaintenanceTransition } from '../../domain/maintenanceFlow';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenanceSchemas';
import { formatKwd } from '../../domain/money';
import { propertyManagersContract } from '../../domain/contracts/property-managers';
import { dataProvider } from '../../src/providers/dataProvider';
import { DayPicker } from '../../src/inputs/DayPicker';
import {
  fromKuwaitWallClock,
  KuwaitDateTimePicker,
  toKuwaitWallClock,
} from '../../src/inputs/KuwaitDateTimePicker';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import {
  useCanReadManagers,
  useMaintenanceLabels,
  useMaintenanceMessage,
  type MaintenanceDetail,
  type useMaintenanceActions,
} from './maintenanceUi';
import {
  refusesFields,
  serverFieldErrors,
  WORK_FIELDS,
  workErrors,
  type MaintenanceWorkErrors,
  type MaintenanceWorkField,
} from './maintenanceEdit';

type Actions = ReturnType<typeof useMaintenanceActions>;

interface Person {
  id: string;
  name: string;
}

/** The landlord and the active managers of the request's property (a manager of none manages all). */
function useAssignees(request: MaintenanceDetail): Person[] {
  const { user } = useCurrentUser();
  const translate = useTranslate();
  const readManagers = useCanReadManagers();
  const managers = useQuery({
    queryKey: ['maintenance', 'manager-choices'],
    enabled: readManagers,
    retry: false,
    queryFn: () =>
      dataProvider.call(propertyManagersContract.endpoints.list, { query: { page: 1, pageSize: 100 } }),
  });
  const people: Person[] = [
    {
      id: request.landlord_id,
      name: translate(
        user?.id === request.landlord_id
          ? 'reportedTickets.work.me_landlord'
          : 'reportedTickets.work.landlord',
      ),
    },
  ];
  for (const m of managers.data?.items ?? [])
    if (m.status === 'active' && (m.propertyIds.length === 0 || m.propertyIds.includes(request.property_id)))
      people.push({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() });
  // A manager that reads no managers still assigns itself.
  if (user && user.role.key === 'manager' && !people.some((p) => p.id === user.id))
    people.push({
      id: user.id,
      name: translate('reportedTickets.work.me_named', { name: `${user.firstName} ${user.lastName}` }),
    });
  if (request.assignee_id && !people.some((p) => p.id === request.assignee_id))
    people.push({
      id: request.assignee_id,
      name: request.assignee_name ?? translate('reportedTickets.work.current_assignee'),
    });
  return people;
}

/** Assignee, vendor, deadline and cost; charging the cost to the tenant's next invoice. */
export function WorkForm({ request, actions }: { request: MaintenanceDetail; actions: Actions }) {
  const translate = useTranslate();
  const people = useAssignees(request);
  const [assignee, setAssignee] = useState(request.assignee_id ?? '');
  const [vendorName, setVendorName] = useState(request.vendor_name ?? '');
  const [vendorPhone, setVendorPhone] = useState(request.vendor_phone ?? '');
  const [deadline, setDeadline] = useState(toKuwaitWallClock(request.deadline_at));
  // A deadline left half typed or impossible is answered beside it and never saved as none.
  const [deadlineRefused, setDeadlineRefused] = useState(false);
  const [cost, setCost] = useState(request.cost ?? '');
  // Each refusal beside its field (the route's own schema first, then the server's 422); one that
  // names no field of the form above them.
  const [errors, setErrors] = useState<MaintenanceWorkErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const message = useMaintenanceMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      assignee_id: assignee || null,
      vendor_name: vendorName,
      vendor_phone: vendorPhone,
      deadline_at: fromKuwaitWallClock(deadline),
      cost,
    };
    const found = workErrors(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0 || deadlineRefused) return;
    actions.update.mutate(values, {
      onError: (err) => {
        if (!refusesFields(err)) return; // told in the toast
        const server = serverFieldErrors(err, WORK_FIELDS, translate('reportedTickets.save_failed'));
        setErrors(server.fields);
        setAlert(server.other);
      },
    });
  };
  const shown = (field: MaintenanceWorkField) => (errors[field] ? message(errors[field]) : undefined);
  const canCharge =
    !!request.cost && !request.charged && !!request.tenant_id && request.status !== 'DECLINED';
  return (
    <Stack
      component="form"
      onSubmit={submit}
      spacing={2}
      noValidate
      aria-label={translate('reportedTickets.work.form')}
    >
      {alert ? <Alert severity="error">{alert}</Alert> : null}
      <TextField
        select
        label={translate('reportedTickets.work.assignee')}
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        error={!!errors.assignee_id}
        helperText={shown('assignee_id')}
        fullWidth
      >
        <MenuItem value="">{translate('reportedTickets.work.nobody_yet')}</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('reportedTickets.work.vendor_name')}
          value={vendorName}
          onChange={(e) => setVendorName(e.target.value)}
          error={!!errors.vendor_name}
          helperText={shown('vendor_name')}
          fullWidth
        />
        <TextField
          label={translate('reportedTickets.work.vendor_phone')}
          value={vendorPhone}
          onChange={(e) => setVendorPhone(e.target.value)}
          inputProps={{ inputMode: 'tel' }}
          error={!!errors.vendor_phone}
          helperText={shown('vendor_phone')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <KuwaitDateTimePicker
          label={translate('reportedTickets.work.deadline')}
          value={deadline}
          onChange={setDeadline}
          onProblem={(problem) => setDeadlineRefused(problem !== null)}
          error={!!errors.deadline_at}
          helperText={shown('deadline_at')}
          fullWidth
        />
        <TextField
          label={translate('reportedTickets.work.cost')}
          value={cost}
          onChange={(e) => setCost(e.target.value)}
          inputProps={{ inputMode: 'decimal' }}
          error={!!errors.cost}
          helperText={shown('cost') ?? translate('reportedTickets.work.cost_help')}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" disabled={actions.update.isPending}>
          {translate('reportedTickets.work.save')}
        </Button>
        {request.charged ? (
          <Typography variant="body2" color="success.main">
            {translate('reportedTickets.work.charged', { amount: formatKwd(request.cost) })}
          </Typography>
        ) : (
          <Button
            variant="outlined"
            disabled={!canCharge || actions.charge.isPending}
            onClick={() => actions.charge.mutate()}
          >
            {translate('reportedTickets.work.charge')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** Only the moves domain/maintenanceFlow.ts allows from here; a reason or a date where it needs one. */
export function StatusMoves({ request, actions }: { request: MaintenanceDetail; actions: Actions }) {
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  const message = useMaintenanceMessage();
  const [chosen, setChosen] = useState<MaintenanceTransition | null>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [untilRefused, setUntilRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const moves = movesFrom(request.status);
  if (moves.length === 0)
    return <Typography color="text.secondary">{translate('reportedTickets.moves.none')}</Typography>;
  const send = (move: MaintenanceTransition) => {
    if (move.needs === 'reason' && !reason.trim())
      return setError(message(MAINTENANCE_MESSAGES.reasonRequired));
    if (move.needs === 'until' && untilRefused) return; // answered beside the date
    if (move.needs === 'until' && !until) return setError(message(MAINTENANCE_MESSAGES.untilRequired));
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
  const label = (t: MaintenanceTransition) =>
    t.reopens
      ? translate('reportedTickets.moves.reopen')
      : translate('reportedTickets.moves.move_to', { status: labels.status(t.to) });
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        aria-label={translate('reportedTickets.moves.change_status')}
      >
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
              label={translate('reportedTickets.moves.deferred_until')}
              value={until}
              onChange={setUntil}
              onProblem={(problem) => setUntilRefused(problem !== null)}
              error={!!error}
              helperText={error ?? translate('reportedTickets.moves.deferred_help')}
            />
          ) : null}
          <TextField
            label={translate(
              chosen.needs === 'reason'
                ? 'reportedTickets.moves.reason_required'
                : 'reportedTickets.moves.reason_optional',
            )}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            error={!!error && chosen.needs === 'reason'}
            helperText={chosen.needs === 'reason' ? (error ?? ' ') : ' '}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={actions.move.isPending} onClick={() => send(chosen)}>
              {translate('reportedTickets.moves.confirm', { action: label(chosen) })}
            </Button>
            <Button onClick={() => setChosen(null)}>{translate('reportedTickets.moves.cancel')}</Button>
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
