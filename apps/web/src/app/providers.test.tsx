import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AppProviders } from './providers';

let calls = 0;

function Probe() {
  const { data } = useQuery({ queryKey: ['probe'], queryFn: async () => ++calls });
  return <span data-testid="probe">{data ?? ''}</span>;
}

describe('the app’s providers', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('ru'));
  });

  it('ask the server again for what is on screen when the language changes', async () => {
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('2'));
  });
});
