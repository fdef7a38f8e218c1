import type { TFormExpr } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chainOf,
  exprOf,
  formulaWords,
  isGroup,
  OPERATORS,
  type TChain,
  type TChainItem,
  type TOperand,
  type TOperator,
  type TRefChoice,
} from './designer-formula';
import { OperandInput } from './designer-operand-input';
import { DesignerSelect } from './designer-select';
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
};

/**
 * A formula as operands and operations (decision 074): each operand a numeric field, a
 * column's sum, a number or brackets holding a chain of their own, each operation + − × ÷, worked
 * out from left to right; the formula is said in words under it. Native selects: the keyboard and
 * screen readers know them.
 */
export function FormulaEditor({ label, expr, choices, nameOf, onChange }: TFormulaEditorProps) {
  const { t, i18n } = useTranslation(FORM_SCREENS_NS);
  const legendId = useId();
  const number = new Intl.NumberFormat(i18n.language).format;
  const words = formulaWords(expr, {
    name: nameOf,
    sumOf: (names) => t('designer.sum_of', { names }),
    number,
  });
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
      <ChainEditor
        chain={chainOf(expr)}
        choices={choices}
        nameOf={nameOf}
        fresh={choices[0]?.ref ?? 0}
        onChange={(chain) => onChange(exprOf(chain))}
      />
    </Box>
  );
}

type TChainEditorProps = {
  chain: TChain;
  /** The brackets' place (`2`, `2.1`) for a chain inside brackets; nothing for the formula's own. */
  at?: string;
  choices: readonly TRefChoice[];
  nameOf: (ref: string) => string;
  fresh: TOperand;
  onChange: (chain: TChain) => void;
};

function ChainEditor({ chain, at, choices, nameOf, fresh, onChange }: TChainEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const place = (n: number) => (at ? `${at}.${n}` : String(n));
  const item = (n: number, value: TChainItem, set: (value: TChainItem) => void) => (
    <ItemEditor n={place(n)} item={value} choices={choices} nameOf={nameOf} fresh={fresh} onChange={set} />
  );
  return (
    <Stack spacing={1}>
      {item(1, chain.first, (first) => onChange({ ...chain, first }))}
      {chain.rest.map((step, i) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity but their place
          key={i}
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <DesignerSelect
            label={t('designer.operator', { n: place(i + 1) })}
            value={step.op}
            onChange={(op) =>
              onChange({
                ...chain,
                rest: chain.rest.map((s, j) => (j === i ? { ...s, op: op as TOperator } : s)),
              })
            }
            sx={{ minWidth: 150 }}
          >
            {OPERATORS.map((op) => (
              <option key={op} value={op}>
                {t(`designer.operators.${OPERATOR_NAMES[op]}`)}
              </option>
            ))}
          </DesignerSelect>
          {item(i + 2, step.operand, (operand) =>
            onChange({ ...chain, rest: chain.rest.map((s, j) => (j === i ? { ...s, operand } : s)) }),
          )}
          <IconButton
            aria-label={t('designer.remove_operation', { n: place(i + 1) })}
            onClick={() => onChange({ ...chain, rest: chain.rest.filter((_, j) => j !== i) })}
          >
            <RemoveIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={chain.rest.length >= 19}
          onClick={() => onChange({ ...chain, rest: [...chain.rest, { op: '+', operand: fresh }] })}
        >
          {at ? t('designer.add_operation_in', { n: at }) : t('designer.add_operation')}
        </Button>
      </Box>
    </Stack>
  );
}

type TItemEditorProps = Omit<TChainEditorProps, 'chain' | 'at' | 'onChange'> & {
  n: string;
  item: TChainItem;
  onChange: (item: TChainItem) => void;
};

/** An operand, or brackets: their own chain, framed and named by their place. */
function ItemEditor({ n, item, onChange, ...rest }: TItemEditorProps) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const labelId = useId();
  const input = <OperandInput n={n} operand={item} onChange={onChange} {...rest} />;
  if (!isGroup(item)) return input;
  return (
    <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
      {input}
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}
      >
        <Typography id={labelId} variant="body2" component="p" sx={{ mb: 1 }}>
          {t('designer.group', { n })}
        </Typography>
        <ChainEditor chain={item.group} at={n} onChange={(group) => onChange({ group })} {...rest} />
      </Box>
    </Stack>
  );
}
