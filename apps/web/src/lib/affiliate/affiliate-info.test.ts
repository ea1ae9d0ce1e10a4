import { afterEach, describe, expect, it } from 'vitest';
import { AFFILIATE_INFO_KEY, affiliateInfoAfter, captureAffiliateInfo, readAffiliateInfo } from './affiliate-info';

afterEach(() => localStorage.removeItem(AFFILIATE_INFO_KEY));

describe('affiliateInfoAfter (doc E §3 "Affiliate info" precedence)', () => {
  const saved = { affiliateCode: 'OLD', referralCode: 'OLDREF', originalDomain: 'old.example' };

  it('takes the referral code from r, else referralCode, else affiliateCode, else the saved one', () => {
    expect(affiliateInfoAfter({}, '?r=R1&referralCode=RC1&affiliateCode=A1', 'a.example').referralCode).toBe('R1');
    expect(affiliateInfoAfter({}, '?referralCode=RC1&affiliateCode=A1', 'a.example').referralCode).toBe('RC1');
    expect(affiliateInfoAfter({}, '?affiliateCode=A1', 'a.example').referralCode).toBe('A1');
    expect(affiliateInfoAfter(saved, '?utm_source=x', 'a.example')).toBe(saved);
  });

  it('keeps the saved affiliate code when only a referral arrives, and records the host of the new code', () => {
    expect(affiliateInfoAfter(saved, '?r=NEW', 'b.example')).toEqual({ affiliateCode: 'OLD', referralCode: 'NEW', originalDomain: 'b.example' });
    expect(affiliateInfoAfter(saved, '?affiliateCode=A2', 'c.example')).toEqual({ affiliateCode: 'A2', referralCode: 'A2', originalDomain: 'c.example' });
  });

  it('ignores codes that are not codes (markup, spaces, too long)', () => {
    expect(affiliateInfoAfter({}, '?affiliateCode=%3Cscript%3E&r=a%20b', 'a.example')).toEqual({});
    expect(affiliateInfoAfter({}, `?r=${'x'.repeat(65)}`, 'a.example')).toEqual({});
    expect(affiliateInfoAfter({}, '?r=&affiliateCode=%20%20', 'a.example')).toEqual({});
  });
});

describe('captureAffiliateInfo', () => {
  it('keeps the codes of the address for later visits, and a plain visit does not erase them', () => {
    captureAffiliateInfo('?affiliateCode=AFF9&r=REF9', 'land.example');
    expect(readAffiliateInfo()).toEqual({ affiliateCode: 'AFF9', referralCode: 'REF9', originalDomain: 'land.example' });
    captureAffiliateInfo('', 'other.example');
    expect(readAffiliateInfo()).toEqual({ affiliateCode: 'AFF9', referralCode: 'REF9', originalDomain: 'land.example' });
  });

  it('survives corrupt storage', () => {
    localStorage.setItem(AFFILIATE_INFO_KEY, '{not json');
    expect(readAffiliateInfo()).toEqual({});
    expect(captureAffiliateInfo('?r=R2', 'x.example')).toEqual({ referralCode: 'R2', originalDomain: 'x.example' });
  });
});
