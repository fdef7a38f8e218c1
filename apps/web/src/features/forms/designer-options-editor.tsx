import type { TLocalizedText } from '@hse/contracts/common';
import type { TFormFieldSpec } from '@hse/contracts/forms/definition';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { KeyedList } from './designer-keyed-list';
import { freeOptionValue, withOptions } from './designer-structure';
import { FORM_SCREENS_NS } from './texts';

type TOptionsProps = {
  spec: Extract<TFormFieldSpec, { kind: 'choice' }>;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
  newLabel: TLocalizedText;
};

/** A choice's options: each a value (a key) and its label in three languages; up, down, remove. */
export function OptionsEditor({ spec, onChange, newLabel }: TOptionsProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  return (
    <KeyedList
      title={t('designer.options')}
      titleAs="p"
      items={spec.options}
      nameOf={(option) => t('designer.option_item', { name: option.label[lang] || option.value })}
      keyOf={(option) => option.value}
      keyLabel={t('designer.value')}
      setKey={(option, value) => {
        option.value = value;
      }}
      edit={(change) => onChange((old) => withOptions(old, change))}
      add={{
        label: t('designer.add_option'),
        disabled: spec.options.length >= 100,
        onAdd: () =>
          onChange((old) =>
            withOptions(old, (options) => {
              options.push({ value: freeOptionValue(old), label: { ...newLabel } });
            }),
          ),
      }}
    />
  );
}
