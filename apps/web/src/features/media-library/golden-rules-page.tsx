import { GOLDEN_RULE_PAGE_TEXTS } from '@hse/contracts/golden-rule-texts';
import type { TGoldenRule } from '@hse/contracts/golden-rules';
import type { TVitalRule } from '@hse/contracts/observations';
import { VISUAL_AID_MODULE_HEAD } from '@hse/contracts/visual-aid-module-head';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { pickName, pickText, useLanguage } from '../../components/localized';
import { useSubcategories } from '../../components/vital-rule-subcategories-query';
import { addSharedTexts } from '../../i18n/i18n';
import { useAidsOfRule, useGoldenRules } from './golden-rules-queries';
import { RulePictogram } from './rule-pictogram';

addSharedTexts('golden_rules', GOLDEN_RULE_PAGE_TEXTS);

const titleOf = (rule: TGoldenRule, lang: 'ru' | 'kk' | 'en') =>
  pickText({ ru: rule.title_ru, kk: rule.title_kk, en: rule.title_en }, lang);

/** The visual aids of one rule, as links to each. */
function RuleAids({ rule }: { rule: TVitalRule }) {
  const { t } = useTranslation('golden_rules');
  const lang = useLanguage();
  const aids = useAidsOfRule(rule);
  const rows = aids.data?.results ?? [];
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
        {t('aids')}
      </Typography>
      {aids.isPending ? (
        <LinearProgress sx={{ my: 1 }} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('no_aids')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid={`rule-aids-${rule}`}>
          {rows.map((aid) => (
            <li key={aid.id}>
              <Link component={RouterLink} to={VISUAL_AID_MODULE_HEAD.routes.record.replace(':id', aid.id)}>
                {pickText(
                  {
                    ru: String(aid.title_ru ?? ''),
                    kk: String(aid.title_kk ?? ''),
                    en: String(aid.title_en ?? ''),
                  },
                  lang,
                )}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * `/golden_rules` (decision 064): the nine life-saving rules with their pictograms and texts in
 * the reader's language, the sub-categories that apply to the reader's organization, and the
 * visual aids that teach each; the administrator opens a rule to word it.
 */
export default function GoldenRulesPage() {
  const { t } = useTranslation('golden_rules');
  const lang = useLanguage();
  const { roles, organizationId } = useSession();
  const isAdmin = roles.includes('admin');
  const rules = useGoldenRules();
  const subcategories = useSubcategories(organizationId ? { organization_id: organizationId } : {});
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {rules.isPending && <LinearProgress />}
      {rules.isError && <Alert severity="error">{rules.error.message}</Alert>}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
        }}
      >
        {(rules.data ?? []).map((rule) => {
          const name = titleOf(rule, lang);
          const text = pickText({ ru: rule.text_ru, kk: rule.text_kk, en: rule.text_en }, lang);
          const own = (subcategories.data ?? []).filter((s) => s.rule === rule.rule);
          return (
            <Card component="li" key={rule.rule} variant="outlined" data-testid={`golden-rule-${rule.rule}`}>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <RulePictogram
                    rule={rule.rule}
                    uploaded={rule.has_pictogram}
                    stamp={rule.updated_at ?? ''}
                    label={t('pictogram_of', { name })}
                  />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Typography>
                      {isAdmin && (
                        <IconButton
                          component={RouterLink}
                          to={`/golden_rules_edit/${rule.rule}`}
                          aria-label={t('edit', { name })}
                          data-testid={`golden-rule-edit-${rule.rule}`}
                        >
                          <EditIcon />
                        </IconButton>
                      )}
                    </Stack>
                    {text && (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                        {text}
                      </Typography>
                    )}
                  </Box>
                </Stack>
                <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                  {t('subcategories')}
                </Typography>
                {own.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('no_subcategories')}
                  </Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {own.map((s) => (
                      <Chip
                        key={s.id}
                        size="small"
                        label={pickName({ name_ru: s.name_ru, name_kk: s.name_kk, name_en: s.name_en }, lang)}
                      />
                    ))}
                  </Stack>
                )}
                <RuleAids rule={rule.rule} />
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
