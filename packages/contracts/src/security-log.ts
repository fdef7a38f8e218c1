import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common.ts';
import type { TTextTree } from './texts.ts';

/** What the security log records (issue 19), each written with the change it stands for. */
export const SECURITY_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'registered',
  'registration_refused',
  'registration_throttled',
  'user_created',
  'password_changed',
  'password_reset',
  'roles_changed',
  'organization_changed',
  'account_activated',
  'account_deactivated',
  'session_ended',
  'other_sessions_ended',
] as const;
export const ZSecurityEventSchema = z.enum(SECURITY_EVENTS);
export type TSecurityEvent = z.infer<typeof ZSecurityEventSchema>;

export { SECURITY_LOG_ROLES } from './roles.ts';

export const ZSecurityLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  event: ZSecurityEventSchema,
  actor_id: z.string().nullable(),
  actor_fio: z.string(),
  user_id: z.string().nullable(),
  user_fio: z.string(),
  login: z.string(),
  address: z.string(),
  user_agent: z.string(),
  /** What changed (roles from and to) or why it was refused. */
  details: z.record(z.string(), z.unknown()),
});
export type TSecurityLogEntry = z.infer<typeof ZSecurityLogEntrySchema>;
export const ZSecurityLogPageSchema = pageSchema(ZSecurityLogEntrySchema);

const day = z.iso.date({ message: 'validation.invalid' });

export const ZSecurityLogQuerySchema = listQuerySchema(['at', 'event']).extend({
  event: ZSecurityEventSchema.optional(),
  user_id: z.uuid().optional(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type TSecurityLogQuery = z.input<typeof ZSecurityLogQuerySchema>;

/** The one session list of the personal account: where the user is signed in now. */
export const ZSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string(),
  address: z.string(),
});
export type TSession = z.infer<typeof ZSessionSchema>;

/** The log's words, for its page and its Excel export. */
export const SECURITY_LOG_TEXTS = {
  title: { ru: 'Журнал безопасности', kk: 'Қауіпсіздік журналы', en: 'Security log' },
  columns: {
    at: { ru: 'Когда', kk: 'Қашан', en: 'When' },
    event: { ru: 'Событие', kk: 'Оқиға', en: 'Event' },
    user: { ru: 'Учётная запись', kk: 'Есептік жазба', en: 'Account' },
    actor: { ru: 'Кто', kk: 'Кім', en: 'By' },
    login: { ru: 'Логин', kk: 'Логин', en: 'Login' },
    address: { ru: 'Адрес', kk: 'Мекенжай', en: 'Address' },
    user_agent: { ru: 'Браузер', kk: 'Браузер', en: 'Browser' },
    details: { ru: 'Подробности', kk: 'Толығырақ', en: 'Details' },
  },
  events: {
    sign_in: { ru: 'Вход', kk: 'Кіру', en: 'Sign-in' },
    sign_in_failed: { ru: 'Неудачный вход', kk: 'Сәтсіз кіру', en: 'Failed sign-in' },
    sign_in_throttled: {
      ru: 'Вход заблокирован по числу попыток',
      kk: 'Кіру әрекеттер санына байланысты бұғатталды',
      en: 'Sign-in throttled',
    },
    sign_out: { ru: 'Выход', kk: 'Шығу', en: 'Sign-out' },
    registered: { ru: 'Заявка на регистрацию', kk: 'Тіркелуге өтінім', en: 'Registration' },
    registration_refused: {
      ru: 'Регистрация отклонена',
      kk: 'Тіркелу қабылданбады',
      en: 'Registration refused',
    },
    registration_throttled: {
      ru: 'Регистрация заблокирована по числу попыток',
      kk: 'Тіркелу әрекеттер санына байланысты бұғатталды',
      en: 'Registration throttled',
    },
    user_created: { ru: 'Создан пользователь', kk: 'Пайдаланушы құрылды', en: 'User created' },
    password_changed: { ru: 'Смена пароля', kk: 'Құпиясөзді ауыстыру', en: 'Password changed' },
    password_reset: {
      ru: 'Сброс пароля администратором',
      kk: 'Құпиясөзді әкімші қалпына келтірді',
      en: 'Password reset by an administrator',
    },
    roles_changed: { ru: 'Изменены роли', kk: 'Рөлдер өзгертілді', en: 'Roles changed' },
    organization_changed: {
      ru: 'Изменена организация',
      kk: 'Ұйым өзгертілді',
      en: 'Organization changed',
    },
    account_activated: {
      ru: 'Учётная запись активирована',
      kk: 'Есептік жазба белсендірілді',
      en: 'Account activated',
    },
    account_deactivated: {
      ru: 'Учётная запись отключена',
      kk: 'Есептік жазба өшірілді',
      en: 'Account deactivated',
    },
    session_ended: { ru: 'Сеанс завершён', kk: 'Сеанс аяқталды', en: 'Session ended' },
    other_sessions_ended: {
      ru: 'Завершены другие сеансы',
      kk: 'Басқа сеанстар аяқталды',
      en: 'Other sessions ended',
    },
  },
  filters: {
    event: { ru: 'Событие', kk: 'Оқиға', en: 'Event' },
    any_event: { ru: 'Все события', kk: 'Барлық оқиғалар', en: 'All events' },
    date_from: { ru: 'С даты', kk: 'Басталу күні', en: 'From' },
    date_to: { ru: 'По дату', kk: 'Аяқталу күні', en: 'To' },
    search: {
      ru: 'Поиск по логину или адресу',
      kk: 'Логин немесе мекенжай бойынша іздеу',
      en: 'Search by login or address',
    },
  },
  found: {
    ru: 'Найдено записей: {{count}}',
    kk: 'Табылған жазбалар: {{count}}',
    en: 'Entries found: {{count}}',
  },
} satisfies TTextTree;
