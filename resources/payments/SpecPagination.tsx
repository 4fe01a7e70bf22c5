import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';

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
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems="center"
      justifyContent="space-between"
      spacing={1}
      sx={{ py: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="row-count">
        {translate('payments.pagination.range', {
          first: localDigits(String(first)),
          last: localDigits(String(last)),
          total: localDigits(String(total)),
        })}
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
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? translate(selected ? 'payments.pagination.page_current' : 'payments.pagination.page', {
                page: localDigits(String(item)),
              })
            : translate(`payments.pagination.${type}`)
        }
        // MUI swaps the previous/next arrows itself when the theme is right to left (themeFor);
        // the page numbers take the reader's digits.
        renderItem={(item) => (
          <PaginationItem
            {...item}
            page={item.type === 'page' ? localDigits(String(item.page)) : item.page}
          />
        )}
      />
    </Stack>
  );
}
