import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { DayPicker, ISO_DAY } from '../../src/inputs/DayPicker';

interface DateRangeFilterProps {
  from: Dayjs;
  to: Dayjs;
  onChange: (range: { from: Dayjs; to: Dayjs }) => void;
}

/** From-date and to-date pickers shown DD-MM-YYYY; a half-typed date is not applied (the panel's DayPicker). */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const pickerSx = { width: { xs: '100%', sm: 170 } };
  const translate = useTranslate();
  const day = (value: string) => dayjs(value, ISO_DAY).startOf('day');
  return (
    <Stack direction="row" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <DayPicker
        label={translate('payments.date_range.from')}
        value={from.format(ISO_DAY)}
        maxDate={to}
        onChange={(value) => value && onChange({ from: day(value), to })}
        size="small"
        sx={pickerSx}
      />
      <DayPicker
        label={translate('payments.date_range.to')}
        value={to.format(ISO_DAY)}
        minDate={from}
        onChange={(value) => value && onChange({ from, to: day(value) })}
        size="small"
        sx={pickerSx}
      />
    </Stack>
  );
}
