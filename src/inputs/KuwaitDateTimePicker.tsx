import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { DISPLAY_DATE_TIME_FORMAT } from '../../domain/displayDates';
import { PickerLocalization } from './PickerLocalization';
import { useTypedDate, type DateProblem } from './useTypedDate';

/** Kuwait is UTC+3 all year (no daylight saving), so its wall clock is a fixed shift from UTC. */
const KUWAIT_OFFSET_MS = 3 * 3600 * 1000;
/** The picker's value: a Kuwait wall-clock time with no zone, read the same in any browser. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** An ISO instant as Kuwait's wall clock ('YYYY-MM-DDTHH:mm'); '' for none. */
export const toKuwaitWallClock = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + KUWAIT_OFFSET_MS).toISOString().slice(0, 16) : '';

const parseWallClock = (value: string): Dayjs | null => {
  const parsed = value ? dayjs(value, WALL_CLOCK) : null;
  return parsed?.isValid() ? parsed : null;
};
const serializeWallClock = (date: Dayjs) => date.format(WALL_CLOCK);

/** Kuwait's wall clock back to an instant the API takes (with its +03:00 offset); null for none. */
export const fromKuwaitWallClock = (value: string): string | null => (value ? `${value}:00+03:00` : null);

/**
 * A date and time shown DD-MM-YYYY HH:mm on a 24-hour clock, always in Kuwait time whatever the
 * browser's zone: the picker only ever sees the wall-clock text, never an instant, so the browser's
 * zone never shifts it. Instead of the browser's datetime-local field, whose format follows the
 * browser's locale. Brings its own adapter in the reader's language (src/inputs/PickerLocalization.tsx).
 */
export function KuwaitDateTimePicker({
  label,
  value,
  onChange,
  onProblem,
  error,
  helperText,
  fullWidth,
}: {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' in Kuwait time, or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DDTHH:mm', or '' when cleared; a half-typed or impossible value is not passed on. */
  onChange: (value: string) => void;
  /** Told when the field is left holding a date half typed or impossible (with what it shows), and when mended. */
  onProblem?: (problem: DateProblem | null, shown: string) => void;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}) {
  const typed = useTypedDate({
    value,
    format: DISPLAY_DATE_TIME_FORMAT,
    parse: parseWallClock,
    serialize: serializeWallClock,
    onChange,
    onProblem,
  });
  return (
    <PickerLocalization>
      <DateTimePicker
        label={label}
        value={typed.pickerValue}
        format={DISPLAY_DATE_TIME_FORMAT}
        ampm={false}
        onChange={typed.handleChange}
        slotProps={{
          textField: {
            fullWidth,
            error: error || typed.problem !== null,
            helperText: typed.problemText ?? helperText,
            inputRef: typed.inputRef,
            onBlur: typed.handleBlur,
          },
          field: { clearable: true },
        }}
      />
    </PickerLocalization>
  );
}
