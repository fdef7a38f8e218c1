import { formDefinition } from '@hse/contracts/forms/catalogue/index';
import type { TFormDefinition } from '@hse/contracts/forms/definition';
import { computeForm, type TFormComputed } from '@hse/contracts/forms/evaluate';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { FormFiller } from './form-filler';
import { useFormFiller } from './use-form-filler';

vi.setConfig({ testTimeout: 90_000 });

const FORM_1 = formDefinition('HSE_FRM_1') as TFormDefinition;
const FORM_17 = formDefinition('HSE_FRM_17') as TFormDefinition;

function Harness(props: { definition: TFormDefinition; draftKey?: string; previous?: TFormComputed }) {
  const filler = useFormFiller(props.definition, null, props.draftKey);
  return <FormFiller filler={filler} previous={props.previous} changeShare={0.3} />;
}

const open = (props: Parameters<typeof Harness>[0]) => renderPage(<Harness {...props} />);
/** Numbers are written with the language's group separators (a narrow no-break space in ru). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\s\u202f\u00a0]/g, '');
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const cell = (path: string) => screen.getByTestId(`cell-${path}`);
const type = (path: string, value: string) => fireEvent.change(cell(path), { target: { value } });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ru');
});
afterEach(cleanup);

describe('form 1, headcount and hours', () => {
  it('totals the columns, divides each row and the total row, fills the indicators', async () => {
    const view = open({ definition: FORM_1 });
    type('staff.0.headcount', '10');
    type('staff.0.hours', '1600');
    type('staff.1.headcount', '5');
    type('staff.1.hours', '1000');
    await waitFor(() => expect(plain(screen.getByTestId('total-staff-hours').textContent)).toBe('2600'));
    expect(plain(screen.getByTestId('total-staff-headcount').textContent)).toBe('15');
    expect(plain(within(screen.getByTestId('cell-staff.0.hours_each')).getByRole('status').textContent)).toBe(
      '160',
    );
    expect(plain(screen.getByTestId('cell-staff.1.hours_each').textContent)).toBe('200');
    // A ratio of the totals, not a sum of the rows' ratios.
    expect(plain(screen.getByTestId('total-staff-hours_each').textContent)).toBe('173,3');
    expect(plain(screen.getByTestId('value-hours_total').textContent)).toContain('2600');
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('says where hours are missing for a headcount, and more hours than the month has', async () => {
    open({ definition: FORM_1 });
    type('staff.0.headcount', '10');
    type('staff.0.hours', '0');
    expect((await screen.findByTestId('rule-error-staff.0.hours')).textContent).toContain(
      'Есть численность: отработанные часы должны быть больше нуля',
    );
    expect(screen.getByTestId('form-rule-errors').textContent).toContain('Ошибок в форме: 1');
    type('staff.0.hours', '8000');
    expect((await screen.findByTestId('rule-error-staff.0.hours')).textContent).toContain(
      'не более 744 ч на человека',
    );
    type('staff.0.hours', '1600');
    await waitFor(() => expect(screen.queryByTestId('rule-error-staff.0.hours')).toBeNull());
    expect(screen.queryByTestId('form-rule-errors')).toBeNull();
  });

  it('shows the rules in the reader’s language', async () => {
    await i18n.changeLanguage('kk');
    open({ definition: FORM_1 });
    type('staff.1.headcount', '3');
    type('staff.1.hours', '0');
    expect((await screen.findByTestId('rule-error-staff.1.hours')).textContent).toContain(
      'Жұмыскерлер бар: жұмыс істелген сағаттар нөлден көп болуы керек',
    );
  });

  it('keeps what was typed across a reload until it is saved', async () => {
    const first = open({ definition: FORM_1, draftKey: 'HSE_FRM_1:test' });
    type('staff.0.headcount', '12');
    await waitFor(() => expect(localStorage.length).toBe(1));
    first.unmount();
    open({ definition: FORM_1, draftKey: 'HSE_FRM_1:test' });
    expect((cell('staff.0.headcount') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('Восстановлен несохранённый черновик с этого устройства.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить несохранённые изменения' }));
    await waitFor(() => expect((cell('staff.0.headcount') as HTMLInputElement).value).toBe(''));
    expect(localStorage.length).toBe(0);
  });

  it('shows the previous period beside each number and flags a change above the share', async () => {
    const previous = computeForm(FORM_1, {
      staff: [
        { row: 'employees', headcount: 10, hours: 1000 },
        { row: 'contractors', headcount: 5, hours: 800 },
      ],
    });
    open({ definition: FORM_1, previous });
    type('staff.0.headcount', '11');
    type('staff.0.hours', '1600');
    type('staff.1.headcount', '5');
    type('staff.1.hours', '850');
    expect(spaced((await screen.findByTestId('changed-staff.0.hours')).textContent)).toContain(
      'Изменение на 60 % к прошлому периоду',
    );
    expect(plain(screen.getByTestId('previous-staff.0.hours').textContent)).toContain('1000');
    // 10 % and 6 % are within the 30 % share.
    expect(screen.queryByTestId('changed-staff.0.headcount')).toBeNull();
    expect(screen.queryByTestId('changed-staff.1.hours')).toBeNull();
    // Own employees' hours (60 %), their hours per person (45 %), the total hours (36 %) and the
    // two indicators read from them.
    expect(screen.getByTestId('form-changes').textContent).toContain(': 5');
  });
});

describe('form 17, greenhouse gases', () => {
  it('computes t CO2e of each installation and warns of one above the quota threshold', async () => {
    const view = open({ definition: FORM_17 });
    expect(screen.getByText('Строк пока нет: добавьте первую.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить строку' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить строку' }));
    type('installations.0.name', 'Печь П-1');
    type('installations.0.co2', '100');
    type('installations.0.ch4', '1');
    type('installations.0.n2o', '1');
    type('installations.1.name', 'Факел');
    type('installations.1.co2', '6000');
    // 100 + 28 × 1 + 265 × 1
    await waitFor(() => expect(plain(cell('installations.0.co2e').textContent)).toBe('393'));
    expect(plain(cell('installations.1.co2_year_estimate').textContent)).toBe('24000');
    expect(plain(screen.getByTestId('total-installations-co2e').textContent)).toBe('6393');
    expect(plain(screen.getByTestId('value-co2e_scope1').textContent)).toContain('6393');
    const warning = await screen.findByTestId('rule-warning-installations.1.co2');
    expect(warning.textContent).toContain('выше порога квотирования 20 000 т CO2 в год');
    expect(screen.queryByTestId('rule-warning-installations.0.co2')).toBeNull();
    // A warning refuses nothing.
    expect(screen.queryByTestId('form-rule-errors')).toBeNull();
    expect(screen.getByTestId('form-rule-warnings').textContent).toContain('Предупреждений: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить строку: Строка 2' }));
    await waitFor(() => expect(screen.queryByTestId('form-rule-warnings')).toBeNull());
    expect(view.missing).toEqual([]);
    view.stop();
  });

  it('asks for the name of an added installation', async () => {
    open({ definition: FORM_17 });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить строку' }));
    type('installations.0.co2', '5');
    type('installations.0.name', 'x');
    type('installations.0.name', '');
    await waitFor(() => expect(cell('installations.0.name').getAttribute('aria-invalid')).toBe('true'));
  });
});
