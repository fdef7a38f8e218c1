import type { TChildItem } from '@hse/contracts/record-module/children';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import { ROAD_MAP_ITEMS, ROAD_MAP_MODULE, type TRoadMapItem } from '@hse/contracts/road-maps';
import Chip from '@mui/material/Chip';
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

const NS = ROAD_MAP_MODULE.key;
/** The figures an item shows under its name, in this order. */
const FIGURES = ['count', 'fact', 'percent', 'budget', 'needed_funding', 'due_on'] as const;
const DETAILS = ['work_type', 'responsible', 'finish_form', 'risk', 'comment'] as const;
const SHOWN = [...FIGURES, ...DETAILS];

const missingId = (itemId: string) => `road-map-item-missing-${itemId}`;

/**
 * A road map's items (child records): written by the subsidiary while a draft or on revision,
 * their progress reported through the year once approved. When the map was refused for empty
 * fields, each item says which of its fields are empty and the first of them takes the focus.
 */
export function RoadMapItemsPanel({ record, refresh }: TRecordSlotProps) {
  const { t } = useTranslation(NS);
  const lang = useLanguage();
  const year = String(record.year ?? '');
  const refused = useRefusedChildFields(record.id, 'send_to_agreement', missingId);
  const label = (field: string) => t(`item.${field}`, { year });
  const show = (field: string, value: unknown) =>
    displayValue(field, ROAD_MAP_ITEMS.fields[field] as TField, value, {
      texts: ROAD_MAP_MODULE.texts,
      lang,
      timeZone: 'UTC',
    });

  const chips = (child: TChildItem) => {
    const item = child as TRoadMapItem;
    return (
      <>
        <Chip size="small" variant="outlined" label={t(`options.category.${item.category}`)} />
        {item.event_number && <Chip size="small" variant="outlined" label={`№ ${item.event_number}`} />}
      </>
    );
  };
  const body = (child: TChildItem) => {
    const item = child as TRoadMapItem;
    const empty = stillEmpty(refused, item);
    return (
      <>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="road-map-item-name">
          {item.name}
        </Typography>
        <ChildDetails item={item} fields={SHOWN} label={label} value={(field) => show(field, item[field])} />
        {empty.length > 0 && (
          <MissingFieldsAlert id={missingId(item.id)} testId="road-map-item-missing">
            {t('items.missing', { fields: empty.map(label).join(', ') })}
          </MissingFieldsAlert>
        )}
      </>
    );
  };
  return (
    <ChildrenPanel
      child={ROAD_MAP_ITEMS}
      record={record}
      refresh={refresh}
      ns={NS}
      chips={chips}
      body={body}
    />
  );
}
