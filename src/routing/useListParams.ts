import { useCallback, useMemo } from 'react';
// react-router-dom, as the rest of the resources: in tests it is the copy react-admin's router is built on.
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's page, search, filters and sort, kept in the address (issue 32 item 2): a reload,
 * a link sent to a colleague and Back from a record bring the list back as it was. Every value is a
 * string; one equal to its default stays out of the address. A change replaces the history entry,
 * so Back leaves the list rather than stepping through each filter tried.
 */
export function useListParams<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  // The defaults may be built anew on each render (this month, say): compared by their text.
  const defaultsText = JSON.stringify(defaults);
  const shown = Object.keys(defaults)
    .map((name) => `${name}=${params.get(name) ?? ''}`)
    .join('&');
  const values = useMemo(() => {
    const read = JSON.parse(defaultsText) as T;
    for (const name of Object.keys(read) as (keyof T & string)[]) {
      const value = params.get(name);
      if (value !== null) read[name] = value as T[typeof name];
    }
    return read;
    // `shown` is what this list reads of the address: other parameters do not make a new object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, defaultsText]);
  const update = useCallback(
    (patch: Partial<T>) => {
      const fallback = JSON.parse(defaultsText) as T;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === fallback[name]) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultsText],
  );
  return [values, update];
}

/** A page number read from the address: a whole number from 1, else the first page. */
export const pageNumber = (value: string) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
