/** The second factor's answers (issue 19). */
export const SECOND_FACTOR_MESSAGES = {
  'errors.bad_code': {
    ru: 'Неверный код',
    kk: 'Код қате',
    en: 'The code is wrong',
  },
  'errors.sign_in_expired': {
    ru: 'Время входа истекло. Введите логин и пароль ещё раз',
    kk: 'Кіру уақыты өтті. Логин мен құпиясөзді қайта енгізіңіз',
    en: 'The sign-in has expired. Please enter your login and password again',
  },
  'errors.second_factor_enabled': {
    ru: 'Второй фактор уже подключён',
    kk: 'Екінші фактор қосылып қойған',
    en: 'The second factor is already enabled',
  },
  'errors.second_factor_not_started': {
    ru: 'Сначала начните подключение второго фактора',
    kk: 'Алдымен екінші факторды қосуды бастаңыз',
    en: 'Start enrolling the second factor first',
  },
  'errors.second_factor_required': {
    ru: 'Для вашей роли второй фактор обязателен, отключить его нельзя',
    kk: 'Сіздің рөліңіз үшін екінші фактор міндетті, оны өшіруге болмайды',
    en: 'Your role requires a second factor; it cannot be turned off',
  },
} as const;
