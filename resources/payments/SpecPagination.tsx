import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SpecPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Spec section 9: 2 sibling pages and 2 boundary pages with ellipses, and the count of rows. */
export function SpecPagination({ page, pageSize, total, onChange }: SpecPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems="center"
      justifyContent="space-between"
      spacing={1}
      sx={{ py: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="row-count">
        {first}-{last} of {total}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        siblingCount={2}
        boundaryCount={2}
        onChange={(_event, next) => onChange(next)}
        shape="rounded"
        color="primary"
        size="small"
      />
    </Stack>
  );
}
