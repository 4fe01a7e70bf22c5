import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { ImageInput, SelectInput, SimpleForm, TextInput, useNotify, useRecordContext } from 'react-admin';
import {
  GOVERNORATES,
  MAX_PHOTOS,
  PROPERTY_MESSAGES,
  PROPERTY_TYPE_LABELS,
} from '../../domain/propertySchemas';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { validateProperty, type PhotoValue } from './propertyModel';
import { UnitsInput } from './UnitsInput';

const TYPE_CHOICES = Object.entries(PROPERTY_TYPE_LABELS).map(([id, name]) => ({ id, name }));
const GOVERNORATE_CHOICES = GOVERNORATES.map((g) => ({ id: g, name: g }));
const half = { width: { xs: '100%', sm: 'calc(50% - 8px)' } };

/** A photo in the picker: a stored one by its signed link, a new one by its browser preview. */
function PhotoPreview() {
  const photo = useRecordContext<PhotoValue>();
  const src = photo?.src ?? photo?.url;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={photo?.name ?? photo?.title ?? 'Photo'}
      sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, m: 0.5 }}
    />
  );
}

/** Photos: JPEG or PNG up to 10 MB; a refused file is said so at once (the server checks again). */
function PhotosInput() {
  const notify = useNotify();
  return (
    <ImageInput
      source="photos"
      // The dropzone's hidden file input needs a name of its own (axe: label).
      inputProps={{ 'aria-label': 'Photos' }}
      label="Photos"
      multiple
      accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
      maxSize={MAX_DOCUMENT_BYTES}
      helperText={`JPG or PNG, up to 10 MB each, at most ${MAX_PHOTOS} photos.`}
      options={{
        onDropRejected: (rejections) => {
          const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
          notify(tooLarge ? DOCUMENT_MESSAGES.tooLarge : PROPERTY_MESSAGES.photoType, { type: 'error' });
        },
      }}
    >
      <PhotoPreview />
    </ImageInput>
  );
}

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
      {title}
    </Typography>
  );
}

/**
 * The property with its Kuwaiti address, photos and units; shared by property/add and
 * property/edit/{id}. Validates with the API's own schema before anything is sent.
 */
export function PropertyForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    // noValidate: the app's messages only, never the browser's bubbles first (issue 16 item 6).
    <SimpleForm validate={validateProperty} toolbar={toolbar} sx={{ maxWidth: 1100 }} noValidate>
      <Section title="Property" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="name" label="Property name" sx={half} />
        <SelectInput
          margin="none"
          source="type"
          label="Property type"
          choices={TYPE_CHOICES}
          emptyText=""
          sx={half}
        />
      </Box>
      <Section title="Address" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <SelectInput
          margin="none"
          source="governorate"
          label="Governorate"
          choices={GOVERNORATE_CHOICES}
          emptyText=""
          sx={half}
        />
        <TextInput source="area" label="Area" sx={half} />
        <TextInput
          source="block"
          label="Block"
          sx={half}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput source="street" label="Street" sx={half} />
        <TextInput
          source="building"
          label="Building / plot"
          sx={half}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
      <PhotosInput />
      <Section title="Units" />
      <UnitsInput />
    </SimpleForm>
  );
}
