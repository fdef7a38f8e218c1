import type { TAct } from '@hse/contracts/investigations';
import type { TDocumentKind } from '../../components/document-routes';
import { inputFieldsOf } from '../../components/record-module/form-values';
import { DOCUMENT_MANIFESTS, type TDocument } from './document-kind';

export type TPersonValues = { user_id: string | null; full_name: string; position: string };
export type TWhyValues = { why: string; because: string };
export type TMeasureValues = { description: string; responsible: string; deadline: string | null };
export type TGuiltValues = { full_name: string; position: string; percent: number | null };

/**
 * One shape for the three kinds, create and edit: the sections bind to one control type, and
 * only the kind's own fields are sent (`toDocumentInput`). Victims are one name a line, so that
 * a list of plain names needs no rows of its own; the chairman block is always there and is
 * sent as null while empty.
 */
export type TDocumentFormValues = {
  /** The message it is written for (from the create route; sent on creating only). */
  incident_id: string;
  title: string;
  conclusions: string;
  facts: string;
  sequence: string;
  immediate_causes: string;
  root_causes: TWhyValues[];
  measures: TMeasureValues[];
  event_type: string;
  direct_cause: string;
  text: string;
  victims: string;
  guilt: TGuiltValues[];
  chairman: TPersonValues;
  members: TPersonValues[];
  what_happened: string;
  causes: string;
  lessons: string;
  target_organization_ids: string[];
  own_organization_only: boolean;
};

/** The values of a kind its manifest does not declare (document-kinds.ts on the server). */
const OWN_FIELDS: Record<TDocumentKind, readonly (keyof TDocumentFormValues)[]> = {
  report: [],
  act: ['victims', 'chairman', 'members'],
  bulletin: ['target_organization_ids'],
};

/** The fields a client writes for the kind: its manifest's (the message aside) and its own. */
const kindFields = (kind: TDocumentKind) => [
  ...inputFieldsOf(DOCUMENT_MANIFESTS[kind])
    .map(([name]) => name as keyof TDocumentFormValues)
    .filter((name) => (name as string) !== 'incident_id'),
  ...OWN_FIELDS[kind],
];

export const EMPTY_PERSON: TPersonValues = { user_id: null, full_name: '', position: '' };
export const EMPTY_WHY: TWhyValues = { why: '', because: '' };
export const EMPTY_MEASURE: TMeasureValues = { description: '', responsible: '', deadline: null };
export const EMPTY_GUILT: TGuiltValues = { full_name: '', position: '', percent: null };

export function emptyDocumentForm(): TDocumentFormValues {
  return {
    incident_id: '',
    title: '',
    conclusions: '',
    facts: '',
    sequence: '',
    immediate_causes: '',
    root_causes: [],
    measures: [],
    event_type: '',
    direct_cause: '',
    text: '',
    victims: '',
    guilt: [],
    chairman: { ...EMPTY_PERSON },
    members: [],
    what_happened: '',
    causes: '',
    lessons: '',
    target_organization_ids: [],
    own_organization_only: false,
  };
}

/** The editor's values of a saved document of the kind: victims one a line, the chairman always there. */
export function documentToForm(kind: TDocumentKind, document: TDocument): TDocumentFormValues {
  const saved = document as unknown as Record<string, unknown>;
  const form: Record<string, unknown> = emptyDocumentForm();
  for (const field of kindFields(kind)) form[field] = saved[field] ?? form[field];
  form.incident_id = document.incident_id;
  if (kind === 'act') {
    const act = document as TAct;
    form.victims = act.victims.join('\n');
    form.chairman = act.chairman ?? { ...EMPTY_PERSON };
  }
  return form as TDocumentFormValues;
}

const blank = (person: TPersonValues) => !person.full_name.trim() && !person.position.trim();

/**
 * What the API takes for the kind: its own fields only, victims as a list, no empty chairman, a
 * bulletin for its own organization only without other targets.
 */
export function toDocumentInput(kind: TDocumentKind, values: TDocumentFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of kindFields(kind)) input[field] = values[field];
  if (kind === 'act') {
    input.victims = values.victims
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    input.chairman = blank(values.chairman) ? null : values.chairman;
  }
  // "My organization only" means no other organization: targets left from before are dropped.
  if (kind === 'bulletin' && values.own_organization_only) input.target_organization_ids = [];
  return input;
}

/** Server errors on these fields (or inside them: `guilt.0.percent`) go on the form. */
export const isDocumentFormField = (path: string) =>
  Object.keys(emptyDocumentForm()).includes(path.split('.')[0] ?? '');

/** The degrees of guilt together: at most 100 % (the act's contract refuses more). */
export const guiltTotal = (guilt: readonly { percent: number | null }[]) =>
  guilt.reduce(
    (sum, row) => sum + (typeof row.percent === 'number' && Number.isFinite(row.percent) ? row.percent : 0),
    0,
  );
