import { ZSiteLatitudeSchema, ZSiteLongitudeSchema } from '@hse/contracts/organizations';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFieldTransform } from '../../components/form/text-field';
import { FormTextField } from '../../components/form/text-field';
import type { TPlace } from '../../components/place-picker';
import { useQorgauSettings } from '../../components/qorgau-settings-query';

// Leaflet is large: the organizations page loads it only when a dialog shows the map.
const PlacePicker = lazy(() =>
  import('../../components/place-picker').then((module) => ({ default: module.PlacePicker })),
);

export type TSiteValues = { latitude: number | null; longitude: number | null };

const MAP_HEIGHT = 240;
/** Six decimals of a degree are about ten centimetres: finer than any click. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * An empty field is no coordinate; a comma is read as the decimal point. Text that is no number
 * stays text, so that the schema says a coordinate is a number rather than asking to fill it in.
 */
function parseCoordinate(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isNaN(value) ? trimmed : value;
}

/**
 * Keeps what was typed while it means the form's number ("47." or "-" on the way to a value),
 * and shows the number itself once the map sets another.
 */
function useCoordinateTransform(): TFieldTransform {
  return useMemo(() => {
    let typed = '';
    return {
      toInput: (value) => {
        if (Object.is(parseCoordinate(typed), value)) return typed;
        return typeof value === 'number' ? String(value) : '';
      },
      fromInput: (text) => {
        typed = text;
        return parseCoordinate(text);
      },
    };
  }, []);
}

type TProps = {
  /** The organization being edited, whose stored site is not drawn as another's. */
  organizationId: string | null;
};

/**
 * An organization's site in the surrounding form: a click on the map or two typed coordinates,
 * both or neither.
 */
export function OrganizationSiteSection({ organizationId }: TProps) {
  const { control, setValue } = useFormContext<TSiteValues>();
  const { t } = useTranslation('admin');
  const titleId = useId();
  const settings = useQorgauSettings();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const latitudeTransform = useCoordinateTransform();
  const longitudeTransform = useCoordinateTransform();

  const typedLatitude = ZSiteLatitudeSchema.safeParse(latitude);
  const typedLongitude = ZSiteLongitudeSchema.safeParse(longitude);
  const place: TPlace | null =
    typedLatitude.success && typedLongitude.success
      ? { latitude: typedLatitude.data, longitude: typedLongitude.data }
      : null;
  const map = useMemo(
    () =>
      settings.data && {
        ...settings.data,
        sites: settings.data.sites.filter((site) => site.organization_id !== organizationId),
      },
    [settings.data, organizationId],
  );
  const setSite = (site: TSiteValues) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('latitude', site.latitude, options);
    setValue('longitude', site.longitude, options);
  };

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId}>
      <Box>
        <Typography id={titleId} variant="subtitle2">
          {t('organizations.fields.site')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('organizations.site.hint')}
        </Typography>
      </Box>
      <Suspense
        fallback={
          <Box sx={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={32} aria-label={t('loading', { ns: 'common' })} />
          </Box>
        }
      >
        <PlacePicker
          settings={map}
          value={place}
          height={MAP_HEIGHT}
          onChange={(picked) =>
            setSite({
              latitude: roundCoordinate(picked.latitude),
              longitude: roundCoordinate(picked.longitude),
            })
          }
          onClear={() => setSite({ latitude: null, longitude: null })}
        />
      </Suspense>
      <Stack direction="row" spacing={2}>
        {(['latitude', 'longitude'] as const).map((field) => (
          <FormTextField
            key={field}
            control={control}
            name={field}
            label={t(`organizations.fields.${field}`)}
            transform={field === 'latitude' ? latitudeTransform : longitudeTransform}
            // Both or neither: a change to one decides whether the other is missing.
            rules={{ deps: field === 'latitude' ? 'longitude' : 'latitude' }}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
