import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  MAINTENANCE_MESSAGES as M,
  MAX_MAINTENANCE_FILES,
  maintenanceCreateSchema,
} from '../../domain/maintenanceSchemas';
import { apiClient } from '../../src/api/httpClient';
import { payloadForm } from '../../src/api/payloadForm';
import { MaintenanceKindFields } from './MaintenanceKindFields';
import { MAINTENANCE_FILE_ACCEPT } from './MaintenanceParts';
import {
  errorText,
  MAINTENANCE_API,
  MAINTENANCE_RESOURCE,
  useMaintenanceMessage,
  type OneAnswer,
} from './maintenanceUi';

interface Contract {
  id: string;
  unitId: string;
  unitNo: string;
  propertyName: string;
  expired: boolean;
}

/** The units of the tenant's approved contracts: the only places it can report a problem in. */
function useOwnUnits() {
  return useQuery({
    queryKey: ['maintenance', 'own-units'],
    queryFn: async () => {
      const answer = await apiClient.get<{ items: Contract[] }>('/contracts/list', {
        query: { status: 'approved', page: 1, pageSize: 100 },
      });
      const seen = new Set<string>();
      return answer.items.filter((c) => !c.expired && !seen.has(c.unitId) && seen.add(c.unitId));
    },
  });
}

/** support-tickets/add for a tenant: New request, up to five photos or PDFs, from a phone too. */
export function MaintenanceCreate() {
  const notify = useNotify();
  const translate = useTranslate();
  const message = useMaintenanceMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const units = useOwnUnits();
  const [unitId, setUnitId] = useState('');
  const [category, setCategory] = useState('');
  const [priority, setPriority] = useState('normal');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [enter, setEnter] = useState(false);
  const [visitTimes, setVisitTimes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (units.error)
      notify(errorText(units.error, translate('reportedTickets.create.contracts_failed')), { type: 'error' });
  }, [units.error, notify, translate]);
  // One unit in force: it is chosen already.
  const chosenUnit = unitId || (units.data?.length === 1 ? (units.data[0]?.unitId ?? '') : '');

  const create = useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) =>
      apiClient.post<OneAnswer>(`${MAINTENANCE_API}/create`, body),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [MAINTENANCE_RESOURCE] });
      void queryClient.invalidateQueries({ queryKey: ['maintenance'] });
      notify(answer.message, { type: 'success' });
      navigate(`/admin-panel/support-tickets/detail/${answer.data.id}`);
    },
    onError: (err) => notify(errorText(err, translate('reportedTickets.create.failed')), { type: 'error' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      unit_id: chosenUnit,
      category,
      priority,
      title,
      description,
      permission_to_enter: enter,
      preferred_visit_times: visitTimes,
    };
    const found: Record<string, string> = {};
    const parsed = maintenanceCreateSchema.safeParse(payload);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'title')] ??= issue.message;
    if (!chosenUnit) found.unit_id = M.chooseUnit;
    if (files.length > MAX_MAINTENANCE_FILES) found.files = M.files;
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(payloadForm(payload, files));
  };

  if (units.isPending) return <Loading />;
  const own = units.data ?? [];
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('reportedTickets.create.title')} />
      <CardContent>
        {own.length === 0 ? (
          <Typography role="alert">
            {units.error ? errorText(units.error, message(M.noContract)) : message(M.noContract)}
          </Typography>
        ) : (
          <Stack
            component="form"
            onSubmit={submit}
            spacing={2}
            noValidate
            aria-label={translate('reportedTickets.create.title')}
          >
            <TextField
              select
              label={translate('reportedTickets.create.unit')}
              value={chosenUnit}
              onChange={(e) => setUnitId(e.target.value)}
              error={!!errors.unit_id}
              helperText={errors.unit_id ? message(errors.unit_id) : ' '}
              required
            >
              {own.map((c) => (
                <MenuItem key={c.unitId} value={c.unitId}>
                  {c.propertyName} · {c.unitNo}
                </MenuItem>
              ))}
            </TextField>
            <MaintenanceKindFields
              category={category}
              priority={priority}
              onCategory={setCategory}
              onPriority={setPriority}
              errors={errors}
            />
            <TextField
              label={translate('reportedTickets.create.title_field')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title ? message(errors.title) : ' '}
              required
              fullWidth
            />
            <TextField
              label={translate('reportedTickets.create.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={!!errors.description}
              helperText={errors.description ? message(errors.description) : ' '}
              multiline
              minRows={4}
              fullWidth
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                {translate('reportedTickets.create.add_files')}
                <input
                  hidden
                  type="file"
                  multiple
                  accept={MAINTENANCE_FILE_ACCEPT}
                  aria-label={translate('reportedTickets.create.files_input')}
                  onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
                />
              </Button>
              <Typography variant="body2" color={errors.files ? 'error' : 'text.secondary'}>
                {(errors.files && message(errors.files)) ??
                  (files.length
                    ? files.map((f) => f.name).join(', ')
                    : translate('reportedTickets.create.files_help', { n: MAX_MAINTENANCE_FILES }))}
              </Typography>
            </Stack>
            <FormControlLabel
              control={<Checkbox checked={enter} onChange={(e) => setEnter(e.target.checked)} />}
              label={translate('reportedTickets.create.permission_to_enter')}
            />
            <TextField
              label={translate('reportedTickets.create.visit_times')}
              value={visitTimes}
              onChange={(e) => setVisitTimes(e.target.value)}
              error={!!errors.preferred_visit_times}
              helperText={
                errors.preferred_visit_times
                  ? message(errors.preferred_visit_times)
                  : translate('reportedTickets.create.visit_times_help')
              }
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              disabled={create.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate('reportedTickets.create.submit')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
