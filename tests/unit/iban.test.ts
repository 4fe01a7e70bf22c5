import { describe, expect, it } from 'vitest';
import { bankAccountBodySchema } from '../../domain/bankSettlementSchemas';
import {
  groupIban,
  ibanChecksumHolds,
  isKuwaitIban,
  kuwaitIbanProblem,
  normaliseIban,
} from '../../domain/iban';

/** Issue 20 item 7: Kuwaiti IBANs, checked by ISO 13616's mod-97 rule. */
describe('Kuwaiti IBAN', () => {
  // The Kuwaiti example of the IBAN registry (SWIFT) and Wikipedia's list of IBAN formats.
  const VALID = 'KW81CBKU0000000000001234560101';

  it('accepts the registry example, typed with spaces and in lower case', () => {
    expect(isKuwaitIban(VALID)).toBe(true);
    expect(isKuwaitIban('kw81 cbku 0000 0000 0000 1234 5601 01')).toBe(true);
    expect(normaliseIban('kw81 cbku-0000')).toBe('KW81CBKU0000');
    expect(groupIban(VALID)).toBe('KW81 CBKU 0000 0000 0000 1234 5601 01');
  });

  it('refuses wrong check digits and a single changed character', () => {
    expect(kuwaitIbanProblem('KW82CBKU0000000000001234560101')).toBe('checksum');
    expect(kuwaitIbanProblem('KW81CBKU0000000000001234560102')).toBe('checksum');
    expect(kuwaitIbanProblem('KW81CBKU0000000000001234650101')).toBe('checksum');
  });

  it('refuses a wrong length, a bank code with digits, and other countries', () => {
    expect(kuwaitIbanProblem('KW81CBKU000000000000123456010')).toBe('length');
    expect(kuwaitIbanProblem('KW81CBKU00000000000012345601011')).toBe('length');
    expect(kuwaitIbanProblem('KW81CB1U0000000000001234560101')).toBe('format');
    // Valid IBANs of other countries: the mod-97 rule holds, but they are not Kuwaiti.
    expect(ibanChecksumHolds('DE89370400440532013000')).toBe(true);
    expect(kuwaitIbanProblem('DE89370400440532013000')).toBe('country');
    expect(kuwaitIbanProblem('GB82WEST12345698765432')).toBe('country');
  });

  it('says what is wrong in the form’s words and stores the IBAN normalised', () => {
    const parsed = bankAccountBodySchema.safeParse({
      iban: 'KW00CBKU0000000000001234560101',
      holder_name: 'A',
      bank_name: 'B',
    });
    expect(parsed.error?.issues[0]?.message).toMatch(
      /^Enter a valid Kuwaiti IBAN: its check digits do not match/,
    );
    const ok = bankAccountBodySchema.parse({
      iban: 'kw81 cbku 0000 0000 0000 1234 5601 01',
      holder_name: ' A ',
      bank_name: 'B',
    });
    expect(ok).toEqual({ iban: VALID, holder_name: 'A', bank_name: 'B', sub_merchant_ref: null });
  });
});
