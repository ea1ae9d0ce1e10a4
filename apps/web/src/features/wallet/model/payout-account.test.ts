import { describe, expect, it } from 'vitest';
import { accountNumberProblem, cpfProblem, holderNameProblem, pixKeyProblem } from '@portico/contract/payout-account';

describe('Pix key formats (the same checks the platform makes)', () => {
  it('accepts a CPF with correct check digits, typed with or without punctuation', () => {
    expect(cpfProblem('529.982.247-25')).toBeNull();
    expect(pixKeyProblem('CPF', '52998224725')).toBeNull();
    expect(pixKeyProblem('CPF', '529.982.247-26')).toBe('checkDigits');
    expect(pixKeyProblem('CPF', '111.111.111-11')).toBe('checkDigits');
    expect(pixKeyProblem('CPF', '5299822472')).toBe('format');
    expect(pixKeyProblem('CPF', '')).toBe('required');
  });

  it('accepts a Brazilian mobile with +55, an email and a random key (UUID)', () => {
    expect(pixKeyProblem('PHONE', '+55 11 91234-5678')).toBeNull();
    expect(pixKeyProblem('PHONE', '+5521987654321')).toBeNull();
    expect(pixKeyProblem('PHONE', '11912345678')).toBe('format');
    expect(pixKeyProblem('PHONE', '+1 415 555 0100')).toBe('format');
    expect(pixKeyProblem('EMAIL', 'Joao.Silva@example.com.br')).toBeNull();
    expect(pixKeyProblem('EMAIL', 'joao@')).toBe('format');
    expect(pixKeyProblem('EMAIL', 'joao silva@example.com')).toBe('format');
    expect(pixKeyProblem('EVP', '123E4567-E89B-42D3-A456-426614174000')).toBeNull();
    expect(pixKeyProblem('EVP', '123e4567e89b42d3a456426614174000')).toBe('format');
  });

  it('checks bank account numbers and holder names', () => {
    expect(accountNumberProblem('0012 3456-789')).toBeNull();
    expect(accountNumberProblem('1234')).toBe('format');
    expect(accountNumberProblem('12ab5678')).toBe('format');
    expect(holderNameProblem('João da Silva')).toBeNull();
    expect(holderNameProblem("Mary-Ann O'Neil")).toBeNull();
    expect(holderNameProblem('J')).toBe('format');
    expect(holderNameProblem('Agent 007')).toBe('format');
    expect(holderNameProblem('   ')).toBe('required');
  });
});
