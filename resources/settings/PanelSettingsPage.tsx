import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { assetUrl } from '../../src/api/assetUrl';
import { isAborted } from '../../src/api/httpClient';
import { session } from '../../src/api/session';
import { refreshSystemConfig } from '../../src/api/systemConfig';
import { mergeShopTenant } from '../../src/auth/appState';
import {
  looksLikeImageFile,
  MAX_IMAGE_BYTES,
  SETTING_IMAGES,
  SETTING_MESSAGES,
  type SettingImageField,
} from '../../domain/settingMessages';
import type { VendorInfo } from '../../domain/settingSchemas';
import type { LoggedInUser } from '../../domain/user';
import { ImageUploadCard } from './ImageUploadCard';
import { LateFeesCard } from './LateFeesCard';
import { ReminderScheduleCard } from './ReminderScheduleCard';
import { OnlinePaymentsCard } from './OnlinePaymentsCard';
import { fetchSetting, SETTING_QUERY_KEY, updateSetting, type AppSetting } from './settingApi';
import { VendorDetailsCard } from './VendorDetailsCard';
import { VendorInfoDialog, type VendorInfoValues } from './VendorInfoDialog';

const FIELDS = Object.keys(SETTING_IMAGES) as SettingImageField[];

type Pending = Partial<Record<SettingImageField, { file: File; preview: string }>>;

const formValues = (s: AppSetting): VendorInfoValues => ({
  name: s.name,
  address: s.address,
  desc: s.description,
  media: s.media,
});

function PageHeading() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
        {translate('settings.title')}
      </Typography>
      <Typography color="text.secondary">{translate('settings.intro')}</Typography>
    </Box>
  );
}

/** setting/panel-settings (spec section 2): the landlord's vendor profile; a manager may look. */
export default function PanelSettingsPage() {
  const translate = useTranslate();
  const user = session.getStoredUser<LoggedInUser>();
  const role = user?.role.key;
  // Asking the API as anyone else would answer 403, which signs the user out (spec section 4).
  if (role !== 'landlord' && role !== 'manager') {
    return (
      <>
        <Title title={translate('settings.title')} />
        <PageHeading />
        <Alert severity="info">{SETTING_MESSAGES.readers}</Alert>
      </>
    );
  }
  return <PanelSettings editable={role === 'landlord'} landlordId={user?.landlordId ?? null} />;
}

function PanelSettings({ editable, landlordId }: { editable: boolean; landlordId: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SETTING_QUERY_KEY, queryFn: ({ signal }) => fetchSetting(signal) });
  const [pending, setPending] = useState<Pending>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<SettingImageField, string>>>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState<SettingImageField | 'details' | null>(null);

  const dropPending = (fields: SettingImageField[]) =>
    setPending((current) => {
      const next = { ...current };
      for (const field of fields) {
        if (next[field]) URL.revokeObjectURL(next[field].preview);
        delete next[field];
      }
      return next;
    });

  /** One update call with the given details and files; toasts the outcome. */
  const save = async (
    info: VendorInfo,
    files: Partial<Record<SettingImageField, File>>,
    what: typeof saving,
  ) => {
    const sent = FIELDS.filter((f) => files[f]);
    setSaving(what);
    try {
      const answer = await updateSetting(info, files);
      queryClient.setQueryData(SETTING_QUERY_KEY, answer.data);
      // The header (shop-tenant state) and the sign-in page (system config) show the new branding.
      mergeShopTenant({ name: answer.data.name, logo: answer.data.logo, banner: answer.data.banner });
      void refreshSystemConfig(landlordId);
      dropPending(sent);
      notify(SETTING_MESSAGES.updated, { type: 'success' });
      return true;
    } catch (err) {
      if (isAborted(err)) return false;
      const message = err instanceof Error ? err.message : SETTING_MESSAGES.imageOnly;
      // A refused image is taken back, so the preview never shows what was not saved.
      if (sent.length) {
        dropPending(sent);
        setImageErrors((e) => ({ ...e, ...Object.fromEntries(sent.map((f) => [f, message])) }));
      }
      notify(message, { type: 'error' });
      return false;
    } finally {
      setSaving(null);
    }
  };

  if (query.isPending) return <Typography sx={{ p: 2 }}>{translate('settings.loading')}</Typography>;
  if (query.isError) {
    return (
      <>
        <Title title={translate('settings.title')} />
        <PageHeading />
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {translate('settings.retry')}
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      </>
    );
  }
  const setting = query.data;

  const onSelect = (field: SettingImageField) => (file: File) => {
    const refusal = !looksLikeImageFile(file)
      ? SETTING_MESSAGES.imageOnly
      : file.size > MAX_IMAGE_BYTES
        ? SETTING_MESSAGES.imageTooLarge
        : undefined;
    setImageErrors((e) => ({ ...e, [field]: refusal }));
    if (refusal) {
      notify(refusal, { type: 'error' });
      return;
    }
    dropPending([field]);
    setPending((current) => ({ ...current, [field]: { file, preview: URL.createObjectURL(file) } }));
    // With a vendor name the image is saved at once; without one it waits for the details.
    if (setting.name) void save(formValues(setting), { [field]: file }, field);
  };

  // A text file named .png passes the name check; the browser failing to draw it says so before
  // any save (without a vendor name the file would otherwise wait as a broken preview).
  const onPreviewError = (field: SettingImageField) => () => {
    dropPending([field]);
    setImageErrors((e) => ({ ...e, [field]: SETTING_MESSAGES.imageOnly }));
    notify(SETTING_MESSAGES.imageOnly, { type: 'error' });
  };

  const pendingFiles = Object.fromEntries(FIELDS.flatMap((f) => (pending[f] ? [[f, pending[f].file]] : [])));
  const waitingForName = !setting.name && Object.keys(pendingFiles).length > 0;

  return (
    <>
      <Title title={translate('settings.title')} />
      <PageHeading />
      <Stack spacing={2} sx={{ mb: 4, maxWidth: 1100 }}>
        {waitingForName ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" onClick={() => setDialogOpen(true)}>
                {translate('settings.add_details')}
              </Button>
            }
          >
            {translate('settings.name_first')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {FIELDS.map((field) => (
            <ImageUploadCard
              key={field}
              field={field}
              src={pending[field]?.preview ?? assetUrl(setting[field])}
              pending={!!pending[field]}
              busy={saving === field || (saving === 'details' && !!pending[field])}
              editable={editable}
              error={imageErrors[field]}
              onSelect={onSelect(field)}
              onPreviewError={onPreviewError(field)}
            />
          ))}
        </Box>
        <VendorDetailsCard setting={setting} editable={editable} onEdit={() => setDialogOpen(true)} />
        <OnlinePaymentsCard editable={editable} />
        <LateFeesCard editable={editable} />
        <ReminderScheduleCard editable={editable} />
      </Stack>
      {editable ? (
        <VendorInfoDialog
          open={dialogOpen}
          initial={formValues(setting)}
          saving={saving === 'details'}
          onClose={() => setDialogOpen(false)}
          onSave={(info) => save(info, pendingFiles, 'details')}
        />
      ) : null}
    </>
  );
}
