import type { TFormExpr } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chainOf,
  exprOf,
  formulaWords,
  OPERATORS,
  type TChain,
  type TOperand,
  type TOperator,
  type TRefChoice,
} from './designer-formula';
import { FORM_SCREENS_NS } from './texts';

const OPERATOR_NAMES: Record<TOperator, string> = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divide' };

type TFormulaEditorProps = {
  /** The group's name: «Формула», «Левая часть». */
  label: string;
  expr: TFormExpr;
  /** What an operand may read here. */
  choices: readonly TRefChoice[];
  /** A reference's name in the reader's language. */
  nameOf: (ref: string) => string;
  onChange: (expr: TFormExpr) => void;
  /** Numbers only as the first operand (a rule's right side is often a constant). */
  startWithNumber?: boolean;
};

/**
 * A formula as operands and operations (decision 074): each operand a numeric field, a column's
 * sum or a number, each operation + − × ÷, worked out from left to right; the formula is said in
 * words under it. Native selects: the keyboard and screen readers know them.
 */
export function FormulaEditor({
  label,
  expr,
  choices,
  nameOf,
  onChange,
  startWithNumber,
}: TFormulaEditorProps) {
  const { t, i18n } = useTranslation(FORM_SCREENS_NS);
  const legendId = useId();
  const chain = chainOf(expr);
  const number = new Intl.NumberFormat(i18n.language).format;
  const words = formulaWords(expr, {
    name: nameOf,
    sumOf: (names) => t('designer.sum_of', { names }),
    number,
  });
  const firstRef = choices[0]?.ref;
  const set = (next: TChain) => onChange(exprOf(next));
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={legendId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('designer.formula_words', { words })}
      </Typography>
      {!chain ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">{t('designer.formula_nested')}</Typography>
          <Button onClick={() => onChange(startWithNumber || !firstRef ? 0 : firstRef)}>
            {t('designer.replace_formula')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <OperandInput
            n={1}
            operand={chain.first}
            choices={choices}
            nameOf={nameOf}
            onChange={(first) => set({ ...chain, first })}
          />
          {chain.rest.map((step, i) => (
            <Stack
              // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity but their place
              key={i}
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                select
                size="small"
                label={t('designer.operator', { n: i + 1 })}
                value={step.op}
                onChange={(event) =>
                  set({
                    ...chain,
                    rest: chain.rest.map((s, j) =>
                      j === i ? { ...s, op: event.target.value as TOperator } : s,
                    ),
                  })
                }
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 150 }}
              >
                {OPERATORS.map((op) => (
                  <option key={op} value={op}>
                    {t(`designer.operators.${OPERATOR_NAMES[op]}`)}
                  </option>
                ))}
              </TextField>
              <OperandInput
                n={i + 2}
                operand={step.operand}
                choices={choices}
                nameOf={nameOf}
                onChange={(operand) =>
                  set({ ...chain, rest: chain.rest.map((s, j) => (j === i ? { ...s, operand } : s)) })
                }
              />
              <IconButton
                aria-label={t('designer.remove_operation', { n: i + 1 })}
                onClick={() => set({ ...chain, rest: chain.rest.filter((_, j) => j !== i) })}
              >
                <RemoveIcon />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={chain.rest.length >= 19}
              onClick={() => set({ ...chain, rest: [...chain.rest, { op: '+', operand: firstRef ?? 0 }] })}
            >
              {t('designer.add_operation')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

type TOperandProps = {
  n: number;
  operand: TOperand;
  choices: readonly TRefChoice[];
  nameOf: (ref: string) => string;
  onChange: (operand: TOperand) => void;
};

function OperandInput({ n, operand, choices, nameOf, onChange }: TOperandProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const value =
    typeof operand === 'number' ? 'number' : typeof operand === 'string' ? `ref:${operand}` : 'sum';
  // A reference the choices do not offer (a fixed row's cell, or one gone) stays selectable as it is.
  const kept = typeof operand === 'string' && !choices.some((c) => c.ref === operand);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>
      <TextField
        select
        size="small"
        label={t('designer.operand', { n })}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'number') onChange(0);
          else if (next.startsWith('ref:')) onChange(next.slice(4));
        }}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 200, maxWidth: '100%', flexGrow: 1 }}
      >
        {choices.map((choice) => (
          <option key={choice.ref} value={`ref:${choice.ref}`}>
            {choice.name}
          </option>
        ))}
        {kept && <option value={value}>{nameOf(operand)}</option>}
        {typeof operand === 'object' && (
          <option value="sum">{t('designer.sum_of', { names: operand.sum.map(nameOf).join(', ') })}</option>
        )}
        <option value="number">{t('designer.operand_number')}</option>
      </TextField>
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
