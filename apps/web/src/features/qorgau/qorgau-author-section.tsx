import type { TQorgauCreate } from '@hse/contracts/qorgau';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';

/** Who files it: a signed-in filer may stay anonymous, a guest may leave a name and a phone. */
export function QorgauAuthorSection({ control }: { control: Control<TQorgauCreate> }) {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const { isAuthenticated } = useSession();
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={data('sections.author')}>
      {isAuthenticated ? (
        <Grid size={12}>
          <Controller
            control={control}
            name="anonymous"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                }
                label={t('create.stay_anonymous')}
                data-testid="field-anonymous"
              />
            )}
          />
        </Grid>
      ) : (
        <>
          <Grid size={12}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('create.guest_hint')}
            </Typography>
          </Grid>
          <TextCells
            control={control}
            label={label}
            cells={[
              { name: 'author_name', size: GRID_HALF, autoComplete: 'name' },
              { name: 'author_phone', size: GRID_HALF, type: 'tel', autoComplete: 'tel' },
            ]}
          />
        </>
      )}
    </FormSection>
  );
}
