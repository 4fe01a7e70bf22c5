import Chip from '@mui/material/Chip';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { JobRunResult } from '../../domain/jobSchemas';

/** The panel's date format (DD-MM-YYYY) with the time: runs come minutes apart. */
export const jobTime = (iso: string) => localDigits(dayjs(iso).format('DD-MM-YYYY HH:mm:ss'));

const COLOR: Record<JobRunResult, 'success' | 'error' | 'default'> = {
  ok: 'success',
  failed: 'error',
  running: 'default',
};

/** A run's result, labelled from the catalogue (jobs.result.*). */
export function JobResultChip({ result }: { result: JobRunResult }) {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" color={COLOR[result]} label={translate(`jobs.result.${result}`)} />
  );
}
