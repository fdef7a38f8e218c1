import { act, fireEvent, screen, within } from '@testing-library/react';

/** Types into a date picker's sections key by key, as a person does (digits only; the picker moves on). */
export async function typeIntoPicker(testId: string, digits: string) {
  const sections = within(screen.getByTestId(testId)).getAllByRole('spinbutton');
  await act(async () => sections[0]?.focus());
  for (const key of digits) {
    const active = document.activeElement as HTMLElement;
    await act(async () => {
      fireEvent.keyDown(active, { key });
      active.textContent = key;
      fireEvent.input(active);
    });
  }
}

/** Opens a select by its test id and picks the option named so. */
export async function pick(testId: string, option: string | RegExp) {
  await act(async () => {
    fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  });
  const listbox = await screen.findByRole('listbox');
  await act(async () => fireEvent.click(within(listbox).getByRole('option', { name: option })));
}
