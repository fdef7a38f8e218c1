import type { TLanguage } from '@hse/contracts/constants';
import type { TChecklistSection } from '@hse/contracts/record-module/checklist';

export const TEXT_LANGUAGES: readonly TLanguage[] = ['ru', 'kk', 'en'];
export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 10;

type TTriple = Record<TLanguage, string>;
export type TQuestionValues = { id: string; requirement: TTriple; reference: string; weight: number | null };
export type TSectionValues = { title: TTriple; questions: TQuestionValues[] };
/** The content's values: the contract's input, a weight being typed may be empty for a while. */
export type TChecklistValues = { sections: TSectionValues[] };

const emptyTriple = (): TTriple => ({ ru: '', kk: '', en: '' });

/**
 * A question's id is made once, when its row is added, and kept by every later version, so the
 * answers of records and what is raised from them name the same question; the browser may lack randomUUID
 * (plain HTTP), so it is made of the time and random digits.
 */
export function newQuestionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(36).padStart(2, '0'),
  ).join('');
  return `q-${Date.now().toString(36)}-${random}`;
}

export const emptyQuestion = (): TQuestionValues => ({
  id: newQuestionId(),
  requirement: emptyTriple(),
  reference: '',
  weight: 1,
});

export const emptySection = (): TSectionValues => ({ title: emptyTriple(), questions: [emptyQuestion()] });

export const emptyChecklist = (): TChecklistValues => ({ sections: [emptySection()] });

export function checklistValuesOf(template: Record<string, unknown>): TChecklistValues {
  return {
    sections: (template.sections as TChecklistSection[]).map((section) => ({
      title: { ...section.title },
      questions: section.questions.map(({ id, requirement, reference, weight }) => ({
        id,
        requirement: { ...requirement },
        reference,
        weight,
      })),
    })),
  };
}
