import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '../../domain/displayDates';

/** What the API takes and the URL keeps: 'YYYY-MM-DD'. */
export const ISO_DAY = 'YYYY-MM-DD';

export interface DayPickerProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared; a half-typed date is not passed on. */
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  clearable?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A date field shown DD-MM-YYYY with a calendar (MUI's DatePicker over dayjs, as the design card
 * names) instead of the browser's own date input, whose format follows the browser's locale
 * (mm/dd/yyyy in an English one). Needs a LocalizationProvider above it (the panel layout has one).
 */
export function DayPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  clearable,
  fullWidth,
  size,
  sx,
}: DayPickerProps) {
  const parsed = value ? dayjs(value, ISO_DAY) : null;
  return (
    <DatePicker
      label={label}
      value={parsed?.isValid() ? parsed : null}
      format={DISPLAY_DATE_FORMAT}
      onChange={(next) => {
        if (next === null) onChange('');
        // While a year is typed digit by digit the field holds 0002, 0020…; only a real year is passed on.
        else if (next.isValid() && next.year() >= 1900) onChange(next.format(ISO_DAY));
      }}
      slotProps={{
        textField: { size, fullWidth, error, helperText, sx },
        field: { clearable },
      }}
    />
  );
}
