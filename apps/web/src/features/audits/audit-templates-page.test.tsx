import type { TLanguage } from '@hse/contracts/constants';
import type { TChecklistTemplateInput as TAuditTemplateInput } from '@hse/contracts/record-module/checklist';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import AuditTemplatesPage from './audit-templates-page';
import { TEMPLATE, TEMPLATE_ID } from './audits-test-fixtures';

vi.mock('../../api/client', () => ({
  api: {
    get: vi.fn(),
    post: vi.fn(),
    put: vi.fn(),
    patch: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    blob: vi.fn(),
  },
}));

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/audit-templates/') return { results: [TEMPLATE] } as never;
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

const open = (url = '/audit-templates') =>
  renderPage(<AuditTemplatesPage />, { path: '/audit-templates', url });
const box = (root: HTMLElement, name: string) =>
  within(root).getByTestId(`field-${name}`).querySelector('input, textarea') as HTMLInputElement;
const type = (root: HTMLElement, name: string, value: string) =>
  fireEvent.change(box(root, name), { target: { value } });

describe.each<TLanguage>(['ru', 'kk', 'en'])('the checklist templates in %s', (lang) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('lists the current versions with their question counts, and no text is missing', async () => {
    const page = open();
    const item = await screen.findByTestId('template-item');
    expect(item.textContent).toContain({ ru: 'Аудит площадки', kk: 'Алаң аудиті', en: 'Site audit' }[lang]);
    expect(item.textContent).toContain({ ru: '3 вопроса', kk: '3 сұрақ', en: '3 questions' }[lang]);
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('editing a template', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('saves an edit as the next version, keeping the ids of its questions and making new ones', async () => {
    vi.mocked(api.patch).mockResolvedValue({ ...TEMPLATE, id: 'next', version: 3 } as never);
    open(`/audit-templates?edit=${TEMPLATE_ID}`);
    const form = await screen.findByTestId('template-form');
    expect(screen.getByTestId('template-version-note').textContent).toContain(
      'Saving makes version 3. Audits already made with this checklist keep their version.',
    );
    const second = screen.getByTestId('template-section-1');
    fireEvent.click(within(second).getByRole('button', { name: 'Add a question: Section 2' }));
    const added = await screen.findByTestId('template-question-1-1');
    type(added, 'sections.1.questions.1.requirement.ru', 'Аптечка укомплектована');
    type(added, 'sections.1.questions.1.requirement.kk', 'Дәрі қобдишасы жинақталған');
    type(added, 'sections.1.questions.1.requirement.en', 'The first-aid kit is complete');
    type(added, 'sections.1.questions.1.weight', '11');
    expect(await within(added).findByText('At most 10')).toBeTruthy();
    type(added, 'sections.1.questions.1.weight', '4');
    // The new question goes first in its section; the first section's two swap places.
    fireEvent.click(within(added).getByRole('button', { name: 'Move up: Question 2.2' }));
    const first = screen.getByTestId('template-section-0');
    fireEvent.click(within(first).getByRole('button', { name: 'Move down: Question 1.1' }));
    fireEvent.click(within(form).getByTestId('template-save'));
    await waitFor(() => expect(api.patch).toHaveBeenCalled());
    const [path, body] = vi.mocked(api.patch).mock.calls[0] as [
      string,
      TAuditTemplateInput & { version: number },
    ];
    expect(path).toBe(`/audit-templates/${TEMPLATE_ID}/`);
    expect(body.version).toBe(2);
    expect(body.sections[0]?.questions.map((q) => q.id)).toEqual(['briefing', 'permit']);
    const [made, kept] = body.sections[1]?.questions ?? [];
    expect(kept?.id).toBe('ppe');
    expect(made).toMatchObject({ requirement: { en: 'The first-aid kit is complete' }, weight: 4 });
    expect(made?.id).toMatch(/^q-/);
  });

  it('checks a new template as it is typed and sends it', async () => {
    vi.mocked(api.post).mockResolvedValue({ ...TEMPLATE, id: 'new', version: 1 } as never);
    open();
    fireEvent.click(await screen.findByTestId('template-new'));
    const form = await screen.findByTestId('template-form');
    expect(screen.queryByTestId('template-version-note')).toBeNull();
    fireEvent.click(within(form).getByTestId('template-save'));
    expect((await within(form).findAllByText('Fill in the field')).length).toBeGreaterThan(0);
    expect(api.post).not.toHaveBeenCalled();
    for (const [name, value] of Object.entries({
      'title.ru': 'Пожарная безопасность',
      'title.kk': 'Өрт қауіпсіздігі',
      'title.en': 'Fire safety',
      'sections.0.title.ru': 'Огнетушители',
      'sections.0.title.kk': 'Өрт сөндіргіштер',
      'sections.0.title.en': 'Extinguishers',
      'sections.0.questions.0.requirement.ru': 'Огнетушители проверены',
      'sections.0.questions.0.requirement.kk': 'Өрт сөндіргіштер тексерілген',
      'sections.0.questions.0.requirement.en': 'Extinguishers are checked',
    }))
      type(form, name, value);
    fireEvent.click(within(form).getByTestId('template-save'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [path, body] = vi.mocked(api.post).mock.calls[0] as [string, TAuditTemplateInput];
    expect(path).toBe('/audit-templates/');
    expect(body.title).toEqual({ ru: 'Пожарная безопасность', kk: 'Өрт қауіпсіздігі', en: 'Fire safety' });
    expect(body.sections[0]?.questions[0]).toMatchObject({ reference: '', weight: 1 });
    await waitFor(() => expect(screen.queryByTestId('template-form')).toBeNull());
  });
});
