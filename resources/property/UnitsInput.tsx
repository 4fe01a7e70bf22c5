import {
  AddItemButton,
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from '../../domain/propertySchemas';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
const UNIT_TYPE_CHOICES = choices(UNIT_TYPE_LABELS);
const UNIT_STATUS_CHOICES = choices(UNIT_STATUS_LABELS);

// Fixed widths keep each unit on one line on a desktop; on a phone the fields wrap.
const narrow = { width: { xs: '45%', sm: 110 } };
const wide = { width: { xs: '100%', sm: 170 } };

/**
 * The property's units, edited inside the property (issue 5). Each row keeps its `id` (not
 * shown), so the server updates that unit; a row without one is created, and a removed row is
 * deleted unless a contract holds it (the server's 409 names the unit). Rent is typed as text
 * so '350.250' stays exact: it is never turned into a float on the way.
 */
export function UnitsInput() {
  return (
    <ArrayInput source="units" label={false} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddItemButton label="Add unit" />}
        sx={{
          '& .RaSimpleFormIterator-inline': { rowGap: 1.5, columnGap: 1.5 },
          '& .RaSimpleFormIterator-line': { py: 1.5 },
        }}
      >
        <TextInput source="unitNo" label="Unit no." helperText={false} size="small" sx={narrow} />
        <NumberInput source="floor" label="Floor" helperText={false} size="small" step={1} sx={narrow} />
        <SelectInput
          margin="none"
          source="type"
          label="Unit type"
          choices={UNIT_TYPE_CHOICES}
          defaultValue="apartment"
          helperText={false}
          size="small"
          emptyText=""
          sx={wide}
        />
        <NumberInput
          source="bedrooms"
          label="Bedrooms"
          helperText={false}
          size="small"
          min={0}
          step={1}
          sx={narrow}
        />
        <TextInput source="areaM2" label="Area (m²)" helperText={false} size="small" sx={narrow} />
        <TextInput
          source="monthlyRent"
          label="Monthly rent (KWD)"
          helperText={false}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={wide}
        />
        <SelectInput
          margin="none"
          source="status"
          label="Status"
          choices={UNIT_STATUS_CHOICES}
          defaultValue="vacant"
          helperText={false}
          size="small"
          emptyText=""
          sx={wide}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
