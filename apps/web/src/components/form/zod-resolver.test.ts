import { ZLoginNameSchema, ZRegisterSchema } from '@hse/contracts/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { translateFieldError } from './field-error';
import { localizedZodResolver } from './zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('localizedZodResolver', () => {
  it('turns issues into translated texts with their parameters', async () => {
    const resolve = localizedZodResolver(
      z.object({ login: ZLoginNameSchema, email: z.email('validation.email') }),
    );
    const result = await resolve({ login: 'ab', email: 'x' }, undefined, options);
    const t = i18n.getFixedT('ru');
    expect(translateFieldError(t, result.errors.login?.message as string)).toBe('Не меньше 3 символов');
    expect(translateFieldError(t, result.errors.email?.message as string)).toBe(
      'Введите адрес электронной почты',
    );
    expect(translateFieldError(i18n.getFixedT('kk'), result.errors.login?.message as string)).toBe(
      'Кемінде 3 таңба',
    );
  });

  it('keeps the bound of a length check that names its own message', async () => {
    const resolve = localizedZodResolver(z.object({ site: z.string().max(5, 'validation.too_long') }));
    const result = await resolve({ site: 'Куст 125' }, undefined, options);
    const message = result.errors.site?.message as string;
    expect(translateFieldError(i18n.getFixedT('ru'), message)).toBe('Не больше 5 символов');
    expect(translateFieldError(i18n.getFixedT('en'), message)).toBe('At most 5 characters');
  });

  it('reports mismatching passwords on the confirmation', async () => {
    const resolve = localizedZodResolver(ZRegisterSchema);
    const values = {
      last_name: 'Иванов',
      first_name: 'Иван',
      login: 'ivanov',
      organization_id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4a5b',
      iin: '900101300019',
      password: 'password1',
      password_confirm: 'password2',
    };
    const result = await resolve(values, undefined, options);
    const message = result.errors.password_confirm?.message as string;
    expect(translateFieldError(i18n.getFixedT('en'), message)).toBe(
      'Passwords do not match, check your input',
    );
  });

  it('leaves server texts as they are', () => {
    expect(translateFieldError(i18n.getFixedT('ru'), 'Такой логин уже занят')).toBe('Такой логин уже занят');
  });
});
