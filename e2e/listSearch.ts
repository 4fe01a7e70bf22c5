import { expect, type Page } from '@playwright/test';

/**
 * Types a search into a list's search box and returns once the list has taken it: the address
 * carries the search in its filter, as react-admin writes it after its half-second pause.
 *
 * Checking the rows alone is not enough when the list already showed only the wanted row (a spec's
 * own landlord with one invoice): the check passed before the search was applied, the spec opened a
 * row, and the pending search then moved the panel back to the list (the CI run of stop 46 failed
 * this way twice, at load). A person sees the same: a search typed and a row clicked within the
 * pause brings the list back.
 */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect
    .poll(() => {
      const filter = new URL(page.url()).searchParams.get('filter');
      return filter === null ? [] : Object.values(JSON.parse(filter) as Record<string, unknown>);
    })
    .toContain(text);
}
