import { FORM_AGGREGATES, type TFormAggregate, type TFormFieldSpec } from '@hse/contracts/forms/definition';
import { useTranslation } from 'react-i18next';
import { DesignerSelect } from './designer-select';
import { FORM_SCREENS_NS } from './texts';

type TQuantitySpec = Extract<TFormFieldSpec, { kind: 'integer' | 'number' | 'money' }>;

/**
 * How a quantity adds up over a range of periods (decision 088): summed, or a stock's last value,
 * or an opening balance's first. `sum` is the default and is stored as nothing.
 */
export function AggregateSelect({
  spec,
  onChange,
}: {
  spec: TQuantitySpec;
  onChange: (change: (spec: TFormFieldSpec) => TFormFieldSpec) => void;
}) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const choose = (value: string) =>
    onChange((old) => {
      if (old.kind !== 'integer' && old.kind !== 'number' && old.kind !== 'money') return old;
      const { aggregate: _old, ...rest } = old;
      const aggregate = value as TFormAggregate;
      return aggregate === 'sum' ? rest : { ...rest, aggregate };
    });
  return (
    <DesignerSelect label={t('designer.aggregate')} value={spec.aggregate ?? 'sum'} onChange={choose}>
      {FORM_AGGREGATES.map((aggregate) => (
        <option key={aggregate} value={aggregate}>
          {t(`designer.aggregates.${aggregate}`)}
        </option>
      ))}
    </DesignerSelect>
  );
}
