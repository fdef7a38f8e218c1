import type { TLanguage } from '../constants.ts';

/** Users and organizations: conflicts on their data and the notifications about accounts. */
export const ACCOUNT_MESSAGES = {
  'errors.sso_failed': {
    ru: 'Не удалось войти через единый вход. Попробуйте ещё раз',
    kk: 'Бірыңғай кіру арқылы кіру мүмкін болмады. Қайталап көріңіз',
    en: 'Single sign-on did not succeed. Please try again',
  },
  'errors.login_taken': {
    ru: 'Такой логин уже занят',
    kk: 'Бұл логин бос емес',
    en: 'This login is already taken',
  },
  'errors.iin_taken': {
    ru: 'Пользователь с таким ИИН уже есть',
    kk: 'Мұндай ЖСН бар пайдаланушы бұрыннан бар',
    en: 'A user with this IIN already exists',
  },
  'errors.organization_unknown': {
    ru: 'Организация не найдена',
    kk: 'Ұйым табылмады',
    en: 'Organization not found',
  },
  'errors.organization_parent': {
    ru: 'Неверная вышестоящая организация: холдинг — корень, ДЗО входит в холдинг, подразделение — в ДЗО',
    kk: 'Жоғары тұрған ұйым қате: холдинг — түбір, ЕТҰ холдингке, бөлімше ЕТҰ-ға кіреді',
    en: 'Wrong parent: the holding is the root, a subsidiary belongs to the holding, a division to a subsidiary',
  },
  'errors.organization_in_use': {
    ru: 'Организацию нельзя удалить: в ней есть подразделения или пользователи',
    kk: 'Ұйымды жою мүмкін емес: онда бөлімшелер немесе пайдаланушылар бар',
    en: 'The organization cannot be deleted: it has divisions or users',
  },
  'errors.short_name_taken': {
    ru: 'Это краткое название уже занято другой организацией',
    kk: 'Бұл қысқа атауды басқа ұйым алған',
    en: 'This short name is already used by another organization',
  },
  'errors.current_password': {
    ru: 'Текущий пароль указан неверно',
    kk: 'Ағымдағы құпиясөз қате',
    en: 'The current password is wrong',
  },
  'errors.password_common': {
    ru: 'Этот пароль слишком распространён или уже появлялся в утечках: придумайте другой',
    kk: 'Бұл құпиясөз тым кең таралған немесе бұрын ағып кеткен: басқасын ойлап табыңыз',
    en: 'This password is too common or has appeared in a data breach: choose another one',
  },
  'errors.password_personal': {
    ru: 'Пароль не должен содержать логин, фамилию, имя, отчество или адрес электронной почты',
    kk: 'Құпиясөзде логин, тегі, аты, әкесінің аты немесе электрондық пошта мекенжайы болмауы керек',
    en: 'The password must not contain the login, the last, first or middle name, or the e-mail address',
  },
  'errors.registration_refused': {
    ru: 'Зарегистрироваться с этими данными нельзя. Обратитесь к администратору',
    kk: 'Осы деректермен тіркелу мүмкін емес. Әкімшіге хабарласыңыз',
    en: 'You cannot register with these details. Please contact the administrator',
  },
  'errors.self_deactivate': {
    ru: 'Нельзя отключить собственную учётную запись',
    kk: 'Өз есептік жазбаңызды өшіруге болмайды',
    en: 'You cannot deactivate your own account',
  },
  'errors.awaiting_activation': {
    ru: 'Учётная запись ещё не активирована администратором. Войти можно будет после активации',
    kk: 'Есептік жазбаны әкімші әлі белсендірген жоқ. Белсендірілгеннен кейін кіре аласыз',
    en: 'Your account has not been activated by an administrator yet. You can sign in once it is',
  },
  'notifications.registration': {
    ru: 'Новая заявка на регистрацию: {{fio}}',
    kk: 'Тіркелуге жаңа өтінім: {{fio}}',
    en: 'New registration request: {{fio}}',
  },
  'notifications.registrations': {
    ru: 'Новые заявки на регистрацию ожидают активации',
    kk: 'Тіркелуге жаңа өтінімдер белсендіруді күтуде',
    en: 'New registration requests await activation',
  },
  'notifications.account_activated': {
    ru: 'Ваша учётная запись активирована',
    kk: 'Есептік жазбаңыз белсендірілді',
    en: 'Your account has been activated',
  },
  'notifications.roles_changed': {
    ru: 'Ваши роли изменены',
    kk: 'Рөлдеріңіз өзгертілді',
    en: 'Your roles have been changed',
  },
  'notifications.welcome': {
    ru: 'Добро пожаловать в платформу ОТ, ПБ и ООС',
    kk: 'ЕҚ, ӨҚ және ҚОҚ платформасына қош келдіңіз',
    en: 'Welcome to the HSE platform',
  },
  'errors.registration_declined': {
    ru: 'Администратор отклонил заявку на регистрацию. Причина: {{reason}}',
    kk: 'Әкімші тіркелу өтінімін қабылдамады. Себебі: {{reason}}',
    en: 'An administrator refused your registration request. Reason: {{reason}}',
  },
  'errors.registration_not_pending': {
    ru: 'Заявка уже рассмотрена: обновите список',
    kk: 'Өтінім қаралып қойған: тізімді жаңартыңыз',
    en: 'This request has already been decided: refresh the list',
  },
  'notifications.registration_declined': {
    ru: 'Заявка на регистрацию отклонена. Причина: {{reason}}',
    kk: 'Тіркелу өтінімі қабылданбады. Себебі: {{reason}}',
    en: 'Your registration request was refused. Reason: {{reason}}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
