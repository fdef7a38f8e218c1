import { describe, expect, it } from 'vitest';
import { loadResources } from './resources';

describe('loadResources', () => {
  it("gives one language's screen texts with the texts it shares with the server", async () => {
    const kk = await loadResources('kk');
    expect(kk.auth).toMatchObject({ login: { submit: 'Кіру' } });
    expect(kk.messages).toMatchObject({ validation: { required: 'Өрісті толтырыңыз' } });
    expect(Object.keys(kk)).toEqual(expect.arrayContaining(['common', 'shell', 'workflow', 'incident_data']));
    // Nothing of another language comes with it.
    expect(JSON.stringify(kk)).not.toContain('Войти');
    expect(JSON.stringify(kk)).not.toContain('Sign in');
  });
});
