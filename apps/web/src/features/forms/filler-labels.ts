import type { TLanguage } from '@hse/contracts/constants';
import type { TFormFieldSpec } from '@hse/contracts/forms/definition';

export const labelWithUnit = (
  spec: { label: Record<TLanguage, string>; unit?: Record<TLanguage, string> },
  lang: TLanguage,
) => (spec.unit ? `${spec.label[lang]}, ${spec.unit[lang]}` : spec.label[lang]);

export function optionLabel(spec: TFormFieldSpec, value: unknown, lang: TLanguage): unknown {
  if (spec.kind !== 'choice') return value;
  return spec.options.find((option) => option.value === value)?.label[lang] ?? value;
}
