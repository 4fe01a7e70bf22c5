import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { PropertyChoice } from '../../src/inputs/usePropertyChoices';

/**
 * The dashboard's property filter: one of the user's properties or all of them. A chunk of its
 * own (MUI's Select with its menu and the three input variants TextField brings, ~8 kB gzip),
 * fetched while the property list is (./DashboardFilters.tsx): it shows once both are here.
 */
export default function PropertySelect({
  properties,
  value,
  onChange,
  sx,
}: {
  properties: readonly PropertyChoice[];
  value: string;
  onChange: (propertyId: string) => void;
  sx: object;
}) {
  const translate = useTranslate();
  // A property the list does not (yet) hold keeps its place, so the select never shows a wrong name.
  const unknown = value && !properties.some((p) => p.id === value);
  return (
    <TextField
      select
      size="small"
      label={translate('dashboard.filters.property')}
      sx={sx}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('dashboard.filters.all_properties')}</MenuItem>
      {properties.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
      {unknown ? <MenuItem value={value}>{translate('dashboard.filters.chosen_property')}</MenuItem> : null}
    </TextField>
  );
}
