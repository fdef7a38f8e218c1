import type { TLanguage } from '@hse/contracts/constants';
import type { TVitalRule } from '@hse/contracts/observations';
import {
  QORGAU_WORKFLOW,
  type TQorgauCard,
  type TQorgauCategory,
  type TQorgauType,
} from '@hse/contracts/qorgau';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import { authorFio, fioOrEmpty, organizationNameIn } from '../../platform/record-names.ts';
import type { TQorgauRow, TSubcategoryNames } from './qorgau-repository.ts';

/** The card's sub-category in the reader's language, else in Russian; empty without one. */
export const subcategoryNameOf = (row: TSubcategoryNames, lang: TLanguage) =>
  row.subcategoryNameRu === null
    ? ''
    : { ru: row.subcategoryNameRu, kk: row.subcategoryNameKk, en: row.subcategoryNameEn }[lang] ||
      row.subcategoryNameRu;

const NOTHING_ALLOWED = { allowed_actions: [], can_edit: false, can_delete: false };

/**
 * A card's answer. A guest (`caller` null) gets the card without people: no staff names, no
 * filer's name or phone (the issue: nothing beyond the card is visible to guests).
 */
export function toCard(row: TQorgauRow, lang: TLanguage, caller: TWorkflowCaller | null): TQorgauCard {
  const staff = caller !== null;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    observation_type: row.observationType as TQorgauType,
    observed_at: row.observedAt.toISOString(),
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    department: row.department,
    observed_company: row.observedCompany,
    site: row.site,
    object: row.object,
    categories: row.categories as TQorgauCategory[],
    vital_rule: row.vitalRule as TVitalRule | null,
    vital_rule_subcategory_id: row.vitalRuleSubcategoryId,
    vital_rule_subcategory_name: subcategoryNameOf(row, lang),
    description: row.description,
    consequences: row.consequences,
    measures_taken: row.measuresTaken,
    encouragement: row.encouragement,
    discussed: row.discussed,
    reported_to: staff ? row.reportedTo : '',
    eliminated: row.eliminated,
    latitude: row.latitude,
    longitude: row.longitude,
    anonymous: row.anonymous,
    author_name: staff ? row.authorName : '',
    author_phone: staff ? row.authorPhone : '',
    created_by_fio: staff ? authorFio(row) : '',
    assignee_id: staff ? row.assigneeId : null,
    assignee_fio: staff
      ? fioOrEmpty({
          lastName: row.assigneeLastName,
          firstName: row.assigneeFirstName,
          middleName: row.assigneeMiddleName,
        })
      : '',
    resolution: row.resolution,
    closed_at: row.closedAt?.toISOString() ?? null,
    photos: row.photos,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...(caller
      ? recordAccess(QORGAU_WORKFLOW, row.status, caller, row.createdBy, row.assigneeId)
      : NOTHING_ALLOWED),
  };
}
