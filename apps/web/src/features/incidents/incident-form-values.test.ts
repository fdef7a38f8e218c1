import { ZIncidentCreateSchema } from '@hse/contracts/incidents';
import { describe, expect, it } from 'vitest';
import { INCIDENT } from '../../components/incident-test-fixtures';
import { incidentToForm, toIncidentInput, toIncidentUpdate } from './incident-form-values';

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
    expect(toIncidentUpdate(parsed(baseline), baseline, INCIDENT.version)).toBeNull();
  });

  it('sends only the change, with the version it was based on', () => {
    const baseline = incidentToForm(INCIDENT);
    const body = toIncidentUpdate(
      parsed({ ...baseline, location: '  Куст 14 ' }),
      baseline,
      INCIDENT.version,
    );
    expect(body).toEqual({ version: 2, location: 'Куст 14' });
  });
});
