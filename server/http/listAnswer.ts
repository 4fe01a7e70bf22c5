/**
 * The list answer of ARCHITECTURE.md's API conventions, in one place for every list route:
 * `{ success, message, items, total, totalPages, page, pageSize }`.
 */
export function listAnswer<T>(
  items: T[],
  total: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return {
    success: true as const,
    message: 'OK',
    items,
    total,
    totalPages: Math.ceil(total / pageSize),
    page,
    pageSize,
  };
}

/** Rows to skip for a 1-based page. */
export const pageOffset = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;
