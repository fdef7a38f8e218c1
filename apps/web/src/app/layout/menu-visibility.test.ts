import { describe, expect, it } from 'vitest';
import { MENU } from './menu';
import { isEntryActive, visibleMenu } from './menu-visibility';

const keys = (roles: string[]) => visibleMenu(MENU, roles).map((group) => group.key);
const everyone = ['forms', 'incident', 'map', 'events', 'observation', 'media', 'documents'];

describe('menu visibility by role', () => {
  it('shows an ordinary employee only the groups without roles', () => {
    expect(keys([])).toEqual(everyone);
  });

  it('shows the administration only to admin', () => {
    expect(keys(['admin'])).toContain('administration');
    for (const role of ['auditor', 'dotos', 'headdotos'])
      expect(keys([role])).not.toContain('administration');
  });

  it('shows the audit to auditor and admin', () => {
    expect(keys(['auditor'])).toContain('audit');
    expect(keys(['admin'])).toContain('audit');
    expect(keys(['dotos'])).not.toContain('audit');
    expect(keys([])).not.toContain('audit');
  });

  it('shows the analytics to admin, dotos and headdotos', () => {
    for (const role of ['admin', 'dotos', 'headdotos']) expect(keys([role])).toContain('analytics');
    expect(keys(['auditor'])).not.toContain('analytics');
  });

  it('shows everything to an admin', () => {
    expect(keys(['admin'])).toEqual(MENU.map((group) => group.key));
  });

  it('keeps the hrefs of spec §2', () => {
    const admin = MENU.find((group) => group.key === 'administration');
    expect(admin?.children.map((entry) => entry.href)).toEqual([
      '/administration-users',
      '/administration-organizations',
      '/administration-roles',
      '/administration-vital-rules',
      // Not in spec §2: the working-day calendar the deadlines count by (decision 049).
      '/administration-holidays',
      // Spec §2's routes without a group, designed in decision 065.
      '/requests',
      '/management',
    ]);
    const documents = MENU.find((group) => group.key === 'documents');
    expect(documents?.children.filter((entry) => entry.href.startsWith('/media/'))).toHaveLength(8);
    expect(documents?.children.slice(8).map((entry) => entry.href)).toEqual(['/reference', '/documentation']);
    expect(MENU.find((group) => group.key === 'analytics')?.children).toHaveLength(13);
  });

  it('offers everyone the questionnaires, also while answering or editing one', () => {
    const entries = visibleMenu(MENU, []).flatMap((group) => group.children);
    const questionnaires = entries.find((entry) => entry.href === '/questionnaire');
    expect(questionnaires).toBeDefined();
    if (!questionnaires) return;
    expect(isEntryActive(questionnaires, '/questionnaire_edit/42')).toBe(true);
    expect(isEntryActive(questionnaires, '/questionnaire_view/42')).toBe(true);
  });

  it('marks the users entry active on its create and edit screens', () => {
    const users = MENU[0]?.children[0];
    expect(users && isEntryActive(users, '/administration-edit-user/42')).toBe(true);
    expect(users && isEntryActive(users, '/administration-roles')).toBe(false);
  });
});

describe('the incident entry', () => {
  const incident = MENU.find((group) => group.key === 'incident')?.children[0];

  it('stays highlighted on every screen of a message', () => {
    if (!incident) throw new Error('no incident entry');
    for (const path of [
      '/incident',
      '/message-create',
      '/message-edit/1',
      '/incident-create',
      '/incident-edit/1',
      '/incident-view/1',
      '/incident-view-copy/1',
    ])
      expect(isEntryActive(incident, path)).toBe(true);
    expect(isEntryActive(incident, '/investigation')).toBe(false);
  });
});

describe('the observation entries', () => {
  const entries = MENU.find((group) => group.key === 'observation')?.children ?? [];

  it('link to the three lists of spec §2 and stay highlighted on their create and edit screens', () => {
    expect(entries.map((entry) => entry.href)).toEqual([
      '/pnbr',
      '/works_observations',
      '/driving_observations',
    ]);
    const [pnbr, works, driving] = entries;
    if (!pnbr || !works || !driving) throw new Error('no observation entries');
    expect(isEntryActive(pnbr, '/pnbr_create')).toBe(true);
    expect(isEntryActive(pnbr, '/pnbr_edit/1')).toBe(true);
    expect(isEntryActive(works, '/works_observations_edit/1')).toBe(true);
    expect(isEntryActive(driving, '/driving_observations_create')).toBe(true);
    expect(isEntryActive(pnbr, '/works_observations')).toBe(false);
  });
});
