import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { LeaveGuard, useConfirmDiscard } from '../../src/routing/LeaveGuard';
import { useTranslate } from 'react-admin';
import { usePhoneWidth } from '../../src/layout/RecordCards';
import {
  editErrors,
  serverEditErrors,
  type MaintenanceEditErrors,
  type MaintenanceEditValues,
} from './maintenanceEdit';
import { MaintenanceKindFields } from './MaintenanceKindFields';
import { useMaintenanceMessage, type MaintenanceDetail } from './maintenanceUi';

const valuesOf = (request: MaintenanceDetail): MaintenanceEditValues => ({
  title: request.title,
  description: request.description,
  category: request.category,
  priority: request.priority,
});

/**
 * Edit the title, description, category and priority of a reported request. The values are checked
 * with the update route's own schema before sending; the server's 422 messages show under the
 * fields they name (or above them), and the dialog stays open for another try.
 */
export function MaintenanceEditDialog({
  request,
  open,
  onClose,
  onSave,
}: {
  request: MaintenanceDetail;
  open: boolean;
  onClose: () => void;
  /** Sends the edit; resolves when the server accepted it. */
  onSave: (values: MaintenanceEditValues) => Promise<unknown>;
}) {
  const phone = usePhoneWidth();
  const translate = useTranslate();
  const message = useMaintenanceMessage();
  const [values, setValues] = useState(() => valuesOf(request));
  const [errors, setErrors] = useState<MaintenanceEditErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Changed and not yet saved: leaving asks first (issue 31 item 6).
  const [touched, setTouched] = useState(false);
  const unsaved = open && touched && !saving;
  const mayClose = useConfirmDiscard(unsaved);
  const set = <K extends keyof MaintenanceEditValues>(key: K, value: MaintenanceEditValues[K]) => {
    setTouched(true);
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = editErrors(values);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(values);
      onClose();
    } catch (err) {
      const server = serverEditErrors(err, translate('reportedTickets.edit.save_failed'));
      setErrors(server.fields);
      setAlert(server.other);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : () => mayClose() && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="maintenance-edit-title"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <LeaveGuard unsaved={unsaved} />
        <DialogTitle id="maintenance-edit-title">
          {translate('reportedTickets.edit.title', { number: request.number })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert ? <Alert severity="error">{alert}</Alert> : null}
            <TextField
              label={translate('reportedTickets.edit.title_field')}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              required
              fullWidth
              error={!!errors.title}
              helperText={errors.title ? message(errors.title) : ' '}
            />
            <TextField
              label={translate('reportedTickets.edit.description')}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              multiline
              minRows={3}
              fullWidth
              error={!!errors.description}
              helperText={errors.description ? message(errors.description) : ' '}
            />
            <MaintenanceKindFields
              category={values.category}
              priority={values.priority}
              onCategory={(c) => set('category', c as MaintenanceEditValues['category'])}
              onPriority={(p) => set('priority', p as MaintenanceEditValues['priority'])}
              errors={errors}
              // The server moves the deadline with the priority (server/services/maintenanceRequests.ts).
              priorityHelp={
                values.priority !== request.priority ? translate('reportedTickets.edit.priority_help') : ' '
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('reportedTickets.edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('reportedTickets.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The Edit button of a request's detail page and its dialog (a fresh form each time it opens). */
export function MaintenanceEditButton({
  request,
  onSave,
}: {
  request: MaintenanceDetail;
  onSave: (values: MaintenanceEditValues) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate('reportedTickets.edit.button')}
      </Button>
      {open ? (
        <MaintenanceEditDialog request={request} open onClose={() => setOpen(false)} onSave={onSave} />
      ) : null}
    </>
  );
}
