import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PRIORITIES } from '../../domain/maintenanceSchemas';
import { useTranslate } from 'react-admin';
import { useMaintenanceLabels, useMaintenanceMessage } from './maintenanceUi';

/**
 * A request's category and priority side by side (one above the other on a phone), as the tenant's
 * New request and the landlord's Edit dialog both ask for them. '' is "not chosen yet".
 */
export function MaintenanceKindFields({
  category,
  priority,
  onCategory,
  onPriority,
  errors,
  priorityHelp = ' ',
}: {
  category: string;
  priority: string;
  onCategory: (category: string) => void;
  onPriority: (priority: string) => void;
  errors: { category?: string; priority?: string };
  /** What the priority field says when it has no error. */
  priorityHelp?: string;
}) {
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  const message = useMaintenanceMessage();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label={translate('reportedTickets.create.category')}
        value={category}
        onChange={(e) => onCategory(e.target.value)}
        error={!!errors.category}
        helperText={errors.category ? message(errors.category) : ' '}
        required
        fullWidth
      >
        {MAINTENANCE_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {labels.category(c)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('reportedTickets.create.priority')}
        value={priority}
        onChange={(e) => onPriority(e.target.value)}
        error={!!errors.priority}
        helperText={errors.priority ? message(errors.priority) : priorityHelp}
        fullWidth
      >
        {MAINTENANCE_PRIORITIES.map((p) => (
          <MenuItem key={p} value={p}>
            {labels.priority(p)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
