import {
  AddItemButton,
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { UNIT_STATUSES, UNIT_TYPES } from '../../domain/propertySchemas';
import { keyedChoices } from './propertyLabels';

const UNIT_TYPE_CHOICES = keyedChoices(UNIT_TYPES, 'property.unit_types');
const UNIT_STATUS_CHOICES = keyedChoices(UNIT_STATUSES, 'property.unit_statuses');

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
  const translate = useTranslate();
  const fields = ['unitNo', 'floor', 'type', 'bedrooms', 'areaM2', 'monthlyRent', 'status'] as const;
  const label = Object.fromEntries(
    fields.map((f) => [f, translate(`resources.property.fields.units.${f}`)]),
  ) as Record<(typeof fields)[number], string>;
  const addUnit = translate('property.form.add_unit');
  return (
    <ArrayInput source="units" label={false} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddItemButton label={addUnit} />}
        sx={{
          '& .RaSimpleFormIterator-inline': { rowGap: 1.5, columnGap: 1.5 },
          '& .RaSimpleFormIterator-line': { py: 1.5 },
        }}
      >
        <TextInput source="unitNo" label={label.unitNo} helperText={false} size="small" sx={narrow} />
        <NumberInput
          source="floor"
          label={label.floor}
          helperText={false}
          size="small"
          step={1}
          sx={narrow}
        />
        <SelectInput
          margin="none"
          source="type"
          label={label.type}
          choices={UNIT_TYPE_CHOICES}
          defaultValue="apartment"
          helperText={false}
          size="small"
          emptyText=""
          sx={wide}
        />
        <NumberInput
          source="bedrooms"
          label={label.bedrooms}
          helperText={false}
          size="small"
          min={0}
          step={1}
          sx={narrow}
        />
        <TextInput source="areaM2" label={label.areaM2} helperText={false} size="small" sx={narrow} />
        <TextInput
          source="monthlyRent"
          label={label.monthlyRent}
          helperText={false}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={wide}
        />
        <SelectInput
          margin="none"
          source="status"
          label={label.status}
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
