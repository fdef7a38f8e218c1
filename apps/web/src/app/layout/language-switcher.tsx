import { LANGUAGES, type TLanguage } from '@hse/contracts/constants';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/language';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const current = isLanguage(i18n.language) ? i18n.language : 'ru';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      aria-label={t('top_bar.language')}
      onChange={(_, lang: TLanguage | null) => {
        if (lang) void changeLanguage(lang);
      }}
      sx={{ '& .MuiToggleButton-root': { px: { xs: 0.75, sm: 1 }, py: 0.25, fontSize: 12, fontWeight: 600 } }}
    >
      {LANGUAGES.map((lang) => (
        <ToggleButton
          key={lang}
          value={lang}
          data-testid={`lang-${lang}`}
          lang={lang}
          aria-label={t(`languages.${lang}`)}
        >
          {t(`languages.short.${lang}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
