import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useId, type ReactNode } from 'react';
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

// The property select's code (MUI's Select, its menu and TextField's variants, ~8 kB gzip) comes
// beside the property list, not before the figures: until it arrives the field shows its choice,
// read-only, in the same place (issue 37 item 4).
const PropertySelect = lazy(() => import('./PropertySelect'));

/** What a lazy field shows until its code is here: the same outlined field, label and value, read-only. */
function FieldAsShown({ label, value, end }: { label: string; value: string; end?: ReactNode }) {
  const id = useId();
  return (
    <FormControl size="small" sx={field}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched value={value} readOnly endAdornment={end} />
    </FormControl>
  );
}

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
  return (
    <Stack
      component="section"
      aria-label={translate('dashboard.filters.label')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {properties ? (
        <Suspense
          fallback={
            <FieldAsShown
              label={translate('dashboard.filters.property')}
              value={
                !value.propertyId
                  ? translate('dashboard.filters.all_properties')
                  : (properties.find((p) => p.id === value.propertyId)?.name ??
                    translate('dashboard.filters.chosen_property'))
              }
              end={<ArrowDropDownIcon sx={{ color: 'action.active', mr: -1 }} />}
            />
          }
        >
          <PropertySelect
            properties={properties}
            value={value.propertyId}
            onChange={(propertyId) => onChange({ propertyId })}
            sx={field}
          />
        </Suspense>
      ) : null}
      <Suspense
        fallback={
          <FieldAsShown
            label={translate('dashboard.filters.month')}
            value={monthShown(value.month || latest)}
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
