import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type FormEvent } from 'react';
import { LeaveGuard } from '../../src/routing/LeaveGuard';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type SocialLinks,
} from '../../domain/settingMessages';
import { vendorInfoSchema, type VendorInfo } from '../../domain/settingSchemas';

export interface VendorInfoValues {
  name: string;
  address: string;
  desc: string;
  media: SocialLinks;
}

type Errors = Partial<Record<string, string>>;

/** The form's errors by field path ('name', 'media.facebook'), from the shared zod schema. */
function validate(values: VendorInfoValues): { data?: VendorInfo; errors: Errors } {
  const parsed = vendorInfoSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}

export interface VendorInfoDialogProps {
  open: boolean;
  initial: VendorInfoValues;
  saving: boolean;
  onClose: () => void;
  /** Saves; resolves true when saved (the dialog then closes). */
  onSave: (info: VendorInfo) => Promise<boolean>;
}

/** Name, address, description and social links of the vendor (spec section 2: edited in a dialog). */
export function VendorInfoDialog({ open, initial, saving, onClose, onSave }: VendorInfoDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      {/* The dialog unmounts its content once closed, so every opening starts from the saved values. */}
      <VendorInfoForm initial={initial} saving={saving} onClose={onClose} onSave={onSave} />
    </Dialog>
  );
}

function VendorInfoForm({ initial, saving, onClose, onSave }: Omit<VendorInfoDialogProps, 'open'>) {
  const translate = useTranslate();
  const [values, setValues] = useState<VendorInfoValues>(initial);
  const [errors, setErrors] = useState<Errors>({});

  // Validated on blur for the field left, and fully on save; a field showing an error is
  // checked again as it is corrected.
  const check = (path: string, next: VendorInfoValues = values) =>
    setErrors((e) => ({ ...e, [path]: validate(next).errors[path] }));
  const change = (path: string, next: VendorInfoValues) => {
    setValues(next);
    if (errors[path]) check(path, next);
  };
  const set = (field: 'name' | 'address' | 'desc', value: string) =>
    change(field, { ...values, [field]: value });
  const setLink = (platform: keyof SocialLinks, value: string) =>
    change(`media.${platform}`, { ...values, media: { ...values.media, [platform]: value } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    setErrors(result.errors);
    if (!result.data) return;
    if (await onSave(result.data)) onClose();
  };

  const text = (path: 'name' | 'address' | 'desc', label: string, max: number, extra = {}) => (
    <TextField
      label={label}
      name={path}
      value={values[path]}
      onChange={(e) => set(path, e.target.value)}
      onBlur={() => check(path)}
      error={!!errors[path]}
      helperText={errors[path]}
      slotProps={{ htmlInput: { maxLength: max } }}
      fullWidth
      {...extra}
    />
  );

  return (
    // A flex column like the dialog's paper, so the fields scroll between a fixed title and buttons.
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={translate('settings.vendor.details')}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {/* Changed and not yet saved: leaving the page asks first (issue 31 item 6). */}
      <LeaveGuard unsaved={values !== initial && !saving} />
      <DialogTitle>{translate('settings.vendor.dialog_title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {text('name', translate('settings.vendor.name'), NAME_MAX, { required: true, autoFocus: true })}
          {text('address', translate('settings.vendor.address'), ADDRESS_MAX)}
          {text('desc', translate('settings.vendor.description'), DESCRIPTION_MAX, {
            multiline: true,
            minRows: 3,
          })}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, pt: 1 }}>
            {translate('settings.vendor.social_links')}
          </Typography>
          {SOCIAL_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              label={SOCIAL_PLATFORM_LABELS[platform]}
              name={`media.${platform}`}
              type="url"
              placeholder="https://"
              value={values.media[platform]}
              onChange={(e) => setLink(platform, e.target.value)}
              onBlur={() => check(`media.${platform}`)}
              error={!!errors[`media.${platform}`]}
              helperText={errors[`media.${platform}`]}
              fullWidth
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {translate('settings.vendor.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(saving ? 'settings.vendor.saving' : 'settings.vendor.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
