import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import {
  ImageInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { MAX_PHOTOS, PROPERTY_TYPES } from '../../domain/propertySchemas';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { localMessage } from '../../src/i18n/localMessage';
import { validateProperty, type PhotoValue } from './propertyModel';
import { GOVERNORATE_CHOICES, keyedChoices } from './propertyLabels';
import { UnitsInput } from './UnitsInput';

const TYPE_CHOICES = keyedChoices(PROPERTY_TYPES, 'property.types');
const half = { width: { xs: '100%', sm: 'calc(50% - 8px)' } };
/** Arabic texts are typed right to left whatever the panel's direction. */
const arabicInput = { htmlInput: { dir: 'rtl', lang: 'ar' } };
/** Free text follows its own first letters (an English name stays left to right in Arabic). */
const freeText = { htmlInput: { dir: 'auto' } };

/** A photo in the picker: a stored one by its signed link, a new one by its browser preview. */
function PhotoPreview() {
  const photo = useRecordContext<PhotoValue>();
  const translate = useTranslate();
  const src = photo?.src ?? photo?.url;
  const alt = photo?.name ?? photo?.title ?? translate('property.form.photo');
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, m: 0.5 }}
    />
  );
}

/** Photos: JPEG or PNG up to 10 MB; a refused file is said so at once (the server checks again). */
function PhotosInput() {
  const notify = useNotify();
  const translate = useTranslate();
  const help = translate('property.form.photos_help', { max: localDigits(String(MAX_PHOTOS)) });
  return (
    <ImageInput
      source="photos"
      // The dropzone's hidden file input needs a name of its own (axe: label).
      inputProps={{ 'aria-label': translate('resources.property.fields.photos') }}
      multiple
      accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
      maxSize={MAX_DOCUMENT_BYTES}
      helperText={help}
      options={{
        onDropRejected: (rejections) => {
          const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
          // The documents' message is translated where its catalogue is; ours by its key.
          notify(tooLarge ? localMessage(DOCUMENT_MESSAGES.tooLarge) : 'properties.photoType', {
            type: 'error',
          });
        },
      }}
    >
      <PhotoPreview />
    </ImageInput>
  );
}

/** A heading of the form, by its key in `property.form`. */
function Section({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
      {translate(`property.form.${name}`)}
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
    <SimpleForm
      warnWhenUnsavedChanges
      validate={validateProperty}
      toolbar={toolbar}
      sx={{ maxWidth: 1100 }}
      noValidate
    >
      <Section name="section_property" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <TextInput source="name" sx={half} slotProps={freeText} />
        <SelectInput margin="none" source="type" choices={TYPE_CHOICES} emptyText="" sx={half} />
        <TextInput source="nameAr" sx={half} slotProps={arabicInput} />
      </Box>
      <Section name="section_address" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
        <SelectInput
          margin="none"
          source="governorate"
          choices={GOVERNORATE_CHOICES}
          emptyText=""
          sx={half}
        />
        <TextInput source="area" sx={half} slotProps={freeText} />
        <TextInput source="block" sx={half} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextInput source="street" sx={half} slotProps={freeText} />
        <TextInput source="building" sx={half} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <TextInput source="addressAr" sx={half} slotProps={arabicInput} />
      </Box>
      <TextInput source="description" multiline minRows={2} fullWidth slotProps={freeText} />
      <PhotosInput />
      <Section name="section_units" />
      <UnitsInput />
    </SimpleForm>
  );
}
