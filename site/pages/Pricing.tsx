import { formatKwd, money, moneyText } from '../../domain/money';
import type { PlanRecord } from '../../domain/planSchemas';
import type { BillingCycle } from '../../domain/subscriptionFlow';
import { TRIAL_DAYS } from '../../domain/subscriptionFlow';
import { ARABIC, ENGLISH, localizedText, type Locale } from '../../domain/displayLocale';
import { countText, fill, siteMessages } from '../i18n/siteI18n';
import { useBaseUrl, useSite } from '../renderSitePage';
import { SITE_NAME, SiteLayout } from '../SiteLayout';
import { absoluteUrl } from '../siteMeta';
import { PRICING_CSS } from './pricingStyles';

/*
 * /pricing (issue 21 item 3): the plans on sale, rendered by the server at each request
 * (server/routes/pricing.ts), so a plan the super admin edits shows at once, without a rebuild.
 * Readable without JavaScript: the monthly/yearly switch is a pair of links (?cycle=yearly).
 */

/** The page's English title and description (the Arabic ones are the catalogue's `pricing`). */
export const PRICING_TITLE = siteMessages('en').pricing.title;
export const PRICING_DESCRIPTION = siteMessages('en').pricing.description;

/** Where a plan's Subscribe button leads: the panel's Subscription screen (login first when signed out). */
export const subscribeHref = (planId: string, cycle: BillingCycle) =>
  `/admin-panel/subscription/list?${new URLSearchParams({ plan: planId, cycle }).toString()}`;

/**
 * A plan as a reader sees it: its Arabic name, description and features for Arabic readers when
 * the plan has them (fields a plan may carry beside the English ones), the English ones otherwise.
 */
export type SitePlan = PlanRecord & Partial<{ nameAr: string; descriptionAr: string; featuresAr: string[] }>;

function planTexts(plan: SitePlan, locale: Locale) {
  const display = locale === 'ar' ? ARABIC : ENGLISH;
  const arabicFeatures = locale === 'ar' && plan.featuresAr?.length ? plan.featuresAr : null;
  /** 'en' for an English text shown on the Arabic page (read and laid out as English), else none. */
  const fallback = (arabic: string | undefined) => (locale === 'ar' && !arabic?.trim() ? 'en' : undefined);
  return {
    name: localizedText(plan.name, plan.nameAr, display),
    nameLang: fallback(plan.nameAr),
    description: localizedText(plan.description, plan.descriptionAr, display),
    descriptionLang: fallback(plan.descriptionAr),
    // The plan's own "Up to 10 units" and "1 property manager" lines are drawn as one, from its limits.
    features: arabicFeatures ?? plan.features.filter((f) => !/^Up to \d+ units$|property managers?$/.test(f)),
    featuresLang: arabicFeatures ? undefined : fallback(undefined),
  };
}

/**
 * A plan's text: as it is, or, when it is English on the Arabic page, isolated and marked as
 * English, so its full stop stays at its end inside the right-to-left line.
 */
function PlanText({ text, lang }: { text: string; lang: string | undefined }) {
  return lang ? <bdi lang={lang}>{text}</bdi> : <>{text}</>;
}

/** What a year costs against twelve months, when it is cheaper. */
function yearlySaving(plan: PlanRecord, locale: Locale): string | null {
  const saved = money(plan.monthlyPrice).times(12).minus(plan.yearlyPrice);
  const amount = formatKwd(moneyText(saved), locale === 'ar' ? ARABIC : ENGLISH);
  return saved.gt(0) ? fill(siteMessages(locale).pricing.saving, { amount }) : null;
}

/** schema.org SoftwareApplication with the plans as offers (priceCurrency KWD). */
export function pricingJsonLd(
  plans: SitePlan[],
  cycle: BillingCycle,
  pageUrl: string,
  locale: Locale = 'en',
) {
  const p = siteMessages(locale).pricing;
  const cycleName = cycle === 'yearly' ? p.cycleYearly : p.cycleMonthly;
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: pageUrl,
    description: p.description,
    ...(locale === 'en' ? {} : { inLanguage: locale }),
    offers: plans.map((plan) => {
      const texts = planTexts(plan, locale);
      return {
        '@type': 'Offer',
        name: `${texts.name} (${cycleName})`,
        description: texts.description,
        price: cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
        priceCurrency: 'KWD',
        url: pageUrl,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
          priceCurrency: 'KWD',
          unitCode: cycle === 'yearly' ? 'ANN' : 'MON',
        },
      };
    }),
  };
}

export function Pricing({ plans, cycle }: { plans: SitePlan[]; cycle: BillingCycle }) {
  const { t, href, locale } = useSite();
  const p = t.pricing;
  const display = locale === 'ar' ? ARABIC : ENGLISH;
  const per = cycle === 'yearly' ? p.perYear : p.perMonth;
  const cycleName = cycle === 'yearly' ? p.cycleYearly : p.cycleMonthly;
  const pageUrl = absoluteUrl(useBaseUrl(), href('/pricing'));
  return (
    <SiteLayout
      title={p.title}
      description={p.description}
      path="/pricing"
      jsonLd={[pricingJsonLd(plans, cycle, pageUrl, locale)]}
      switchPath={cycle === 'yearly' ? '/pricing?cycle=yearly' : '/pricing'}
    >
      <style dangerouslySetInnerHTML={{ __html: PRICING_CSS }} />
      <section className="pricing-head">
        <h1>{p.heading}</h1>
        <p>{fill(p.intro, { days: TRIAL_DAYS })}</p>
        <nav className="cycle-switch" aria-label={p.cycleNav}>
          <a href={href('/pricing')} aria-current={cycle === 'monthly' ? 'page' : undefined}>
            {p.monthly}
          </a>
          <a href={href('/pricing?cycle=yearly')} aria-current={cycle === 'yearly' ? 'page' : undefined}>
            {p.yearly}
          </a>
        </nav>
      </section>
      <section className="plans" aria-label={fill(p.plansLabel, { cycle: cycleName })}>
        {plans.map((plan) => {
          const saving = cycle === 'yearly' ? yearlySaving(plan, locale) : null;
          const texts = planTexts(plan, locale);
          return (
            <article
              key={plan.id}
              className={plan.recommended ? 'plan recommended' : 'plan'}
              aria-labelledby={`plan-${plan.id}`}
              data-plan={plan.name}
            >
              {plan.recommended ? <p className="badge">{p.recommended}</p> : null}
              <h2 id={`plan-${plan.id}`}>
                <PlanText text={texts.name} lang={texts.nameLang} />
              </h2>
              <p className="price">
                {formatKwd(cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice, display)}{' '}
                <span>{per}</span>
              </p>
              {saving ? <p className="saving">{saving}</p> : null}
              <p className="summary">
                <PlanText text={texts.description} lang={texts.descriptionLang} />
              </p>
              <ul>
                <li>
                  {fill(p.limits, {
                    units: countText(p.unitCounts, plan.maxUnits),
                    managers: countText(p.managerCounts, plan.maxManagers),
                  })}
                </li>
                {texts.features.map((feature) => (
                  <li key={feature}>
                    <PlanText text={feature} lang={texts.featuresLang} />
                  </li>
                ))}
              </ul>
              <a
                className={plan.recommended ? 'button' : 'button secondary'}
                href={subscribeHref(plan.id, cycle)}
                aria-label={fill(p.subscribeLabel, { plan: texts.name, cycle: cycleName })}
              >
                {p.subscribe}
              </a>
            </article>
          );
        })}
      </section>
      <p className="pricing-notes">{p.notes}</p>
    </SiteLayout>
  );
}
