import type { TranslateFunction } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { PlanRequestKind } from '../../domain/planFlexibility';

/*
 * The words of domain/planFlexibility.ts (its *_LABELS and planRequestTitle stay the spec's
 * English, for the server and its mails) as the panel shows them: in the reader's language,
 * through this folder's catalogue (`planFlexibility.*`).
 */

/** A count in the reader's digits. */
export const count = (n: number | null | undefined) => localDigits(String(n ?? ''));

/** "Move to Enterprise", "Custom plan: 120 units, 8 managers" in the reader's language. */
export function planTitle(
  translate: TranslateFunction,
  request: { kind: PlanRequestKind; planName: string | null; units: number | null; managers: number | null },
): string {
  if (request.kind === 'plan_change')
    return translate('planFlexibility.request_title.plan_change', {
      plan: request.planName ?? translate('planFlexibility.request_title.another_plan'),
    });
  return translate('planFlexibility.request_title.custom_plan', {
    units: count(request.units),
    managers: count(request.managers),
  });
}

/** A catalogue word for a value of the domain (a state, a cycle); the value itself when it has none. */
export const wordFor = (translate: TranslateFunction, group: string, value: string) =>
  translate(`planFlexibility.${group}.${value}`, { _: value });
