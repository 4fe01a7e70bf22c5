import { LegalDocument, type LegalSection } from '../LegalDocument';
import { SITE_NAME } from '../siteMeta';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SITE_NAME} is property-management software offered as an online service by the company that operates
        this website (“we”, “the operator”). These terms are an agreement between the operator and each person
        or company that uses the service (“you”). By creating an account or using the service you accept them.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and approval',
    body: (
      <ul>
        <li>Landlords register themselves; an account can be used only after the operator approves it.</li>
        <li>
          Property managers and tenants join by an invitation from their landlord, who decides what they may
          see and do.
        </li>
        <li>
          You keep your password secret and tell us at once if you think someone else has used your account.
          You are responsible for what is done through it.
        </li>
        <li>
          The information you give us (name, email, Kuwaiti phone number) must be true and kept up to date.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-data',
    title: 'Data we keep and why',
    body: (
      <p>
        Landlords enter the data of their properties, tenants and contracts, and remain responsible for having
        the right to do so. We process that data only to provide the service, as our{' '}
        <a href="/privacy">privacy policy</a> explains.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <ul>
        <li>
          Rent is owed by the tenant to the landlord, not to the operator. Online payments are processed by
          licensed payment gateways (such as MyFatoorah or Tap, KNET and card schemes) under their own terms;
          a payment counts only once the gateway confirms it.
        </li>
        <li>
          Refunds of rent are decided by the landlord and made through the same gateway or by the landlord
          directly.
        </li>
        <li>
          Subscription fees for the service, where a plan is charged, are in Kuwaiti dinars as shown on the{' '}
          <a href="/pricing">pricing page</a>, billed per period in advance and not refundable for a period
          already started unless the law requires otherwise.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        You may not use the service to break the law, to send messages that others did not ask for, to upload
        harmful files, to reach data that is not yours, or to disturb the service for others. We may suspend
        an account that does so.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention and ending the service',
    body: (
      <p>
        You may stop using the service at any time. When a landlord’s account ends, we keep its invoices,
        receipts and payments for as long as Kuwaiti law requires financial records to be kept, and delete or
        anonymise the rest within 90 days. A landlord may ask for an export of its data before the account
        ends.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep the service available and the data safe, with backups, but we cannot promise that it
        will never be interrupted. To the extent the law allows, the operator is not liable for indirect
        losses, and its liability for direct losses is limited to the fees you paid in the twelve months
        before the claim.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and changes to these terms',
    body: (
      <p>
        Nothing in these terms limits rights you have under the laws of the State of Kuwait. When we change
        these terms we publish the new version here with its date, and tell account holders by email before
        important changes take effect. These terms are governed by the laws of the State of Kuwait.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: write to us through the <a href="/contact-us">contact page</a>. Signed-in
        landlords and managers can also raise a support ticket in the panel.
      </p>
    ),
  },
];

/** /terms: the terms of service, structured as a real document and marked for the operator's review. */
export function Terms() {
  return (
    <LegalDocument
      title="Terms of service"
      description={`The terms of using ${SITE_NAME}: accounts and approval, your data, payments through Kuwaiti gateways, retention, your rights and how to contact us.`}
      path="/terms"
      updated="25-11-2026"
      intro={
        <p>
          These terms explain what you can expect from {SITE_NAME} and what we expect from you. They apply to
          landlords, property managers and tenants alike.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
