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

type Compose = (subject: string, paragraphs: string[]) => { subject: string; text: string; html: string };

/** The renderers, given the product's one layout and greeting. */
export const planFlexibilityRenderers = (
  compose: Compose,
  hello: (firstName: string | undefined) => string,
): { [T in keyof PlanFlexibilityMailData]: (d: PlanFlexibilityMailData[T]) => ReturnType<Compose> } => ({
  'plan-request-new': (d) =>
    compose(`Plan request from ${d.from}: ${d.summary}`, [
      'Hello,',
      `${d.from} asks for ${d.summary}.`,
      ...(d.message ? [d.message] : []),
      `Read and answer it: ${d.link}`,
    ]),
  'plan-request-answer': (d) =>
    compose(
      d.decision ? `Your plan request was ${d.decision.toLowerCase()}` : 'An answer to your plan request',
      [
        hello(d.firstName),
        d.decision
          ? `The platform ${d.decision.toLowerCase()} your request for ${d.summary}:`
          : `The platform answered your request for ${d.summary}:`,
        d.body,
        `Read the request: ${d.link}`,
      ],
    ),
  'plan-request-moved': (d) =>
    compose(`Your plan is now ${d.plan}`, [
      hello(d.firstName),
      d.when === 'now'
        ? `The platform moved your subscription to ${d.plan}. It applies at once.`
        : `The platform moves your subscription to ${d.plan} on ${d.when}, at the end of your current period.`,
      `Read the request: ${d.link}`,
    ]),
});
