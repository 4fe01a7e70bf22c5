import type { RenderedMail } from './layout';
import type { MailWords } from './mailWords';

/**
 * Plan flexibility's mails (issue 21 item 6): the platform hears of a landlord's new request; the
 * landlord hears of the platform's answer and of a move to a plan. Each links to the request in
 * the panel (a link built from PUBLIC_URL, never from a request).
 */

export interface PlanFlexibilityMailData {
  /** To the super admin: a landlord asked for a change of plan or a custom plan. */
  'plan-request-new': { from: string; summary: string; message: string; link: string };
  /** To the landlord: the platform answered (and perhaps decided). */
  'plan-request-answer': {
    firstName: string;
    summary: string;
    /** 'Accepted', 'Declined', or null for a reply that leaves the request open. */
    decision: string | null;
    body: string;
    link: string;
  };
  /** To the landlord: the platform moved it to a plan, now or at the end of its period. */
  'plan-request-moved': { firstName: string; plan: string; when: string; link: string };
}

export const PLAN_FLEXIBILITY_MAIL_TEMPLATES = [
  'plan-request-new',
  'plan-request-answer',
  'plan-request-moved',
] as const;

type Renderers = {
  [T in keyof PlanFlexibilityMailData]: (d: PlanFlexibilityMailData[T]) => Omit<RenderedMail, 'secret'>;
};

/** The renderers in one reader's words. */
export const planFlexibilityRenderers = ({ t, hello, mail, digits }: MailWords): Renderers => ({
  'plan-request-new': (d) =>
    mail(t('mail.planRequestNew.subject', { from: d.from, summary: d.summary }), [
      t('mail.helloNoName'),
      t('mail.planRequestNew.body', { from: d.from, summary: d.summary }),
      ...(d.message ? [d.message] : []),
      t('mail.planRequestNew.readAndAnswer', { link: d.link }),
    ]),
  'plan-request-answer': (d) => {
    // 'Accepted' or 'Declined' (PLAN_REQUEST_STATE_LABELS); null for a reply that decides nothing.
    const decided = d.decision === 'Accepted' ? 'Accepted' : d.decision === 'Declined' ? 'Declined' : '';
    return mail(t(`mail.planRequestAnswer.subject${decided}`), [
      hello(d.firstName),
      t(`mail.planRequestAnswer.body${decided}`, { summary: d.summary }),
      d.body,
      t('mail.readRequest', { link: d.link }),
    ]);
  },
  'plan-request-moved': (d) =>
    mail(t('mail.planRequestMoved.subject', { plan: d.plan }), [
      hello(d.firstName),
      d.when === 'now'
        ? t('mail.planRequestMoved.now', { plan: d.plan })
        : t('mail.planRequestMoved.later', { plan: d.plan, when: digits(d.when) }),
      t('mail.readRequest', { link: d.link }),
    ]),
});
