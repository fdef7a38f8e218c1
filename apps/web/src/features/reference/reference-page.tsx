import { FORMAT_LOCALES } from '@hse/contracts/constants';
import { FORM_TITLES } from '@hse/contracts/forms/form-titles';
import type { THoliday } from '@hse/contracts/holidays';
import { INCIDENT_TEXTS } from '@hse/contracts/incident-texts';
import { VITAL_RULE_TEXTS } from '@hse/contracts/vital-rule-texts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useLanguage } from '../../components/localized';

// Keys in the order the texts declare them (the contracts' enums would bring zod schemas along).
const VITAL_RULES = Object.keys(VITAL_RULE_TEXTS) as (keyof typeof VITAL_RULE_TEXTS)[];
const INCIDENT_KINDS = Object.keys(INCIDENT_TEXTS.kinds) as (keyof typeof INCIDENT_TEXTS.kinds)[];
const INJURY_OUTCOMES = Object.keys(INCIDENT_TEXTS.outcomes) as (keyof typeof INCIDENT_TEXTS.outcomes)[];

const TABS = ['rules', 'incident_types', 'iogp', 'forms', 'calendar'] as const;
type TTab = (typeof TABS)[number];

const isTab = (value: string | null): value is TTab => TABS.some((tab) => tab === value);

/** /reference: the reference books everyone signed in reads (decision 065); the tab is in the address. */
export default function ReferencePage() {
  const { t } = useTranslation('reference');
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab: TTab = isTab(raw) ? raw : 'rules';
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('reference.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reference.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: TTab) => setSearch(next === 'rules' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('reference.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`reference.tabs.${key}`)}
            id={`reference-tab-${key}`}
            aria-controls={`reference-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reference-panel-${tab}`} aria-labelledby={`reference-tab-${tab}`}>
        {tab === 'rules' && <RulesPanel />}
        {tab === 'incident_types' && <IncidentTypesPanel />}
        {tab === 'iogp' && <IogpPanel />}
        {tab === 'forms' && <FormsPanel />}
        {tab === 'calendar' && <CalendarPanel />}
      </Box>
    </Box>
  );
}

function Panel({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      {children}
    </Paper>
  );
}

function RulesPanel() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  return (
    <Panel intro={t('reference.rules_intro')}>
      <List component="ol" dense sx={{ listStyle: 'decimal', pl: 3 }}>
        {VITAL_RULES.map((rule) => (
          <ListItem key={rule} sx={{ display: 'list-item' }}>
            <ListItemText primary={VITAL_RULE_TEXTS[rule][lang]} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function IncidentTypesPanel() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  return (
    <Panel intro={t('reference.incident_types_intro')}>
      <List dense>
        {INCIDENT_KINDS.map((kind) => (
          <ListItem key={kind}>
            <ListItemText primary={INCIDENT_TEXTS.kinds[kind][lang]} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function IogpPanel() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  return (
    <Panel intro={t('reference.iogp_intro')}>
      <List dense>
        {INJURY_OUTCOMES.map((outcome) => (
          <ListItem key={outcome}>
            <ListItemText
              primary={INCIDENT_TEXTS.outcomes[outcome][lang]}
              secondary={t(`reference.iogp.${outcome}`)}
            />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function FormsPanel() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  return (
    <Panel intro={t('reference.forms_intro')}>
      <List dense>
        {Object.entries(FORM_TITLES).map(([code, form]) => (
          <ListItem key={code} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <ListItemText
              primary={form.title[lang]}
              secondary={`${t('reference.form_code')}: ${code} · ${t(`reference.period.${form.period}`)}`}
            />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function CalendarPanel() {
  const { t } = useTranslation('reference');
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const days = useQuery({
    queryKey: ['holidays', year],
    queryFn: () => api.get<THoliday[]>('/holidays/', { params: { year } }),
  });
  const years = [thisYear - 1, thisYear, thisYear + 1];
  if (!years.includes(year)) years.push(year);
  return (
    <Panel intro={t('reference.calendar_intro')}>
      <TextField
        select
        size="small"
        label={t('reference.year')}
        value={year}
        onChange={(event) => setSearch({ tab: 'calendar', year: event.target.value }, { replace: true })}
        sx={{ my: 1, width: 140 }}
      >
        {years.sort().map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {days.isPending && <CircularProgress size={24} aria-label={t('reference.year')} />}
      {days.isError && <Alert severity="error">{t('reference.load_failed')}</Alert>}
      {days.data?.length === 0 && <Typography color="text.secondary">{t('reference.no_days')}</Typography>}
      {days.data && days.data.length > 0 && (
        <List dense>
          {days.data.map((day) => (
            <ListItem key={day.id} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <ListItemText
                primary={new Date(`${day.day}T00:00:00`).toLocaleDateString(FORMAT_LOCALES[lang], {
                  day: 'numeric',
                  month: 'long',
                  weekday: 'short',
                })}
                secondary={{ ru: day.name_ru, kk: day.name_kk, en: day.name_en }[lang]}
              />
              <Chip
                size="small"
                variant="outlined"
                color={day.kind === 'holiday' ? 'warning' : 'default'}
                label={t(`reference.${day.kind}`)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
