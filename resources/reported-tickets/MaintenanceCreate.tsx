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
import { Loading, Title, useNotify } from 'react-admin';
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
import { errorText, MAINTENANCE_API, MAINTENANCE_RESOURCE, type OneAnswer } from './maintenanceUi';

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
    if (units.error) notify(errorText(units.error, 'Your contracts could not be read.'), { type: 'error' });
  }, [units.error, notify]);
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
    onError: (err) => notify(errorText(err, 'The request could not be reported.'), { type: 'error' }),
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
      <Title title="New maintenance request" />
      <CardContent>
        {own.length === 0 ? (
          <Typography role="alert">
            {units.error ? errorText(units.error, M.noContract) : M.noContract}
          </Typography>
        ) : (
          <Stack
            component="form"
            onSubmit={submit}
            spacing={2}
            noValidate
            aria-label="New maintenance request"
          >
            <TextField
              select
              label="Unit"
              value={chosenUnit}
              onChange={(e) => setUnitId(e.target.value)}
              error={!!errors.unit_id}
              helperText={errors.unit_id ?? ' '}
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
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title ?? ' '}
              required
              fullWidth
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={!!errors.description}
              helperText={errors.description ?? ' '}
              multiline
              minRows={4}
              fullWidth
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                Add photos or PDFs
                <input
                  hidden
                  type="file"
                  multiple
                  accept={MAINTENANCE_FILE_ACCEPT}
                  aria-label="Photos or PDF files of the problem"
                  onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
                />
              </Button>
              <Typography variant="body2" color={errors.files ? 'error' : 'text.secondary'}>
                {errors.files ??
                  (files.length
                    ? files.map((f) => f.name).join(', ')
                    : `Up to ${MAX_MAINTENANCE_FILES} photos or PDF files.`)}
              </Typography>
            </Stack>
            <FormControlLabel
              control={<Checkbox checked={enter} onChange={(e) => setEnter(e.target.checked)} />}
              label="The team may enter when I am not home"
            />
            <TextField
              label="Preferred visit times"
              value={visitTimes}
              onChange={(e) => setVisitTimes(e.target.value)}
              error={!!errors.preferred_visit_times}
              helperText={errors.preferred_visit_times ?? 'E.g. weekdays after 4 pm'}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              disabled={create.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Report the problem
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
