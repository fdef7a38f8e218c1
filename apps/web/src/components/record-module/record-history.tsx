import type { TRecordModule } from '@hse/contracts/record-module/define';
import { displayValue } from '@hse/contracts/record-module/fields';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../history-panel';
import { useLanguage } from '../localized';
import { useOrganizationName } from '../use-organization-name';
import { queriesOf } from './record-queries';

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

type TProps = {
  module: TRecordModule;
  id: string;
  /** A module's own values (outside its manifest's fields) as text; null: the generic way. */
  ownValue?: (field: string, value: unknown) => string | null;
};

/** Who changed what in a record, each value written by its field's kind. */
export function RecordHistory({ module, id, ownValue }: TProps) {
  const { t } = useTranslation(module.key);
  const lang = useLanguage();
  const { keys, paths } = queriesOf(module);
  const organizationName = useOrganizationName();
  return (
    <HistoryPanel
      queryKey={keys.history(id)}
      path={paths.history(id)}
      fieldLabel={(field) => t(`fields.${field}`, { defaultValue: field })}
      formatValue={(name, value) => {
        const own = ownValue?.(name, value);
        if (own !== undefined && own !== null) return own;
        if (name === 'status' && typeof value === 'string')
          return t(`statuses.${value}`, { defaultValue: value });
        const field = module.fields[name];
        if ((field?.kind === 'organization' || name === 'organization_id') && value)
          return organizationName(value);
        // A person's id has no name here; the history panel shows it as it is.
        if (
          !field ||
          value === null ||
          value === undefined ||
          ['person', 'people', 'organization', 'reference', 'file'].includes(field.kind)
        )
          return null;
        return displayValue(name, field, value, { texts: module.texts, lang, timeZone: TIME_ZONE });
      }}
    />
  );
}
