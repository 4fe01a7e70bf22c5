/**
 * /pricing's own styles, inlined in its page (the CSP allows inline styles) so that the shared
 * site.css stays the site's. Works without JavaScript: the monthly/yearly switch is two links.
 */
export const PRICING_CSS = `
.pricing-head { max-width: 52rem; margin: 0 auto; padding: clamp(2rem, 6vw, 4rem) 1.25rem 1rem; text-align: center; }
.pricing-head h1 { font-size: clamp(1.9rem, 4.5vw, 2.75rem); margin: 0 0 0.75rem; line-height: 1.15; }
.pricing-head p { color: var(--muted); font-size: 1.1rem; line-height: 1.6; margin: 0; }
.cycle-switch { display: inline-flex; margin: 1.5rem auto 0; border: 1px solid var(--primary); border-radius: 999px; overflow: hidden; background: #fff; }
.cycle-switch a { padding: 0.55rem 1.2rem; color: var(--primary); text-decoration: none; font-weight: 600; }
.cycle-switch a[aria-current="page"] { background: var(--primary); color: #fff; }
.plans { display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); max-width: 68rem; margin: 0 auto; padding: 1.5rem 1.25rem 1rem; align-items: stretch; }
.plan { background: #fff; border: 1px solid #e5e7eb; border-radius: 14px; padding: 1.5rem; display: flex; flex-direction: column; gap: 0.75rem; position: relative; }
.plan.recommended { border: 2px solid var(--primary); box-shadow: 0 10px 30px rgb(15 118 110 / 0.12); }
.plan .badge { position: absolute; top: -0.8rem; inset-inline-start: 1.5rem; background: var(--primary); color: #fff; font-size: 0.8rem; font-weight: 700; padding: 0.2rem 0.7rem; border-radius: 999px; margin: 0; }
.plan h2 { margin: 0; font-size: 1.35rem; }
.plan .price { margin: 0; font-size: 1.9rem; line-height: 1.2; font-weight: 800; color: var(--ink); }
.plan .price span { font-size: 0.95rem; font-weight: 500; color: var(--muted); white-space: nowrap; }
.plan .saving { margin: 0; color: var(--primary); font-weight: 600; font-size: 0.95rem; }
.plan .summary { margin: 0; color: var(--muted); line-height: 1.5; }
.plan ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.45rem; flex: 1; }
.plan li { padding-inline-start: 1.6rem; position: relative; line-height: 1.4; }
.plan li::before { content: "✓"; position: absolute; inset-inline-start: 0; color: var(--primary); font-weight: 800; }
.plan .button { text-align: center; margin-top: 0.5rem; }
.pricing-notes { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem 3.5rem; color: var(--muted); line-height: 1.6; text-align: center; }
`;
