import { describe, expect, it } from 'vitest';
import { AUDIT_FINDINGS } from '../audits.ts';
import {
  childCreateSchemaOf,
  childFlags,
  childItemSchemaOf,
  childRight,
  childUpdateSchemaOf,
  type TChildSection,
} from './children.ts';

const auditorPart = AUDIT_FINDINGS.sections[0];
const responsePart = AUDIT_FINDINGS.sections[1] as TChildSection;
const auditor = { id: 'a', roles: ['auditor'], member: true };
const staff = { id: 's', roles: ['employee'], member: true };
const stranger = { id: 'x', roles: ['employee'], member: false };
const inWork = { status: 'in_work', createdBy: 'a' };
const onApproval = { status: 'on_approval', createdBy: 'a' };

describe('a child type', () => {
  it('lets each part be written by its writers in their states: 403 never, 409 closed', () => {
    expect(childRight(auditorPart, inWork, auditor)).toBe('write');
    expect(childRight(auditorPart, onApproval, auditor)).toBe('closed');
    expect(childRight(auditorPart, inWork, staff)).toBe('never');
    expect(childRight(responsePart, inWork, staff)).toBe('write');
    expect(childRight(responsePart, onApproval, staff)).toBe('closed');
    // Excepted roles never write the part, members of the organization though they are.
    expect(childRight(responsePart, inWork, auditor)).toBe('never');
    // A person field names a writer: the responsible person outside the organization's scope.
    expect(childRight(responsePart, inWork, stranger, { responsible_id: 'x' })).toBe('write');
    expect(childRight(responsePart, inWork, stranger, { responsible_id: 'y' })).toBe('never');
    expect(childFlags(AUDIT_FINDINGS, inWork, staff, {})).toEqual({ can_edit: false, can_respond: true });
  });

  it('derives strict create and update schemas and the answer with its name keys', () => {
    const create = childCreateSchemaOf(AUDIT_FINDINGS);
    expect(Object.keys(create.shape).sort()).toEqual(
      ['due_on', 'evidence', 'question_id', 'requirement', 'responsible_id', 'severity'].sort(),
    );
    expect(create.safeParse({ causes: 'x' }).success).toBe(false);
    const update = childUpdateSchemaOf(AUDIT_FINDINGS);
    expect(update.safeParse({ version: 1, causes: 'Спешка' }).success).toBe(true);
    // Blank texts take '' but not null; the fixed question is set once, when made.
    expect(update.safeParse({ version: 1, causes: null }).success).toBe(false);
    expect(update.safeParse({ version: 1, question_id: 'q1' }).success).toBe(false);
    expect(Object.keys(childItemSchemaOf(AUDIT_FINDINGS).shape)).toEqual(
      expect.arrayContaining(['responsible_fio', 'can_edit', 'can_respond', 'version']),
    );
  });
});
