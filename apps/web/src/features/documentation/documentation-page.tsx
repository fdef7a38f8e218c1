import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { loadGuide, type TGuideSection } from './guide';

/** /documentation: the user guide in the reader's language, with its contents (decision 065). */
export default function DocumentationPage() {
  const { t, i18n } = useTranslation('reference');
  const lang = i18n.language === 'kk' || i18n.language === 'en' ? i18n.language : 'ru';
  const guide = useQuery({ queryKey: ['guide', lang], queryFn: () => loadGuide(lang), staleTime: Infinity });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('documentation.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documentation.intro')}
      </Typography>
      {guide.isPending && <CircularProgress aria-label={t('documentation.loading')} />}
      {guide.isError && <Alert severity="error">{t('documentation.failed')}</Alert>}
      {guide.data && (
        <>
          <Paper component="nav" variant="outlined" aria-labelledby="guide-contents" sx={{ p: 2, mb: 3 }}>
            <Typography id="guide-contents" variant="h6" component="h2">
              {t('documentation.contents')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {guide.data.map((section) => (
                <li key={section.key}>
                  <Link href={`#guide-${section.key}`}>{section.title}</Link>
                </li>
              ))}
            </Box>
          </Paper>
          {guide.data.map((section) => (
            <GuideSection key={section.key} section={section} />
          ))}
        </>
      )}
    </Box>
  );
}

function GuideSection({ section }: { section: TGuideSection }) {
  const { t } = useTranslation('reference');
  return (
    <Box component="section" aria-labelledby={`guide-${section.key}`} sx={{ mb: 4 }}>
      <Typography
        id={`guide-${section.key}`}
        variant="h5"
        component="h2"
        tabIndex={-1}
        sx={{ fontSize: '1.35rem', mb: 1, scrollMarginTop: 80 }}
      >
        {section.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{section.summary}</Typography>
      {section.href && (
        <Link component={RouterLink} to={section.href} sx={{ display: 'inline-block', mb: 1 }}>
          {t('documentation.open_section')}: {section.title}
        </Link>
      )}
      {section.tasks.map((task) => (
        <Box key={task.title} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
            {task.title}
          </Typography>
          <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
            {task.steps.map((step) => (
              <li key={step}>
                <Typography component="span">{step}</Typography>
              </li>
            ))}
          </Box>
          {task.screenshot && (
            <Box
              component="img"
              src={task.screenshot.src}
              alt={task.screenshot.alt}
              sx={{
                display: 'block',
                maxWidth: '100%',
                height: 'auto',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                mt: 1,
              }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
