import { type TVitalRule, VITAL_RULES } from '@hse/contracts/observations';
import {
  type TVitalRuleSubcategory,
  ZVitalRuleSubcategoryCreateSchema,
  ZVitalRuleSubcategoryUpdateSchema,
} from '@hse/contracts/vital-rule-subcategories';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { SelectField, type TSelectOption } from '../../components/form/select-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { FormTextField } from '../../components/form/text-field';
import { localizedZodResolver } from '../../components/form/zod-resolver';
import { useNarrowScreen } from '../../components/use-narrow-screen';
import { useCreateSubcategory, useUpdateSubcategory } from './vital-rules-queries';

/** A new sub-category (its rule and a suggested organization chosen) or an existing one. */
export type TSubcategoryDialogTarget =
  | { mode: 'create'; rule: TVitalRule; organizationId: string }
  | { mode: 'edit'; item: TVitalRuleSubcategory };

type TValues = {
  organization_id: string;
  rule: TVitalRule;
  name_ru: string;
  name_kk: string;
  name_en: string;
  version: number;
};
const NAMES = ['name_ru', 'name_kk', 'name_en'] as const;
const FIELDS = ['organization_id', 'rule', ...NAMES] as const;

const createResolver = localizedZodResolver(
  ZVitalRuleSubcategoryCreateSchema,
) as unknown as Resolver<TValues>;
const updateResolver = localizedZodResolver(
  ZVitalRuleSubcategoryUpdateSchema,
) as unknown as Resolver<TValues>;

function initialValues(target: TSubcategoryDialogTarget): TValues {
  if (target.mode === 'create')
    return {
      organization_id: target.organizationId,
      rule: target.rule,
      name_ru: '',
      name_kk: '',
      name_en: '',
      version: 1,
    };
  const { organization_id, rule, name_ru, name_kk, name_en, version } = target.item;
  return { organization_id, rule, name_ru, name_kk, name_en, version };
}

type TProps = {
  target: TSubcategoryDialogTarget;
  /** The organizations the reader may add to: their scope. */
  organizations: readonly TSelectOption[];
  onClose: () => void;
};

/**
 * Mounted per target (by key). The organization and the rule are chosen once, when adding: cards
 * already name a sub-category under its rule, so editing changes only the names.
 */
export function SubcategoryDialog({ target, organizations, onClose }: TProps) {
  const { t } = useTranslation('vital_rules');
  const { t: rules } = useTranslation('observation_data');
  const { compact } = useNarrowScreen();
  const create = useCreateSubcategory();
  const update = useUpdateSubcategory();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<TValues>({
    mode: 'onChange',
    defaultValues: initialValues(target),
    resolver: target.mode === 'create' ? createResolver : updateResolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (target.mode === 'create') {
        const { version: _, ...body } = values;
        await create.mutateAsync(body);
      } else {
        const { name_ru, name_kk, name_en, version } = values;
        await update.mutateAsync({ id: target.item.id, body: { name_ru, name_kk, name_en, version } });
      }
      notify({ type: 'success', message: t(target.mode === 'create' ? 'notify.created' : 'notify.saved') });
      onClose();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, FIELDS);
      setServerError([errorDetail(error, t('errors.save_failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={compact}>
      <form noValidate onSubmit={onSubmit} data-testid="subcategory-form">
        <DialogTitle>{t(target.mode === 'create' ? 'dialog.create' : 'dialog.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {target.mode === 'create' ? (
              <>
                <SelectField
                  control={control}
                  name="organization_id"
                  label={t('fields.organization_id')}
                  options={organizations}
                  required
                />
                <SelectField
                  control={control}
                  name="rule"
                  label={t('fields.rule')}
                  options={VITAL_RULES.map((value) => ({ value, label: rules(`vital_rules.${value}`) }))}
                  required
                />
              </>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${rules(`vital_rules.${target.item.rule}`)} · ${target.item.organization_name}`}
              </Typography>
            )}
            {NAMES.map((field, index) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                label={t(`fields.${field}`)}
                required
                autoFocus={index === 0}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('buttons.cancel', { ns: 'common' })}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="subcategory-save"
          >
            {t(target.mode === 'create' ? 'buttons.create' : 'buttons.save', { ns: 'common' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
