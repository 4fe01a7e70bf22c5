import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { hasPermission } from '../../domain/permissions';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { PlanFlexibilitySection } from '../plan-flexibility/PlanFlexibilitySection';
import { BankAccountSection } from './BankAccountSection';
import { SettlementBatchesSection } from './SettlementBatchesSection';

/**
 * `/admin-panel/feedback` (spec section 2): plan flexibility and bank and settlements share the
 * path; the page shows the sections the user may see, the one the menu row named first.
 */
export default function FeedbackPage() {
  const [params] = useSearchParams();
  const { menuUser } = useCurrentUser();
  const translate = useTranslate();
  const role = menuUser.roleKey;
  const platform = role === 'super_admin' || role === 'admin';
  const sections: { key: string; title: string; body: ReactNode }[] = [];
  if (hasPermission(menuUser.permissions, 'View Plan Flexibility')) {
    sections.push({
      key: 'plan-flexibility',
      title: translate('bankSettlements.page.plan_flexibility'),
      body: <PlanFlexibilitySection />,
    });
  }
  if (hasPermission(menuUser.permissions, 'View Bank Settlement')) {
    sections.push({
      key: 'bank-settlements',
      title: translate('bankSettlements.page.title'),
      body: (
        <>
          {role === 'landlord' ? <BankAccountSection /> : null}
          <SettlementBatchesSection canFetch={platform || role === 'landlord'} withLandlord={platform} />
        </>
      ),
    });
  }
  const wanted = params.get('section') ?? 'plan-flexibility';
  sections.sort((a, b) => Number(b.key === wanted) - Number(a.key === wanted));
  return (
    <>
      <Title title={sections[0]?.title ?? translate('bankSettlements.page.title')} />
      <Stack sx={{ gap: 2, mt: 2 }}>
        {sections.map((s) => (
          <Stack key={s.key} sx={{ gap: 2 }}>
            {s.body}
          </Stack>
        ))}
      </Stack>
    </>
  );
}
