import type { TFormDefinition, TFormRule } from '@hse/contracts/forms/definition';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { PlaceProblems } from './designer-controls';
import { formulaWords } from './designer-formula';
import { FormulaEditor } from './designer-formula-editor';
import { useRefs } from './designer-refs';
import { DesignerSelect, KeyInput } from './designer-select';
import { addRule, placesOf, removeRule, updateRule, withRuleTable } from './designer-structure';
import { TextsInputs } from './designer-texts-inputs';
import { FORM_SCREENS_NS } from './texts';

type TOp = TFormRule['check']['op'];
const COMPARISONS: Record<TOp, string> = {
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '>=': 'ge',
  '>': 'gt',
  '!=': 'ne',
};
const SIGNS: Record<TOp, string> = { '<': '<', '<=': '≤', '=': '=', '>=': '≥', '>': '>', '!=': '≠' };

type TSetDraft = (change: (d: TFormDefinition) => TFormDefinition) => void;

/** The rules: each a comparison of two formulas, where it is checked, its level and its message. */
export function RulesEditor({ definition, setDraft }: { definition: TFormDefinition; setDraft: TSetDraft }) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const refs = useRefs(definition);
  const [none, setNone] = useState(false);
  const add = () => {
    const first = refs.choices()[0]?.ref;
    setNone(!first);
    if (first)
      setDraft((d) =>
        addRule(d, first, {
          ru: t('designer.new_rule_message', { lng: 'ru' }),
          kk: t('designer.new_rule_message', { lng: 'kk' }),
          en: t('designer.new_rule_message', { lng: 'en' }),
        }),
      );
  };
  return (
    <Paper component="section" aria-labelledby="designer-rules" sx={{ p: 2 }}>
      <Typography id="designer-rules" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('designer.rules')}
      </Typography>
      <Stack spacing={3}>
        {definition.rules.map((rule, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rule's key is edited inside
          <RuleEditor key={r} definition={definition} rule={rule} r={r} setDraft={setDraft} />
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={add}>
            {t('designer.add_rule')}
          </Button>
          {none && (
            <Typography role="alert" variant="body2" color="error">
              {t('designer.no_numeric')}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

type TRuleProps = { definition: TFormDefinition; rule: TFormRule; r: number; setDraft: TSetDraft };

function RuleEditor({ definition, rule, r, setDraft }: TRuleProps) {
  const { t, i18n } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const legendId = useId();
  const tables = definition.sections.flatMap((s) => s.tables);
  const table = rule.table ? tables.find((x) => x.key === rule.table) : undefined;
  const refs = useRefs(definition, table);
  const edit = (change: (rule: TFormRule) => TFormRule) => setDraft((d) => updateRule(d, r, change));
  const sides = (change: (rule: TFormRule) => TFormRule) =>
    edit((old) => {
      const next = change(old);
      return { ...next, at: placesOf(next) };
    });
  const words = (expr: TFormRule['check']['left']) =>
    formulaWords(expr, {
      name: refs.nameOf,
      sumOf: (names) => t('designer.sum_of', { names }),
      number: new Intl.NumberFormat(i18n.language).format,
    });
  const name = t('designer.rule', { key: rule.key });
  // The comparison's two sides: the same formula editor, each named by its side and its rule.
  const side = (which: 'left' | 'right', md: number) => (
    <Grid size={{ xs: 12, md }}>
      <FormulaEditor
        label={`${t(`designer.${which}`)}: ${name}`}
        expr={rule.check[which]}
        choices={refs.choices()}
        nameOf={refs.nameOf}
        onChange={(expr) => sides((old) => ({ ...old, check: { ...old.check, [which]: expr } }))}
      />
    </Grid>
  );
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      data-testid={`designer-rule-${r}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={legendId} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {name} ({t(`designer.levels.${rule.level}`)})
        </Typography>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDraft((d) => removeRule(d, r))}>
          {t('designer.remove_rule', { key: rule.key })}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <KeyInput
            label={t('designer.key')}
            value={rule.key}
            onChange={(key) => edit((old) => ({ ...old, key }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DesignerSelect
            label={t('designer.level')}
            value={rule.level}
            onChange={(level) => edit((old) => ({ ...old, level: level as TFormRule['level'] }))}
          >
            <option value="error">{t('designer.levels.error')}</option>
            <option value="warning">{t('designer.levels.warning')}</option>
          </DesignerSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DesignerSelect
            label={t('designer.rule_scope')}
            value={rule.table ?? ''}
            onChange={(value) =>
              setDraft((d) => {
                const scope = value || undefined;
                const of = d.sections.flatMap((s) => s.tables).find((x) => x.key === scope);
                const first = of ? of.columns[0]?.key : refs.choices()[0]?.ref;
                return first ? updateRule(d, r, (old) => withRuleTable(old, scope, first)) : d;
              })
            }
          >
            <option value="">{t('designer.scope_form')}</option>
            {tables.map((x) => (
              <option key={x.key} value={x.key}>
                {t('designer.scope_table', { name: x.label[lang] || x.key })}
              </option>
            ))}
          </DesignerSelect>
        </Grid>
        {side('left', 4)}
        <Grid size={{ xs: 12, md: 3 }}>
          <DesignerSelect
            label={t('designer.comparison')}
            value={rule.check.op}
            onChange={(op) => edit((old) => ({ ...old, check: { ...old.check, op: op as TOp } }))}
          >
            {(Object.keys(COMPARISONS) as TOp[]).map((op) => (
              <option key={op} value={op}>
                {t(`designer.comparisons.${COMPARISONS[op]}`)}
              </option>
            ))}
          </DesignerSelect>
        </Grid>
        {side('right', 5)}
        {rule.when && (
          <Grid size={12}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2">
                {t('designer.when', {
                  words: `${words(rule.when.left)} ${SIGNS[rule.when.op]} ${words(rule.when.right)}`,
                })}
              </Typography>
              <Button
                onClick={() =>
                  edit((old) => {
                    const { when: _dropped, ...rest } = old;
                    return rest;
                  })
                }
              >
                {t('designer.remove_when')}
              </Button>
            </Stack>
          </Grid>
        )}
        <TextsInputs
          text={rule.message}
          multiline
          label={(language) => t('designer.message_in', { lang: language })}
          onChange={(language, text) =>
            edit((old) => ({ ...old, message: { ...old.message, [language]: text } }))
          }
        />
      </Grid>
      <PlaceProblems at={`rules.${r}`} />
    </Box>
  );
}
