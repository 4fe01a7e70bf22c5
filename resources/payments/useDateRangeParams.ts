import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { API_DATE_FORMAT, defaultDateRange } from './paymentDisplay';

export interface DateRange {
  from: Dayjs;
  to: Dayjs;
}

const day = (value: string | null): Dayjs | undefined => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const parsed = dayjs(value, API_DATE_FORMAT);
  return parsed.isValid() ? parsed.startOf('day') : undefined;
};

/**
 * The list's date range kept in the URL (?dateFrom=YYYY-MM-DD&dateTo=…), so a reload or a shared
 * link shows the same payments; without them (or with a bad one) spec section 9's default range.
 * `reversed` says the range is empty by construction, which the screen says instead of "No results.".
 */
export function useDateRangeParams(): [DateRange & { reversed: boolean }, (next: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('dateFrom');
  const toParam = params.get('dateTo');
  const range = useMemo(() => {
    const fallback = defaultDateRange();
    const from = day(fromParam) ?? fallback.from;
    const to = day(toParam) ?? fallback.to;
    return { from, to, reversed: from.isAfter(to) };
  }, [fromParam, toParam]);
  const setRange = useCallback(
    (next: DateRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('dateFrom', next.from.format(API_DATE_FORMAT));
          updated.set('dateTo', next.to.format(API_DATE_FORMAT));
          // Another range starts on its first page (one change of the address: two in one tick
          // would each start from the same old address, and the second undo the first).
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}
