import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrganizationSelect } from '../../components/form/organization-select';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { PlacePicker, type TPlace } from '../../components/place-picker';
import { useQorgauSettings } from '../../components/qorgau-settings-query';
import type { TQorgauCreateForm } from './use-qorgau-create';

/** Where it was seen: the organization, its unit and site, and the point on the map. */
export function QorgauWhereSection({ form }: { form: TQorgauCreateForm }) {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const settings = useQorgauSettings();
  const { control, setValue, getFieldState, formState } = form;
  const [organization, latitude, longitude] = useWatch({
    control,
    name: ['organization_id', 'latitude', 'longitude'],
  });
  const place = Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
  const [placeTouched, setPlaceTouched] = useState(false);

  // Until the filer points at a place, the card stands at its organization's site (or its parent's).
  useEffect(() => {
    if (placeTouched || !settings.data || !organization) return;
    const sites = settings.data.sites;
    const own = sites.find((s) => s.organization_id === organization);
    const site =
      own ??
      sites.find((s) =>
        sites.some((o) => o.organization_id === organization && o.parent_id === s.organization_id),
      );
    if (site) {
      setValue('latitude', site.latitude, { shouldValidate: formState.isSubmitted });
      setValue('longitude', site.longitude, { shouldValidate: formState.isSubmitted });
    }
  }, [organization, settings.data, placeTouched, setValue, formState.isSubmitted]);

  const pick = (next: TPlace) => {
    setPlaceTouched(true);
    setValue('latitude', next.latitude, { shouldValidate: true });
    setValue('longitude', next.longitude, { shouldValidate: true });
  };

  const label = (name: string) => data(`fields.${name}`);
  const placeError =
    getFieldState('latitude', formState).error ?? getFieldState('longitude', formState).error;

  return (
    <FormSection title={data('sections.where')}>
      <OrganizationSelect
        control={control}
        name="organization_id"
        label={label('organization_id')}
        required
      />
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'department', size: GRID_HALF },
          { name: 'observed_company', size: GRID_HALF },
          { name: 'site', size: GRID_HALF },
          { name: 'object', size: GRID_HALF },
        ]}
      />
      <Grid size={12}>
        <Typography variant="body2" sx={{ mb: 1 }}>{`${label('place')} *`}</Typography>
        <PlacePicker
          settings={settings.data}
          value={place}
          onChange={pick}
          error={placeError ? t('create.place_required') : undefined}
        />
      </Grid>
    </FormSection>
  );
}
