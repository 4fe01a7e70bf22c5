// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startBanner, type BannerFacts } from '../../server/startBanner';

/** Issue 30 items 6 and 12: the start banner says where the server listens and how payments go. */
const facts: BannerFacts = {
  base: 'http://localhost:3000',
  database: 'embedded (data/pglite)',
  files: 'data',
  seedDemo: true,
  host: '127.0.0.1',
  payments: 'sandbox',
  smtp: false,
  terminal: true,
};

describe('start banner', () => {
  it('with the demo data on loopback, says only this machine can open it and how to open it up', () => {
    const banner = startBanner(facts);
    expect(banner).toContain(
      "Only this machine can open it (listening on 127.0.0.1: the demo's password is public).",
    );
    expect(banner).toContain('HOST=0.0.0.0 npm start');
    expect(banner).toContain('payments     sandbox: simulated, no money moves');
  });

  it('says nothing of loopback once HOST opens it, or without the demo data; says when payment is off', () => {
    expect(startBanner({ ...facts, host: '0.0.0.0' })).not.toContain('Only this machine');
    const production = startBanner({ ...facts, seedDemo: false, host: '0.0.0.0', payments: null });
    expect(production).not.toContain('HOST=0.0.0.0');
    expect(production).toContain('payments     off: no PAYMENT_PROVIDER');
    expect(startBanner({ ...facts, payments: 'tap' })).toContain('payments     through tap');
  });
});
