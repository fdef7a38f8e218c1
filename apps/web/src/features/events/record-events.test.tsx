import { AUDIT_FINDINGS, AUDIT_MODULE } from '@hse/contracts/audits';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { ChildrenPanel } from '../../components/record-module/children-panel';
import { RecordModuleContext } from '../../components/record-module/record-module';
import { renderPage } from '../../components/test-render';
import { ItemEvents } from './record-events';

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

const AUDIT_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b01';
const FINDING_ID = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b03';
const OTHER_FINDING = '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4b09';
const AUDIT = { id: AUDIT_ID, number: 'AUD-DOG-P-2026-00001', status: 'in_work', version: 2 } as TRecordItem;
const findingOf = (id: string, requirement: string) => ({
  id,
  version: 1,
  requirement,
  can_edit: false,
  can_respond: false,
});
const EVENT = {
  id: '0190a2b4-1c2d-7e3f-8a9b-0c1d2e3f4c01',
  number: 'EVT-DOG-P-2026-00001',
  status: 'approved',
  title: 'Установить ограждение',
  overdue: false,
  source_id: FINDING_ID,
  source_row: null,
};

afterEach(() => cleanup());

describe('events on the items of a record', () => {
  it('shows each discrepancy its own events and a raise link pre-filled from it', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string, options?: unknown) => {
      if (path === `/audits/${AUDIT_ID}/findings/`)
        return {
          results: [findingOf(FINDING_ID, 'Первое'), findingOf(OTHER_FINDING, 'Второе')],
          can_add: false,
        } as never;
      if (path === '/events/') {
        // One query for the audit and its items: where each event lies.
        expect(options).toMatchObject({ params: { source_record_id: AUDIT_ID } });
        return { count: 1, next: null, previous: null, results: [EVENT] } as never;
      }
      throw new Error(`unexpected GET ${path}`);
    });
    const view = renderPage(
      <RecordModuleContext value={{ manifest: AUDIT_MODULE, itemActions: [ItemEvents] }}>
        <ChildrenPanel
          child={AUDIT_FINDINGS}
          record={AUDIT}
          refresh={vi.fn()}
          ns="audit_checklist"
          body={(item) => String(item.requirement)}
        />
      </RecordModuleContext>,
    );
    const links = await screen.findAllByTestId('raise-item-event');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/event-create?source_type=audit_finding&source_id=${FINDING_ID}`,
      `/event-create?source_type=audit_finding&source_id=${OTHER_FINDING}`,
    ]);
    expect(links[1]?.getAttribute('aria-label')).toBe('Создать мероприятие: Несоответствие 2');
    const [first, second] = screen.getAllByTestId('finding-item');
    expect((await within(first as HTMLElement).findByTestId('item-event')).textContent).toContain(
      EVENT.number,
    );
    expect(within(second as HTMLElement).queryByTestId('item-event')).toBeNull();
    expect(view.missing).toEqual([]);
  });
});
