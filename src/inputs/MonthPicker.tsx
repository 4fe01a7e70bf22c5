import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickerLocalization } from './PickerLocalization';

export interface MonthPickerProps {
  label: string;
  /** 'YYYY-MM', or '' for any month. */
  value: string;
  /** Called with 'YYYY-MM', or '' when cleared. */
  onChange: (value: string) => void;
  clearable?: boolean;
  /** The latest month that may be chosen ('YYYY-MM'); later ones are greyed out. */
  maxMonth?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A month field shown MM-YYYY (the panel's DD-MM-YYYY without the day) with a year and month
 * calendar, instead of the browser's month input, which Chromium draws as "--------- ----" when
 * empty. Brings its own adapter in the reader's language (src/inputs/PickerLocalization.tsx).
 */
export function MonthPicker({ label, value, onChange, clearable, maxMonth, size, sx }: MonthPickerProps) {
  const parsed = value ? dayjs(`${value}-01`) : null;
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        format="MM-YYYY"
        value={parsed?.isValid() ? parsed : null}
        {...(maxMonth ? { maxDate: dayjs(`${maxMonth}-01`) } : {})}
        onChange={(next) => {
          if (next === null) onChange('');
          else if (next.isValid()) onChange(next.format('YYYY-MM'));
        }}
        slotProps={{ textField: { size, sx }, field: { clearable } }}
      />
    </PickerLocalization>
  );
}
