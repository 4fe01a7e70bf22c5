import { LegalDocument, type LegalSection } from '../LegalDocument';
import { SITE_NAME } from '../siteMeta';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SITE_NAME} is operated by the company that runs this website (“we”). For the data of their own
        tenants, each landlord decides what is entered and why; we process it on the landlord’s behalf. For
        account holders and visitors who write to us, we decide and are responsible.
      </p>
    ),
  },
  {
    id: 'data-we-keep',
    title: 'Data we keep and why',
    body: (
      <ul>
        <li>
          <strong>Account data</strong> (name, email, Kuwaiti phone number, gender, profile picture, a hash of
          the password, never the password itself): to sign you in and contact you about your account.
        </li>
        <li>
          <strong>Tenant and contract data</strong> entered by landlords (names in English and Arabic, Civil
          ID, contract dates, rent, deposit, documents): to bill rent and keep the contract’s records.
        </li>
        <li>
          <strong>Invoices, payments and receipts</strong>: to know what is owed and paid, and to give the
          landlord and the tenant the same figures.
        </li>
        <li>
          <strong>Maintenance and support requests</strong> with their photos and comments: to get the work
          done.
        </li>
        <li>
          <strong>Contact messages</strong> sent from this site (name, email, phone, subject, message): to
          answer you.
        </li>
        <li>
          <strong>Security records</strong> (sign-in attempts and the network address they came from): to
          block password guessing and abuse. They are deleted after at most one day.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card and KNET details are entered on the payment gateway’s own page and never reach our servers. We
        keep the gateway’s reference, the amount, the date and the outcome of each payment, so that every
        payment has a receipt and can be refunded.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees it',
    body: (
      <p>
        Your landlord and the managers it allows see the data of your contract; the payment gateway sees what
        it needs to take a payment; our hosting and email providers store and carry data for us under
        contract. We do not sell personal data and do not use it for advertising. This site sets no cookies
        and loads no trackers; the panel keeps your session in your browser’s storage.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account data: as long as the account exists, then up to 90 days.</li>
        <li>
          Invoices, payments and receipts: as long as Kuwaiti law requires financial records to be kept.
        </li>
        <li>Files that no record uses any more: deleted automatically.</li>
        <li>Contact messages: up to two years after we answered them.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You may ask to see the personal data we hold about you, to correct it, to receive a copy, or to have
        it deleted where we are not required to keep it. You may correct your name, phone and password
        yourself on your profile. Tenants can also ask their landlord, who controls their contract data. We
        answer requests within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored only as strong hashes, connections are encrypted, private documents are
        downloaded through links that expire, and every request is checked against the permissions of the
        person making it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For any question or request about your data, write to us through the{' '}
        <a href="/contact-us">contact page</a> and say that it is about privacy.
      </p>
    ),
  },
];

/** /privacy: the privacy policy, structured as a real document and marked for the operator's review. */
export function Privacy() {
  return (
    <LegalDocument
      title="Privacy policy"
      description={`What personal data ${SITE_NAME} keeps and why, how payments are handled, how long data is kept, your rights and how to contact us.`}
      path="/privacy"
      updated="25-11-2026"
      intro={
        <p>
          This policy explains what personal data {SITE_NAME} keeps about landlords, property managers,
          tenants and visitors of this site, why, for how long, and what you can ask of us.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
