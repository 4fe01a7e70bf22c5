import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { DISPLAY_DATE_TIME_FORMAT } from '../../domain/displayDates';

/** Kuwait is UTC+3 all year (no daylight saving), so its wall clock is a fixed shift from UTC. */
const KUWAIT_OFFSET_MS = 3 * 3600 * 1000;
/** The picker's value: a Kuwait wall-clock time with no zone, read the same in any browser. */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** An ISO instant as Kuwait's wall clock ('YYYY-MM-DDTHH:mm'); '' for none. */
export const toKuwaitWallClock = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + KUWAIT_OFFSET_MS).toISOString().slice(0, 16) : '';

/** Kuwait's wall clock back to an instant the API takes (with its +03:00 offset); null for none. */
export const fromKuwaitWallClock = (value: string): string | null => (value ? `${value}:00+03:00` : null);

/**
 * A date and time shown DD-MM-YYYY HH:mm on a 24-hour clock, always in Kuwait time whatever the
 * browser's zone: the picker only ever sees the wall-clock text, never an instant, so the browser's
 * zone never shifts it. Instead of the browser's datetime-local field, whose format follows the
 * browser's locale. Needs a LocalizationProvider above it (the panel layout has one).
 */
export function KuwaitDateTimePicker({
  label,
  value,
  onChange,
  error,
  helperText,
  fullWidth,
}: {
  label: string;
  /** 'YYYY-MM-DDTHH:mm' in Kuwait time, or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DDTHH:mm', or '' when cleared; a half-typed value is not passed on. */
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}) {
  const parsed = value ? dayjs(value, WALL_CLOCK) : null;
  return (
    <DateTimePicker
      label={label}
      value={parsed?.isValid() ? parsed : null}
      format={DISPLAY_DATE_TIME_FORMAT}
      ampm={false}
      onChange={(next) => {
        if (next === null) onChange('');
        // While a year is typed digit by digit the field holds 0002, 0020…; only a real year is passed on.
        else if (next.isValid() && next.year() >= 1900) onChange(next.format(WALL_CLOCK));
      }}
      slotProps={{ textField: { fullWidth, error, helperText }, field: { clearable: true } }}
    />
  );
}
