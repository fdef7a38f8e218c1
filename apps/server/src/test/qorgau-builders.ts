import type { TQorgauCreate } from '@hse/contracts/qorgau';

/** A Qorgau card about an unsafe condition an hour ago, in `organizationId`, filed by a named guest. */
export function qorgauCardInput(
  organizationId: string,
  overrides: Partial<TQorgauCreate> = {},
): TQorgauCreate {
  return {
    observation_type: 'unsafe_condition',
    observed_at: new Date(Date.now() - 3_600_000).toISOString(),
    organization_id: organizationId,
    department: 'Цех добычи',
    observed_company: 'ТОО «Демо Сервис»',
    site: 'Куст 7',
    object: 'Задвижка',
    categories: ['housekeeping', 'tools_equipment'],
    vital_rule: 'line_of_fire',
    description: 'Разлив масла у задвижки, проход не огорожен',
    consequences: 'Падение, травма',
    measures_taken: 'Поставлено ограждение',
    discussed: true,
    reported_to: '',
    eliminated: false,
    latitude: 47.1,
    longitude: 51.9,
    anonymous: false,
    author_name: 'Гость Иванов',
    author_phone: '+7 701 000 00 00',
    ...overrides,
  };
}
