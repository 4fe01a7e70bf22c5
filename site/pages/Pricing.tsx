import { formatKwd, money, moneyText } from '../../domain/money';
import type { PlanRecord } from '../../domain/planSchemas';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import { TRIAL_DAYS } from '../../domain/subscriptionFlow';
import { useBaseUrl } from '../renderSitePage';
import { SITE_NAME, SiteLayout } from '../SiteLayout';
import { absoluteUrl } from '../siteMeta';
import { PRICING_CSS } from './pricingStyles';

/*
 * /pricing (issue 21 item 3): the plans on sale, rendered by the server at each request
 * (server/routes/pricing.ts), so a plan the super admin edits shows at once, without a rebuild.
 * Readable without JavaScript: the monthly/yearly switch is a pair of links (?cycle=yearly).
 */

export const PRICING_TITLE = 'Pricing: property management plans in KWD';
export const PRICING_DESCRIPTION =
  'Plans for Kuwaiti landlords in KWD: Starter, Professional and Enterprise, monthly or yearly, with a 14-day free trial.';

/** Where a plan's Subscribe button leads: the panel's Subscription screen (login first when signed out). */
export const subscribeHref = (planId: string, cycle: BillingCycle) =>
  `/admin-panel/subscription/list?${new URLSearchParams({ plan: planId, cycle }).toString()}`;

/** What a year costs against twelve months, when it is cheaper. */
function yearlySaving(plan: PlanRecord): string | null {
  const saved = money(plan.monthlyPrice).times(12).minus(plan.yearlyPrice);
  return saved.gt(0) ? `Save ${formatKwd(moneyText(saved))} a year` : null;
}

/** schema.org SoftwareApplication with the plans as offers (priceCurrency KWD). */
export function pricingJsonLd(plans: PlanRecord[], cycle: BillingCycle, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: pageUrl,
    description: PRICING_DESCRIPTION,
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${plan.name} (${cycle})`,
      description: plan.description,
      price: cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
      priceCurrency: 'KWD',
      url: pageUrl,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
        priceCurrency: 'KWD',
        unitCode: cycle === 'yearly' ? 'ANN' : 'MON',
      },
    })),
  };
}

export function Pricing({ plans, cycle }: { plans: PlanRecord[]; cycle: BillingCycle }) {
  const per = cycle === 'yearly' ? 'a year' : 'a month';
  const pageUrl = absoluteUrl(useBaseUrl(), '/pricing');
  return (
    <SiteLayout
      title={PRICING_TITLE}
      description={PRICING_DESCRIPTION}
      path="/pricing"
      jsonLd={[pricingJsonLd(plans, cycle, pageUrl)]}
    >
      <style dangerouslySetInnerHTML={{ __html: PRICING_CSS }} />
      <section className="pricing-head">
        <h1>Simple plans in Kuwaiti dinars</h1>
        <p>
          Every approved landlord starts with a {TRIAL_DAYS}-day free trial of our recommended plan. Pay
          monthly or save with a yearly plan, online by KNET or card.
        </p>
        <nav className="cycle-switch" aria-label="Billing cycle">
          <a href="/pricing" aria-current={cycle === 'monthly' ? 'page' : undefined}>
            Monthly
          </a>
          <a href="/pricing?cycle=yearly" aria-current={cycle === 'yearly' ? 'page' : undefined}>
            Yearly
          </a>
        </nav>
      </section>
      <section className="plans" aria-label={`Plans, billed ${cycle}`}>
        {plans.map((plan) => {
          const saving = cycle === 'yearly' ? yearlySaving(plan) : null;
          return (
            <article
              key={plan.id}
              className={plan.recommended ? 'plan recommended' : 'plan'}
              aria-labelledby={`plan-${plan.id}`}
              data-plan={plan.name}
            >
              {plan.recommended ? <p className="badge">Recommended</p> : null}
              <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
              <p className="price">
                {formatKwd(cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice)} <span>{per}</span>
              </p>
              {saving ? <p className="saving">{saving}</p> : null}
              <p className="summary">{plan.description}</p>
              <ul>
                <li>
                  Up to {plan.maxUnits} units and {plan.maxManagers} property manager
                  {plan.maxManagers === 1 ? '' : 's'}
                </li>
                {plan.features
                  .filter((f) => !/^Up to \d+ units$|property managers?$/.test(f))
                  .map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
              </ul>
              <a
                className={plan.recommended ? 'button' : 'button secondary'}
                href={subscribeHref(plan.id, cycle)}
                aria-label={`Subscribe to ${plan.name}, billed ${cycle}`}
              >
                Subscribe
              </a>
            </article>
          );
        })}
      </section>
      <p className="pricing-notes">
        Prices are in KWD and include every update. Cancel at any time: you keep access until the end of the
        period you paid for. Need more units or managers? Ask for a custom plan from your panel.
      </p>
    </SiteLayout>
  );
}
