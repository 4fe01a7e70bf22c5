import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '../../domain/displayDates';
import { PickerLocalization } from './PickerLocalization';
import { useTypedDate, type DateProblem } from './useTypedDate';

/** What the API takes and the URL keeps: 'YYYY-MM-DD'. */
export const ISO_DAY = 'YYYY-MM-DD';

const parseDay = (value: string): Dayjs | null => {
  const parsed = value ? dayjs(value, ISO_DAY) : null;
  return parsed?.isValid() ? parsed : null;
};
const serializeDay = (date: Dayjs) => date.format(ISO_DAY);

export interface DayPickerProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared; a half-typed or impossible date is not passed on. */
  onChange: (value: string) => void;
  /** Told when the field is left holding a date half typed or impossible (with what it shows), and when mended. */
  onProblem?: (problem: DateProblem | null, shown: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  clearable?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  minDate?: Dayjs;
  maxDate?: Dayjs;
}

/**
 * A date field shown DD-MM-YYYY with a calendar (MUI's DatePicker over dayjs, as the design card
 * names) instead of the browser's own date input, whose format follows the browser's locale
 * (mm/dd/yyyy in an English one). A date typed digit by digit stays as typed; one left incomplete
 * or impossible (31-02-2026) is answered beside the field. Brings its own adapter in the reader's
 * language (src/inputs/PickerLocalization.tsx).
 */
export function DayPicker({
  label,
  value,
  onChange,
  onProblem,
  error,
  helperText,
  clearable,
  fullWidth,
  size,
  sx,
  minDate,
  maxDate,
}: DayPickerProps) {
  const typed = useTypedDate({
    value,
    format: DISPLAY_DATE_FORMAT,
    parse: parseDay,
    serialize: serializeDay,
    onChange,
    onProblem,
  });
  return (
    <PickerLocalization>
      <DatePicker
        label={label}
        value={typed.pickerValue}
        format={DISPLAY_DATE_FORMAT}
        onChange={typed.handleChange}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        slotProps={{
          textField: {
            size,
            fullWidth,
            error: error || typed.problem !== null,
            helperText: typed.problemText ?? helperText,
            sx,
            inputRef: typed.inputRef,
            onBlur: typed.handleBlur,
          },
          field: { clearable },
        }}
      />
    </PickerLocalization>
  );
}
