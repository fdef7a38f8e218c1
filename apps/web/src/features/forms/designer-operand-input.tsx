import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGroup, type TChainItem, type TOperand, type TRefChoice } from './designer-formula';
import { DesignerSelect } from './designer-select';
import { FORM_SCREENS_NS } from './texts';

type TOperandProps = {
  /** Its place, `2` or `2.1` inside brackets 2: what its controls are named by. */
  n: string;
  operand: TChainItem;
  choices: readonly TRefChoice[];
  nameOf: (ref: string) => string;
  onChange: (operand: TChainItem) => void;
  /** The operand a new operation starts with. */
  fresh: TOperand;
};

/**
 * One place of a chain: a reference, a number, a kept sum, or brackets — choosing brackets puts
 * what was there inside them, followed by a new operation; choosing anything else drops them.
 */
export function OperandInput({ n, operand, choices, nameOf, onChange, fresh }: TOperandProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const group = isGroup(operand);
  const value = group
    ? 'group'
    : typeof operand === 'number'
      ? 'number'
      : typeof operand === 'string'
        ? `ref:${operand}`
        : 'sum';
  // A reference the choices do not offer (a fixed row's cell, or one gone) stays selectable as it is.
  const kept = typeof operand === 'string' && !choices.some((c) => c.ref === operand);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>
      <DesignerSelect
        label={t('designer.operand', { n })}
        value={value}
        onChange={(next) => {
          if (next === 'number') onChange(0);
          else if (next.startsWith('ref:')) onChange(next.slice(4));
          else if (next === 'group' && !group)
            onChange({ group: { first: operand, rest: [{ op: '+', operand: fresh }] } });
        }}
        sx={{ minWidth: 200, maxWidth: '100%', flexGrow: 1 }}
      >
        {choices.map((choice) => (
          <option key={choice.ref} value={`ref:${choice.ref}`}>
            {choice.name}
          </option>
        ))}
        {kept && <option value={value}>{nameOf(operand)}</option>}
        {typeof operand === 'object' && 'sum' in operand && (
          <option value="sum">{t('designer.sum_of', { names: operand.sum.map(nameOf).join(', ') })}</option>
        )}
        <option value="number">{t('designer.operand_number')}</option>
        <option value="group">{t('designer.operand_group')}</option>
      </DesignerSelect>
      {typeof operand === 'number' && (
        <NumberInput label={t('designer.operand_value', { n })} value={operand} onChange={onChange} />
      )}
    </Stack>
  );
}

/** A number typed freely ("1." on the way to "1.5"), handed on whenever it is one. */
export function NumberInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const shown = Number(text) === value ? text : String(value);
  return (
    <TextField
      size="small"
      label={label}
      value={shown}
      onChange={(event) => {
        const next = event.target.value.replace(',', '.');
        setText(next);
        const parsed = Number(next);
        if (next.trim() !== '' && Number.isFinite(parsed)) onChange(parsed);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 160 }}
    />
  );
}
