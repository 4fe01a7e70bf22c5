import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT } from './paymentDisplay';

interface DateRangeFilterProps {
  from: Dayjs;
  to: Dayjs;
  onChange: (range: { from: Dayjs; to: Dayjs }) => void;
}

/** From-date and to-date pickers shown DD-MM-YYYY; a half-typed date is not applied. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const pickerSx = { width: { xs: '100%', sm: 170 } };
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <DatePicker
        label={translate('payments.date_range.from')}
        value={from}
        format={DATE_FORMAT}
        maxDate={to}
        onChange={(value) =>
          value?.isValid() && value.year() >= 1900 && onChange({ from: value.startOf('day'), to })
        }
        slotProps={{ textField: { size: 'small', sx: pickerSx } }}
      />
      <DatePicker
        label={translate('payments.date_range.to')}
        value={to}
        format={DATE_FORMAT}
        minDate={from}
        onChange={(value) =>
          value?.isValid() && value.year() >= 1900 && onChange({ from, to: value.startOf('day') })
        }
        slotProps={{ textField: { size: 'small', sx: pickerSx } }}
      />
    </Stack>
  );
}
