import { SiteLayout } from '../SiteLayout';
import { REGISTER_PATH } from '../siteMeta';

interface FeatureBlock {
  id: string;
  title: string;
  summary: string;
  points: string[];
}

const BLOCKS: FeatureBlock[] = [
  {
    id: 'invoices',
    title: 'Rent invoices and receipts in KWD',
    summary:
      'Every approved contract is billed one invoice per month it covers, numbered per landlord, with amounts in Kuwaiti dinars to three decimals.',
    points: [
      'Invoices issued on time by the server itself, never twice for the same month.',
      'Extra charges (a repair, a parking space) added to an invoice before it is paid.',
      'Statuses unpaid, partially paid, paid, overdue and cancelled, shown the same on every screen.',
      'Printable invoices and receipt PDFs, and a statement per tenant.',
    ],
  },
  {
    id: 'payments',
    title: 'Online payment through Kuwaiti gateways',
    summary:
      'Tenants pay an invoice from their phone with KNET or a card. MyFatoorah and Tap are supported; the gateway’s own confirmation decides whether a payment counts.',
    points: [
      'A payment link you can mail to a tenant, or a Pay button in the tenant portal.',
      'Partial payments when you allow them, with the minimum you choose.',
      'Refunds recorded against the payment, with a credit note.',
      'Bank settlements from the gateway matched to the payments they contain.',
    ],
  },
  {
    id: 'collections',
    title: 'Manual payments and collection reports',
    summary:
      'Cash, cheques and bank transfers are recorded against the invoice with the transfer slip attached, and a receipt is issued at once.',
    points: [
      'A payment can never exceed what the invoice still owes, even when two people record at once.',
      'A short payment can be written off with the reason, who did it and when.',
      'Collection reports per property, unit and month, and the receipts report for your accountant.',
      'Every payment and change is audited: who, when, before and after.',
    ],
  },
  {
    id: 'maintenance',
    title: 'Maintenance requests',
    summary:
      'Tenants report a problem in their unit with photos and a time to visit; you and your managers work through the requests until they are done.',
    points: [
      'Categories, priorities and deadlines by priority, with overdue requests marked.',
      'Assign a manager or a vendor, comment internally or to the tenant.',
      'Charge the cost of a repair to the tenant’s next invoice when the contract says so.',
      'Tenants rate the work; a request that was not resolved reopens.',
    ],
  },
  {
    id: 'tenants',
    title: 'A portal for tenants',
    summary:
      'Each tenant signs in to see their own contract, invoices, balance, deposit and receipts, and nothing of anyone else’s.',
    points: [
      'Request a vacant unit; the landlord approves the contract.',
      'Pay rent online and download the receipt at once.',
      'Report and follow maintenance requests.',
      'Works on a phone as well as on a computer.',
    ],
  },
  {
    id: 'roles',
    title: 'Managers and roles',
    summary:
      'Invite property managers by email and decide what they may do: view invoices, record payments, approve contracts, handle requests.',
    points: [
      'Limit a manager to the buildings they run.',
      'Roles with their own permissions, changed at any time without signing anyone out.',
      'Tenants, managers and landlords each see a menu made for them.',
    ],
  },
  {
    id: 'portfolio',
    title: 'Properties, units and contracts',
    summary:
      'Buildings, villas and apartments with every unit, its rent and whether it is let, and tenants with their Civil ID and documents.',
    points: [
      'Two approved contracts of the same unit can never overlap.',
      'Contracts approved, renewed and terminated, with their documents kept privately.',
      'Dashboards for occupancy, rent due and collected, outstanding amounts by age and contracts ending.',
    ],
  },
];

/** /features: what the product does, in the words of the people who use it. */
export function Features() {
  return (
    <SiteLayout
      title="Features"
      description="Rent invoices and receipts in KWD, online payment with KNET and cards through MyFatoorah or Tap, manual payments, maintenance requests, a tenant portal, managers and roles."
      path="/features"
    >
      <section className="page-head">
        <div className="wrap">
          <h1>Features for landlords, managers and tenants</h1>
          <p className="lead">
            Everything you need to let property in Kuwait: from contracts and monthly rent invoices to online
            payment, receipts and maintenance.
          </p>
          <nav aria-label="On this page" className="actions">
            {BLOCKS.map((b) => (
              <a key={b.id} href={`#${b.id}`}>
                {b.title}
              </a>
            ))}
          </nav>
        </div>
      </section>
      <div className="wrap">
        {BLOCKS.map((b) => (
          <section className="feature-block" id={b.id} key={b.id} aria-labelledby={`${b.id}-title`}>
            <div>
              <h2 id={`${b.id}-title`}>{b.title}</h2>
              <p>{b.summary}</p>
            </div>
            <ul>
              {b.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
        <div className="cta">
          <h2>Try it with your own buildings</h2>
          <p>Create a landlord account, add a property and invite your first tenant.</p>
          <div className="actions">
            <a className="button" href={REGISTER_PATH}>
              Create a landlord account
            </a>
            <a className="button secondary" href="/pricing">
              See pricing
            </a>
          </div>
        </div>
      </div>
    </SiteLayout>
  );
}
