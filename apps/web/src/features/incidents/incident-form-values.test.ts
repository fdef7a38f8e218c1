import { ZIncidentCreateSchema } from '@hse/contracts/incidents';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../components/form/changed-fields';
import { INCIDENT } from '../../components/incident-test-fixtures';
import { incidentToForm, toIncidentInput } from './incident-form-values';

const parsed = (values: ReturnType<typeof incidentToForm>) =>
  ZIncidentCreateSchema.parse(toIncidentInput(values));

describe('incident form values', () => {
  it('sends vehicle and driver only for a road accident with something typed', () => {
    const form = incidentToForm(INCIDENT);
    form.transport = { vehicle: 'КамАЗ', plate_number: '', owner: '' };
    expect(toIncidentInput(form).transport).toBeNull();
    expect(toIncidentInput({ ...form, kind: 'road_accident' }).transport).toEqual(form.transport);
    expect(toIncidentInput({ ...form, kind: 'road_accident' }).driver).toBeNull();
  });

  it('saves nothing when nothing changed', () => {
    const baseline = incidentToForm(INCIDENT);
    expect(changedFields(parsed(baseline), toIncidentInput(baseline))).toBeNull();
  });

  it('sends only the change, as the contract reads it', () => {
    const baseline = incidentToForm(INCIDENT);
    const body = changedFields(parsed({ ...baseline, location: '  Куст 14 ' }), toIncidentInput(baseline));
    expect(body).toEqual({ location: 'Куст 14' });
  });
});
