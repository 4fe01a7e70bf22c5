import Chip from '@mui/material/Chip';
import dayjs from 'dayjs';
import type { JobRunResult } from '../../domain/jobSchemas';

/** The panel's date format (DD-MM-YYYY) with the time: runs come minutes apart. */
export const jobTime = (iso: string) => dayjs(iso).format('DD-MM-YYYY HH:mm:ss');

const LOOK: Record<JobRunResult, { label: string; color: 'success' | 'error' | 'default' }> = {
  ok: { label: 'OK', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  running: { label: 'Running', color: 'default' },
};

export function JobResultChip({ result }: { result: JobRunResult }) {
  const { label, color } = LOOK[result];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
