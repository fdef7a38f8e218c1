import type { TLoginForm } from '@hse/contracts/auth';
import type { RegisterOptions } from 'react-hook-form';

type TRules = { [K in keyof TLoginForm]: RegisterOptions<TLoginForm, K> };

/**
 * ZLoginFormSchema as react-hook-form rules (messages are MESSAGES keys). The sign-in page is the
 * first download of every visit; zod alone would add a tenth to it. login-rules.test.ts keeps
 * both in step.
 */
export const LOGIN_RULES: TRules = {
  login: {
    validate: (value) => (value.trim().length > 0 ? true : 'validation.required'),
    maxLength: { value: 150, message: JSON.stringify({ key: 'validation.too_long', params: { max: 150 } }) },
  },
  password: {
    validate: (value) => (value.length > 0 ? true : 'validation.required'),
    maxLength: { value: 256, message: JSON.stringify({ key: 'validation.too_long', params: { max: 256 } }) },
  },
};
