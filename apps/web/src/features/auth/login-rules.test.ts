import { ZLoginFormSchema } from '@hse/contracts/auth';
import { describe, expect, it } from 'vitest';
import { LOGIN_RULES } from './login-rules';

function rulesAccept(values: { login: string; password: string }): boolean {
  return (['login', 'password'] as const).every((field) => {
    const rule = LOGIN_RULES[field];
    const value = values[field];
    const validate = rule.validate;
    const valid = typeof validate === 'function' ? validate(value, values) === true : true;
    const max = typeof rule.maxLength === 'object' ? Number(rule.maxLength.value) : Number.POSITIVE_INFINITY;
    return valid && value.length <= max;
  });
}

describe('sign-in rules', () => {
  const samples = [
    { login: 'admin', password: 'Demo1234!' },
    { login: '', password: 'x' },
    { login: '   ', password: 'x' },
    { login: 'a', password: '' },
    { login: 'a'.repeat(151), password: 'x' },
    { login: 'a', password: 'p'.repeat(257) },
    { login: ' admin ', password: ' ' },
  ];
  for (const sample of samples) {
    it(`agree with ZLoginFormSchema on ${JSON.stringify(sample).slice(0, 40)}`, () => {
      expect(rulesAccept(sample)).toBe(ZLoginFormSchema.safeParse(sample).success);
    });
  }
});
