import type { TAuditTemplate } from '@hse/contracts/audits';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorDetail } from '../../components/error-detail';
import { pickText, useLanguage } from '../../components/localized';
import { PageLoader } from '../../components/page-loader';
import { useAuditTemplates } from './audit-queries';
import { TemplateEditor } from './template-editor';
import { useAuditText } from './use-audit-text';

const NEW = 'new';

/** `/audit-templates`: the checklists auditors keep; `?edit=<id>|new` opens one in the editor. */
export default function AuditTemplatesPage() {
  const { t } = useTranslation('audit_checklist');
  const text = useAuditText();
  const lang = useLanguage();
  const templates = useAuditTemplates();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const close = () => setParams({});
  const list = templates.data?.results ?? [];
  const current = editing && editing !== NEW ? list.find((item) => item.id === editing) : undefined;

  let body = null;
  if (templates.isPending) body = <PageLoader />;
  else if (templates.isError)
    body = <Alert severity="error">{errorDetail(templates.error, t('templates.load_failed'))}</Alert>;
  else if (editing === NEW) body = <TemplateEditor template={null} onDone={close} onReload={close} />;
  else if (editing && !current) body = <Alert severity="warning">{t('templates.not_found')}</Alert>;
  else if (current)
    body = (
      <TemplateEditor
        key={current.id}
        template={current}
        onDone={close}
        onReload={() => {
          void templates.refetch();
          close();
        }}
      />
    );
  else body = <TemplatesList list={list} onEdit={(id) => setParams({ edit: id })} />;

  const heading =
    editing === NEW ? t('templates.new') : current ? pickTitle(current) : text('titles.templates');
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
          {editing && (
            <Tooltip title={t('actions.back_to_list', { ns: 'records' })}>
              <IconButton aria-label={t('actions.back_to_list', { ns: 'records' })} onClick={close}>
                <ArrowBackIcon />
              </IconButton>
            </Tooltip>
          )}
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
        </Stack>
        {!editing && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setParams({ edit: NEW })}
            data-testid="template-new"
          >
            {t('templates.new')}
          </Button>
        )}
      </Stack>
      {body}
    </Box>
  );

  function pickTitle(template: TAuditTemplate) {
    return t('templates.editing', { title: pickText(template.title, lang) });
  }
}

function TemplatesList({ list, onEdit }: { list: readonly TAuditTemplate[]; onEdit: (id: string) => void }) {
  const { t } = useTranslation('audit_checklist');
  const text = useAuditText();
  const lang = useLanguage();
  if (list.length === 0) return <Typography color="text.secondary">{t('templates.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <List disablePadding data-testid="templates-list">
        {list.map((template, index) => {
          const title = pickText(template.title, lang);
          return (
            <ListItem
              key={template.id}
              divider={index < list.length - 1}
              data-testid="template-item"
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={title}
                secondary={`${text('checklist.version')} ${template.version} · ${t('templates.questions', { count: template.questions_count })}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                sx={{ flex: '1 1 220px' }}
              />
              <Button
                startIcon={<EditIcon />}
                onClick={() => onEdit(template.id)}
                aria-label={t('templates.edit', { title })}
                data-testid="template-edit"
              >
                {t('buttons.edit', { ns: 'common' })}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
