import { EVENT_PLAN_ITEMS, EVENT_PLAN_PART_MODULE, type TEventPlanItem } from '@hse/contracts/event-plans';
import type { TChildItem } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import {
  ChildDetails,
  MissingFieldsAlert,
  stillEmpty,
  useRefusedChildFields,
} from '../../components/record-module/child-details';
import { ChildrenPanel } from '../../components/record-module/children-panel';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

const NS = EVENT_PLAN_PART_MODULE.key;
/** What an item shows under its title, in this order. */
const DETAILS = ['responsible_id', 'due_on', 'cost', 'description'] as const;

const missingId = (itemId: string) => `plan-item-missing-${itemId}`;

/**
 * A subsidiary's measures (child records, decision 038): written while the part is a draft or on
 * revision; each becomes an event once the part is agreed. When sending was refused for empty
 * fields, each item says which, and the first of them takes the focus.
 */
export function PlanItemsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation(NS);
  const lang = useLanguage();
  const refused = useRefusedChildFields(record.id, 'send_to_agreement', missingId);
  const show = (field: string, value: unknown) =>
    displayValue(field, EVENT_PLAN_ITEMS.fields[field] as TField, value, {
      texts: EVENT_PLAN_PART_MODULE.texts,
      lang,
      timeZone: 'UTC',
    });
  const label = (field: string) => t(`item.${field}`);

  const body = (child: TChildItem) => {
    const item = child as TEventPlanItem;
    const empty = stillEmpty(refused, item);
    return (
      <>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="plan-item-title">
          {item.title}
        </Typography>
        <ChildDetails
          item={item}
          fields={DETAILS}
          label={label}
          value={(field) => (field === 'responsible_id' ? item.responsible_name : show(field, item[field]))}
        />
        {empty.length > 0 && (
          <MissingFieldsAlert id={missingId(item.id)} testId="plan-item-missing">
            {t('items.missing', { fields: empty.map(label).join(', ') })}
          </MissingFieldsAlert>
        )}
      </>
    );
  };
  return <ChildrenPanel child={EVENT_PLAN_ITEMS} record={record} refresh={refresh} ns={NS} body={body} />;
}
