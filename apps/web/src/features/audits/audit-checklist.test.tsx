import { AUDIT_MODULE } from '@hse/contracts/audits';
import type { TLanguage } from '@hse/contracts/constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { PickersProvider } from '../../components/record-module/date-pickers';
import { renderPage } from '../../components/test-render';
import { i18n } from '../../i18n/i18n';
import { AuditChecklist } from './audit-checklist';
import { AUDIT_ID, auditRecord, checklistOf } from './audits-test-fixtures';

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

const refresh = vi.fn();
const render = (checklist = checklistOf()) => {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === `/audits/${AUDIT_ID}/checklist/`) return checklist as never;
    if (path === `/audits/${AUDIT_ID}/findings/`) return { results: [], can_add: true } as never;
    if (path === `/audits/${AUDIT_ID}/files/`) return [] as never;
    throw new Error(`unexpected GET ${path}`);
  });
  return renderPage(
    <PickersProvider>
      <AuditChecklist module={AUDIT_MODULE} record={auditRecord()} refresh={refresh} />
    </PickersProvider>,
  );
};
const question = (id: string) => screen.getByTestId(`checklist-question-${id}`);
const pick = (id: string, answer: string) =>
  fireEvent.click(within(question(id)).getByTestId(`answer-${answer}`));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

describe.each<[TLanguage, string, string]>([
  ['ru', 'Оценка: 100 %', 'Отвечено 1 из 3'],
  ['kk', 'Бағасы: 100 %', '3 сұрақтың 1 жауабы берілді'],
  ['en', 'Score: 100 %', 'Answered 1 of 3'],
])('the checklist in %s', (lang, score, answered) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('shows the requirements in the reader’s language, the score and how much is answered', async () => {
    const page = render();
    expect((await screen.findByTestId('checklist-score')).textContent).toContain(score);
    expect(screen.getByTestId('checklist-answered').textContent).toContain(answered);
    const requirement = {
      ru: 'Наряд-допуск оформлен',
      kk: 'Наряд-рұқсат ресімделген',
      en: 'The work permit is issued',
    };
    expect(within(question('permit')).getByTestId('checklist-requirement').textContent).toContain(
      requirement[lang],
    );
    page.stop();
    expect(page.missing).toEqual([]);
  });
});

describe('answering the checklist', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('recounts the weighted score and the answered questions as the auditor answers', async () => {
    render();
    await screen.findByTestId('checklist-score');
    // Permit (weight 3) compliant, PPE (weight 2) not: 3 of 5.
    pick('ppe', 'non_compliant');
    expect(screen.getByTestId('checklist-score').textContent).toContain('Score: 60 %');
    expect(screen.getByTestId('checklist-answered').textContent).toContain('Answered 2 of 3');
    // Not applicable counts as answered but leaves the score alone.
    pick('briefing', 'not_applicable');
    expect(screen.getByTestId('checklist-score').textContent).toContain('Score: 60 %');
    expect(screen.getByTestId('checklist-answered').textContent).toContain('Answered 3 of 3');
    // Pressing the chosen answer again takes it back.
    pick('permit', 'compliant');
    expect(screen.getByTestId('checklist-score').textContent).toContain('Score: 0 %');
    expect(screen.getByTestId('checklist-answered').textContent).toContain('Answered 2 of 3');
  });

  it('sends every answer with the audit’s version and tells the page the audit changed', async () => {
    vi.mocked(api.put).mockImplementation(async (_path, body) => {
      const { answers } = body as { answers: ReturnType<typeof checklistOf>['answers'] };
      return checklistOf({ answers, score: 60, version: 5 }) as never;
    });
    render();
    await screen.findByTestId('checklist-score');
    expect((screen.getByTestId('checklist-save') as HTMLButtonElement).disabled).toBe(true);
    pick('ppe', 'non_compliant');
    fireEvent.change(within(question('ppe')).getByRole('textbox', { name: 'Evidence' }), {
      target: { value: 'Two workers without helmets' },
    });
    fireEvent.click(screen.getByTestId('checklist-save'));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`/audits/${AUDIT_ID}/checklist/`, {
        version: 4,
        answers: {
          permit: { answer: 'compliant', evidence: 'Наряд №15', comment: '', photo_ids: [] },
          briefing: { answer: null, evidence: '', comment: '', photo_ids: [] },
          ppe: {
            answer: 'non_compliant',
            evidence: 'Two workers without helmets',
            comment: '',
            photo_ids: [],
          },
        },
      }),
    );
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(screen.getByTestId('checklist-score').textContent).toContain('Score: 60 %');
    expect((screen.getByTestId('checklist-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a stale version and offers to reload the audit', async () => {
    vi.mocked(api.put).mockRejectedValue(new ApiError(409, 'The record was changed by someone else.'));
    render();
    await screen.findByTestId('checklist-score');
    pick('ppe', 'compliant');
    fireEvent.click(screen.getByTestId('checklist-save'));
    const alert = await screen.findByTestId('checklist-error');
    expect(alert.textContent).toContain('The record was changed by someone else. Reload the audit');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByTestId('checklist-error')).toBeNull());
    // The answers read again from the server: PPE unanswered as before.
    expect(screen.getByTestId('checklist-answered').textContent).toContain('Answered 1 of 3');
    expect(refresh).toHaveBeenCalled();
  });

  it('offers a discrepancy from a non-compliant answer, filled with its requirement', async () => {
    render();
    await screen.findByTestId('checklist-score');
    expect(within(question('ppe')).queryByTestId('checklist-raise')).toBeNull();
    pick('ppe', 'non_compliant');
    fireEvent.click(within(question('ppe')).getByRole('button', { name: 'Raise a discrepancy: item 2.1' }));
    const form = await screen.findByTestId('finding-form');
    expect(
      (within(within(form).getByTestId('field-requirement')).getByRole('textbox') as HTMLTextAreaElement)
        .value,
    ).toBe('Workers wear PPE');
  });

  it('reads only when the reader may not answer', async () => {
    render(checklistOf({ can_answer: false }));
    await screen.findByTestId('checklist-score');
    expect(screen.queryByRole('button', { name: 'Compliant' })).toBeNull();
    expect(screen.queryByTestId('checklist-save')).toBeNull();
    expect(within(question('permit')).getByTestId('checklist-answer').textContent).toContain(
      'Answer: Compliant',
    );
    expect(screen.getByTestId('checklist-read-only')).toBeTruthy();
  });
});
