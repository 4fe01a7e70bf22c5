import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useListContext } from 'react-admin';

/**
 * A list's count of records in each status, above its table; a chip click filters the list by that
 * status and a second click clears it. The status filter lives in the list's URL like every other.
 */
export function StatusCountChips<S extends string>({
  label,
  statuses,
  labels,
  counts,
}: {
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number>;
}) {
  const { filterValues, setFilters } = useListContext();
  const chosen = (filterValues as { status?: string }).status;
  return (
    <Stack direction="row" spacing={1} sx={{ px: 1, py: 1, flexWrap: 'wrap', rowGap: 1 }} aria-label={label}>
      {statuses.map((s) => (
        <Chip
          key={s}
          label={`${labels[s]}: ${counts[s]}`}
          variant={chosen === s ? 'filled' : 'outlined'}
          onClick={() => setFilters({ ...filterValues, status: chosen === s ? undefined : s })}
        />
      ))}
    </Stack>
  );
}
