import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { contractsContract } from '../../domain/contracts/contracts';
import {
  MAINTENANCE_MESSAGES as M,
  MAX_MAINTENANCE_FILES,
  maintenanceCreateSchema,
} from '../../domain/maintenanceSchemas';
import { payloadForm } from '../../src/api/payloadForm';
import { dataProvider } from '../../src/providers/dataProvider';
import { localMessage } from '../../src/i18n/localMessage';
import { MaintenanceKindFields } from './MaintenanceKindFields';
import { addPickedFiles, MAINTENANCE_PICKER_ACCEPT, type Refusal } from './maintenanceFiles';
import { errorText, MAINTENANCE_RESOURCE, maintenanceRequests, useMaintenanceMessage } from './maintenanceUi';

/** The units of the tenant's approved contracts: the only places it can report a problem in. */
function useOwnUnits() {
  return useQuery({
    queryKey: ['maintenance', 'own-units'],
    queryFn: async () => {
      const answer = await dataProvider.call(contractsContract.endpoints.list, {
        query: { status: 'approved', page: 1, pageSize: 100 },
      });
      const seen = new Set<string>();
      return answer.items.filter((c) => !c.expired && !seen.has(c.unitId) && seen.add(c.unitId));
    },
  });
}

const FILES_NOTE_ID = 'maintenance-files-note';
const FILES_REFUSED_ID = 'maintenance-files-refused';

/**
 * support-tickets/add for a tenant: New request, up to five photos or PDFs, from a phone too. Each
 * pick adds to the files before it, each with its remove button; a file of another type or too big
 * is refused when picked, beside the picker.
 */
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
  const [refused, setRefused] = useState<Refusal[]>([]);
  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file may be picked again after it was removed.
    event.target.value = '';
    const next = addPickedFiles(files, picked);
    setFiles(next.files);
    setRefused(next.refused);
    setErrors(({ files: _dropped, ...rest }) => rest);
  };
  // A maintenance message from the catalogue; a shared document message in the reader's language.
  const refusalText = (english: string) => {
    const own = message(english);
    return own === english ? localMessage(english) : own;
  };
  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
    setRefused([]);
  };

  useEffect(() => {
    if (units.error)
      notify(errorText(units.error, translate('reportedTickets.create.contracts_failed')), { type: 'error' });
  }, [units.error, notify, translate]);
  // One unit in force: it is chosen already.
  const chosenUnit = unitId || (units.data?.length === 1 ? (units.data[0]?.unitId ?? '') : '');

  const create = useMutation({
    mutationFn: (body: Record<string, unknown> | FormData) =>
      dataProvider.call(maintenanceRequests.create, { body }),
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
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                  {translate('reportedTickets.create.add_files')}
                  <input
                    hidden
                    type="file"
                    multiple
                    accept={MAINTENANCE_PICKER_ACCEPT}
                    aria-label={translate('reportedTickets.create.files_input')}
                    aria-describedby={refused.length ? `${FILES_REFUSED_ID} ${FILES_NOTE_ID}` : FILES_NOTE_ID}
                    onChange={pickFiles}
                  />
                </Button>
                <Typography
                  id={FILES_NOTE_ID}
                  variant="body2"
                  color={errors.files ? 'error' : 'text.secondary'}
                >
                  {(errors.files && message(errors.files)) ??
                    translate('reportedTickets.create.files_help', { n: MAX_MAINTENANCE_FILES })}
                </Typography>
              </Stack>
              {refused.length ? (
                <Typography id={FILES_REFUSED_ID} role="alert" variant="body2" color="error">
                  {refused.map((r) => (
                    <span key={r.name} style={{ display: 'block' }}>
                      {translate('reportedTickets.create.file_refused', {
                        name: r.name,
                        reason: refusalText(r.message),
                      })}
                    </span>
                  ))}
                </Typography>
              ) : null}
              {files.length ? (
                <List dense disablePadding aria-label={translate('reportedTickets.create.files_chosen')}>
                  {files.map((file, index) => (
                    <ListItem
                      key={`${file.name}-${file.size}-${file.lastModified}`}
                      disableGutters
                      secondaryAction={
                        <IconButton
                          edge="end"
                          onClick={() => removeFile(index)}
                          aria-label={translate('reportedTickets.create.remove_file', { name: file.name })}
                        >
                          <CloseIcon />
                        </IconButton>
                      }
                    >
                      <ListItemText
                        primary={file.name}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : null}
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
