import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QorgauActionsSection } from './qorgau-actions-section';
import { QorgauAuthorSection } from './qorgau-author-section';
import { QorgauFiled } from './qorgau-filed';
import { QorgauFilesSection } from './qorgau-files-section';
import { QorgauWhatSection } from './qorgau-what-section';
import { QorgauWhereSection } from './qorgau-where-section';
import { useCardFiles } from './use-card-files';
import { useQorgauCreate } from './use-qorgau-create';

/** `/qorgau-create`: anyone files a card, signed in or not (spec §2), and sees it registered. */
export default function QorgauCreatePage() {
  const { t } = useTranslation('qorgau');
  const attachments = useCardFiles();
  const { form, submit, serverError, filed, another } = useQorgauCreate(attachments);

  // The sections leave with the form: the place picked on the map is forgotten for the next card.
  if (filed) return <QorgauFiled card={filed} onAnother={another} />;

  return (
    <Box>
      <PageHeader title={t('create.title')} back={{ to: '/qorgau', label: t('create.back') }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={t('create.title')}>
          <Typography sx={{ color: 'text.secondary' }}>{t('create.intro')}</Typography>
          {serverError && (
            <Alert severity="error" data-testid="qorgau-create-error">
              {serverError}
            </Alert>
          )}
          <QorgauWhatSection form={form} />
          <QorgauWhereSection form={form} />
          <QorgauActionsSection control={form.control} />
          <QorgauFilesSection attachments={attachments} />
          <QorgauAuthorSection control={form.control} />

          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              data-testid="qorgau-submit"
            >
              {t('create.submit')}
            </Button>
            <Button component={RouterLink} to="/qorgau">
              {t('buttons.cancel', { ns: 'common' })}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
