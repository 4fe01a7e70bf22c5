/*
 * The public site's texts in English (issue 21's pages, word for word). siteMessages.ar.ts has
 * the same keys in Arabic; a unit test compares them. In the texts: {site} and other names in
 * braces are filled in by the page, [words](/path) is a link (a site path leads to the page in
 * the reader's language) and **words** are strong.
 */

const en = {
  meta: {
    tagline: 'Property management and rent collection for Kuwait',
    organizationDescription:
      '{tagline}: rent invoices and receipts in KWD, online payment, maintenance requests and a tenant portal.',
    country: 'Kuwait',
    ogLocale: 'en_US',
  },
  nav: {
    features: 'Features',
    pricing: 'Pricing',
    aboutUs: 'About us',
    contactUs: 'Contact us',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
  },
  chrome: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    signIn: 'Sign in',
    createAccount: 'Create account',
    productNav: 'Product',
    companyNav: 'Company',
    legalNav: 'Legal',
    createLandlordAccount: 'Create a landlord account',
    copyright: 'Amounts in Kuwaiti dinars (KWD), times in Kuwait time.',
  },
  home: {
    title: '{site} · Rent collection and property management for Kuwait',
    description:
      'Rent invoices and receipts in KWD, online payment with KNET and cards, maintenance requests and a tenant portal for landlords, property managers and tenants in Kuwait.',
    eyebrow: 'Made for Kuwait',
    heading: 'Smart property management and rentals',
    lead: '{site} keeps your buildings, tenants, contracts, rent invoices and collections in one place. Tenants pay online, managers handle the daily work, and you see every dinar at a glance.',
    createAccount: 'Create a landlord account',
    signIn: 'Sign in',
    invoice: {
      label: 'Example rent invoice',
      paid: 'Paid',
      unit: 'Salmiya Tower · Flat 12',
      monthlyRent: 'Monthly rent',
      repairCharge: 'AC repair charge',
      total: 'Total',
      paidBy: 'Paid by KNET',
      receipt: 'Receipt',
    },
    whatTitle: 'Everything a rental business runs on',
    whatIntro:
      'From the first contract to the last receipt, every step is recorded once and shared by the people who need it.',
    features: [
      {
        title: 'Rent invoices every month',
        text: 'Each approved contract is billed on its own: numbered invoices in KWD to the fils, overdue ones marked for you.',
      },
      {
        title: 'Receipts without typing',
        text: 'Every payment, online or recorded by hand with its transfer slip, issues a receipt PDF the tenant can download.',
      },
      {
        title: 'Online payment in Kuwait',
        text: 'Tenants pay with KNET or a card through MyFatoorah or Tap; the gateway confirms each payment before it counts.',
      },
      {
        title: 'Maintenance requests',
        text: 'Tenants report a leak or a broken AC with photos; you assign it, set a deadline and charge its cost if you choose.',
      },
      {
        title: 'A portal for tenants',
        text: 'Tenants see their contract, invoices, balance and receipts, pay online and follow their requests from a phone.',
      },
      {
        title: 'Managers and roles',
        text: 'Invite property managers, limit each to the buildings they run, and decide what every role may see and do.',
      },
    ],
    allFeatures: 'See all features',
    whoTitle: 'One panel, three kinds of users',
    whoIntro: 'Each person signs in to the same panel and sees only what is theirs.',
    audiences: [
      {
        title: 'Landlords',
        text: 'Know what is due, what came in and who is late across all your buildings, without a spreadsheet.',
      },
      {
        title: 'Property managers',
        text: 'Issue invoices, record payments and work through maintenance requests for the properties you manage.',
      },
      {
        title: 'Tenants',
        text: 'Pay rent online, download receipts and report a problem in your flat, in one place.',
      },
    ],
    howTitle: 'How to start',
    steps: [
      {
        title: 'Create your account',
        text: 'Sign up as a landlord with your name, email and Kuwaiti phone; the platform approves new accounts before the first sign-in.',
      },
      {
        title: 'Add properties and tenants',
        text: 'Enter your buildings and units, invite tenants by email and approve their contracts.',
      },
      {
        title: 'Collect rent',
        text: 'Invoices go out each month; payments and receipts follow, online or by hand.',
      },
    ],
    ctaTitle: 'Ready to stop chasing rent?',
    ctaText: 'Compare the plans, or ask us anything before you start.',
    seePricing: 'See pricing',
    contactUs: 'Contact us',
  },
  features: {
    title: 'Features',
    description:
      'Rent invoices and receipts in KWD, online payment with KNET and cards through MyFatoorah or Tap, manual payments, maintenance requests, a tenant portal, managers and roles.',
    heading: 'Features for landlords, managers and tenants',
    lead: 'Everything you need to let property in Kuwait: from contracts and monthly rent invoices to online payment, receipts and maintenance.',
    onThisPage: 'On this page',
    blocks: {
      invoices: {
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
      payments: {
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
      collections: {
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
      maintenance: {
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
      tenants: {
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
      roles: {
        title: 'Managers and roles',
        summary:
          'Invite property managers by email and decide what they may do: view invoices, record payments, approve contracts, handle requests.',
        points: [
          'Limit a manager to the buildings they run.',
          'Roles with their own permissions, changed at any time without signing anyone out.',
          'Tenants, managers and landlords each see a menu made for them.',
        ],
      },
      portfolio: {
        title: 'Properties, units and contracts',
        summary:
          'Buildings, villas and apartments with every unit, its rent and whether it is let, and tenants with their Civil ID and documents.',
        points: [
          'Two approved contracts of the same unit can never overlap.',
          'Contracts approved, renewed and terminated, with their documents kept privately.',
          'Dashboards for occupancy, rent due and collected, outstanding amounts by age and contracts ending.',
        ],
      },
    },
    ctaTitle: 'Try it with your own buildings',
    ctaText: 'Create a landlord account, add a property and invite your first tenant.',
    createAccount: 'Create a landlord account',
    seePricing: 'See pricing',
  },
  about: {
    title: 'About us',
    description:
      'Why {site} exists: rent collection and property management software made for landlords, property managers and tenants in Kuwait.',
    heading: 'About {site}',
    lead: 'We build rental software for Kuwait: for the landlord with one building in Hawalli and for the company managing hundreds of flats across Salmiya, Jabriya and Mangaf.',
    whyTitle: 'Why we started',
    why: 'Most landlords we met kept their tenants in one spreadsheet, their payments in another and their receipts in a drawer. Rent was collected by phone calls and bank transfer screenshots, and nobody could say at once who owed what. {site} puts contracts, invoices, payments, receipts and maintenance in one place, and lets tenants pay online with the cards and KNET they already use.',
    whoTitle: 'Who it is for',
    who: 'Landlords who let flats, villas, shops or offices; property managers who run buildings for their owners; and the tenants who live and work in them. Each has an account of their own in the same panel.',
    principlesTitle: 'What we hold ourselves to',
    principles: [
      {
        title: 'Money is exact',
        text: 'Amounts are kept in Kuwaiti dinars to the fils, never rounded on the way. Every screen and report reads the same figures, so the dashboard, the invoice list and the receipts report always agree.',
      },
      {
        title: 'Each person sees what is theirs',
        text: 'A landlord sees only its own buildings, a manager only what its landlord allows, a tenant only its own contract and invoices. The server checks it on every request.',
      },
      {
        title: 'Built for how Kuwait rents',
        text: 'Civil ID numbers, 8-digit Kuwaiti phone numbers, KNET, dates written day first and business days counted in Kuwait time.',
      },
      {
        title: 'A record of every change',
        text: 'Payments, write-offs and refunds keep who did what and when, so a question from a tenant or an accountant has an answer.',
      },
    ],
    ctaTitle: 'Talk to us',
    ctaText: 'Tell us about your buildings and we will show you how {site} fits them.',
    contactUs: 'Contact us',
    seeFeatures: 'See the features',
  },
  contact: {
    title: 'Contact us',
    description:
      'Ask about {site}: a demo for your buildings, plans and prices, or help with your account. We answer by email or phone.',
    heading: 'Contact us',
    lead: 'Questions about {site}, a demo with your own buildings, or help choosing a plan: write to us and we will answer by email or phone.',
    beforeTitle: 'Before you write',
    before: [
      'Already a customer? [Sign in](/admin-panel/auth/login) and raise a support ticket from the panel: it reaches the same team with your account attached.',
      'Tenants with a problem in their flat: report it as a maintenance request in the panel.',
      'Tell us how many properties and units you manage, so we can answer with the right plan.',
    ],
    form: {
      title: 'Send us a message',
      name: 'Your name',
      email: 'Email',
      phone: 'Phone',
      phoneHint: 'A Kuwaiti number: 8 digits starting with 9, 6, 5 or 4.',
      subject: 'Subject',
      message: 'Message',
      honeypot: 'Leave this field empty',
      send: 'Send message',
    },
    sentTitle: 'Message sent',
    sentDescription: 'Your message has been sent. We will answer you by email or phone.',
    sentHeading: 'Thank you',
    backHome: 'Back to the home page',
    seeFeatures: 'See the features',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist. Find your way from the home page.',
    heading: 'Page not found',
    lead: 'The page you asked for does not exist or has moved. Check the address, or go on from one of these pages.',
    home: 'Go to the home page',
  },
  pricing: {
    title: 'Pricing: property management plans in KWD',
    description:
      'Plans for Kuwaiti landlords in KWD: Starter, Professional and Enterprise, monthly or yearly, with a 14-day free trial.',
    heading: 'Simple plans in Kuwaiti dinars',
    intro:
      'Every approved landlord starts with a {days}-day free trial of our recommended plan. Pay monthly or save with a yearly plan, online by KNET or card.',
    cycleNav: 'Billing cycle',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: 'a month',
    perYear: 'a year',
    cycleMonthly: 'monthly',
    cycleYearly: 'yearly',
    plansLabel: 'Plans, billed {cycle}',
    recommended: 'Recommended',
    saving: 'Save {amount} a year',
    limits: 'Up to {units} and {managers}',
    /** A count's words for 0, 1, 2, 3 to 10 and more (Arabic agrees with each; English says units even for 1). */
    unitCounts: ['{n} units', '{n} units', '{n} units', '{n} units', '{n} units'],
    managerCounts: [
      '{n} property managers',
      '{n} property manager',
      '{n} property managers',
      '{n} property managers',
      '{n} property managers',
    ],
    subscribe: 'Subscribe',
    subscribeLabel: 'Subscribe to {plan}, billed {cycle}',
    notes:
      'Prices are in KWD and include every update. Cancel at any time: you keep access until the end of the period you paid for. Need more units or managers? Ask for a custom plan from your panel.',
  },
  legal: {
    updated: 'Last updated {date}.',
    reviewStrong: 'Draft for the operator’s review.',
    review:
      'This document describes how the software works. Before publishing it, the company that operates this service must check it with its legal adviser and add its legal name, commercial registration number and address under “Who we are”.',
    contents: 'Contents',
  },
  terms: {
    title: 'Terms of service',
    description:
      'The terms of using {site}: accounts and approval, your data, payments through Kuwaiti gateways, retention, your rights and how to contact us.',
    intro:
      'These terms explain what you can expect from {site} and what we expect from you. They apply to landlords, property managers and tenants alike.',
    sections: {
      whoWeAre: {
        title: 'Who we are',
        body: '{site} is property-management software offered as an online service by the company that operates this website (“we”, “the operator”). These terms are an agreement between the operator and each person or company that uses the service (“you”). By creating an account or using the service you accept them.',
      },
      accounts: {
        title: 'Accounts and approval',
        body: [
          'Landlords register themselves; an account can be used only after the operator approves it.',
          'Property managers and tenants join by an invitation from their landlord, who decides what they may see and do.',
          'You keep your password secret and tell us at once if you think someone else has used your account. You are responsible for what is done through it.',
          'The information you give us (name, email, Kuwaiti phone number) must be true and kept up to date.',
        ],
      },
      yourData: {
        title: 'Data we keep and why',
        body: 'Landlords enter the data of their properties, tenants and contracts, and remain responsible for having the right to do so. We process that data only to provide the service, as our [privacy policy](/privacy) explains.',
      },
      payments: {
        title: 'Payments',
        body: [
          'Rent is owed by the tenant to the landlord, not to the operator. Online payments are processed by licensed payment gateways (such as MyFatoorah or Tap, KNET and card schemes) under their own terms; a payment counts only once the gateway confirms it.',
          'Refunds of rent are decided by the landlord and made through the same gateway or by the landlord directly.',
          'Subscription fees for the service, where a plan is charged, are in Kuwaiti dinars as shown on the [pricing page](/pricing), billed per period in advance and not refundable for a period already started unless the law requires otherwise.',
        ],
      },
      acceptableUse: {
        title: 'Acceptable use',
        body: 'You may not use the service to break the law, to send messages that others did not ask for, to upload harmful files, to reach data that is not yours, or to disturb the service for others. We may suspend an account that does so.',
      },
      retention: {
        title: 'Retention and ending the service',
        body: 'You may stop using the service at any time. When a landlord’s account ends, we keep its invoices, receipts and payments for as long as Kuwaiti law requires financial records to be kept, and delete or anonymise the rest within 90 days. A landlord may ask for an export of its data before the account ends.',
      },
      liability: {
        title: 'Availability and liability',
        body: 'We work to keep the service available and the data safe, with backups, but we cannot promise that it will never be interrupted. To the extent the law allows, the operator is not liable for indirect losses, and its liability for direct losses is limited to the fees you paid in the twelve months before the claim.',
      },
      rights: {
        title: 'Your rights and changes to these terms',
        body: 'Nothing in these terms limits rights you have under the laws of the State of Kuwait. When we change these terms we publish the new version here with its date, and tell account holders by email before important changes take effect. These terms are governed by the laws of the State of Kuwait.',
      },
      contact: {
        title: 'Contact',
        body: 'Questions about these terms: write to us through the [contact page](/contact-us). Signed-in landlords and managers can also raise a support ticket in the panel.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What personal data {site} keeps and why, how payments are handled, how long data is kept, your rights and how to contact us.',
    intro:
      'This policy explains what personal data {site} keeps about landlords, property managers, tenants and visitors of this site, why, for how long, and what you can ask of us.',
    sections: {
      whoWeAre: {
        title: 'Who we are',
        body: '{site} is operated by the company that runs this website (“we”). For the data of their own tenants, each landlord decides what is entered and why; we process it on the landlord’s behalf. For account holders and visitors who write to us, we decide and are responsible.',
      },
      dataWeKeep: {
        title: 'Data we keep and why',
        body: [
          '**Account data** (name, email, Kuwaiti phone number, gender, profile picture, a hash of the password, never the password itself): to sign you in and contact you about your account.',
          '**Tenant and contract data** entered by landlords (names in English and Arabic, Civil ID, contract dates, rent, deposit, documents): to bill rent and keep the contract’s records.',
          '**Invoices, payments and receipts**: to know what is owed and paid, and to give the landlord and the tenant the same figures.',
          '**Maintenance and support requests** with their photos and comments: to get the work done.',
          '**Contact messages** sent from this site (name, email, phone, subject, message): to answer you.',
          '**Security records** (sign-in attempts and the network address they came from): to block password guessing and abuse. They are deleted after at most one day.',
        ],
      },
      payments: {
        title: 'Payments',
        body: 'Card and KNET details are entered on the payment gateway’s own page and never reach our servers. We keep the gateway’s reference, the amount, the date and the outcome of each payment, so that every payment has a receipt and can be refunded.',
      },
      sharing: {
        title: 'Who else sees it',
        body: 'Your landlord and the managers it allows see the data of your contract; the payment gateway sees what it needs to take a payment; our hosting and email providers store and carry data for us under contract. We do not sell personal data and do not use it for advertising. This site loads no trackers and sets one cookie only, to remember the language you choose; the panel keeps your session in your browser’s storage.',
      },
      retention: {
        title: 'How long we keep it',
        body: [
          'Account data: as long as the account exists, then up to 90 days.',
          'Invoices, payments and receipts: as long as Kuwaiti law requires financial records to be kept.',
          'Files that no record uses any more: deleted automatically.',
          'Contact messages: up to two years after we answered them.',
        ],
      },
      yourRights: {
        title: 'Your rights',
        body: 'You may ask to see the personal data we hold about you, to correct it, to receive a copy, or to have it deleted where we are not required to keep it. You may correct your name, phone and password yourself on your profile. Tenants can also ask their landlord, who controls their contract data. We answer requests within 30 days.',
      },
      security: {
        title: 'Security',
        body: 'Passwords are stored only as strong hashes, connections are encrypted, private documents are downloaded through links that expire, and every request is checked against the permissions of the person making it.',
      },
      contact: {
        title: 'Contact',
        body: 'For any question or request about your data, write to us through the [contact page](/contact-us) and say that it is about privacy.',
      },
    },
  },
};

/** The catalogue's shape: every key of the English one, each a text (or a list of texts). */
export type SiteMessages = typeof en;

export default en;
