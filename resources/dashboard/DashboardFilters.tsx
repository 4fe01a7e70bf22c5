import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { isDashboardMonth } from '../../domain/dashboardFigures';
import { currentMonth } from '../../src/format/dates';
import { usePropertyChoices } from '../../src/inputs/usePropertyChoices';
import type { DashboardFilter } from './useDashboardFilter';

const field = { minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } } as const;

// The month picker's code (the date pickers, ~45 kB gzip) comes after the figures, not before them
// (issue 37 item 4): until it arrives the field shows the month, read-only, in the same place.
const MonthPicker = lazy(() =>
  import('../../src/inputs/MonthPicker').then((m) => ({ default: m.MonthPicker })),
);

/**
 * Above the landlord's and manager's figures: one of the user's properties (or all of them) and the
 * month of the month's figures (shown MM-YYYY, no later than Kuwait's current month).
 */
export function DashboardFilters({
  value,
  onChange,
}: {
  value: DashboardFilter;
  onChange: (next: Partial<DashboardFilter>) => void;
}) {
  const translate = useTranslate();
  const properties = usePropertyChoices();
  const latest = currentMonth();
  // A property the list does not (yet) hold keeps its place, so the select never shows a wrong name.
  const unknown = value.propertyId && !properties?.some((p) => p.id === value.propertyId);
  return (
    <Stack
      component="section"
      aria-label={translate('dashboard.filters.label')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {properties ? (
        <TextField
          select
          size="small"
          label={translate('dashboard.filters.property')}
          sx={field}
          value={value.propertyId}
          onChange={(e) => onChange({ propertyId: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('dashboard.filters.all_properties')}</MenuItem>
          {properties.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
          {unknown ? (
            <MenuItem value={value.propertyId}>{translate('dashboard.filters.chosen_property')}</MenuItem>
          ) : null}
        </TextField>
      ) : null}
      <Suspense
        fallback={
          <TextField
            size="small"
            sx={field}
            label={translate('dashboard.filters.month')}
            value={monthShown(value.month || latest)}
            slotProps={{ input: { readOnly: true } }}
          />
        }
      >
        <MonthPicker
          label={translate('dashboard.filters.month')}
          size="small"
          sx={field}
          maxMonth={latest}
          value={value.month || latest}
          // While a year is being typed the picker reports years like 0202: only a whole month up to
          // this one is taken (a later one stays in the field, marked wrong by the picker).
          onChange={(month) => {
            if (isDashboardMonth(month) && month <= latest)
              onChange({ month: month === latest ? '' : month });
          }}
        />
      </Suspense>
      {value.propertyId || value.month ? (
        <Button onClick={() => onChange({ propertyId: '', month: '' })}>
          {translate('dashboard.filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** 'YYYY-MM' as the picker shows it, MM-YYYY. */
const monthShown = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;
