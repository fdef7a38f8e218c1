import type { TLanguage } from '../constants.ts';

/** Request-level errors of the platform: sign-in, access, limits, idempotency, files, outages. */
export const ERROR_MESSAGES = {
  'errors.bad_request': {
    ru: 'Проверьте введённые данные',
    kk: 'Енгізілген деректерді тексеріңіз',
    en: 'Check the data you entered',
  },
  'errors.bad_credentials': {
    ru: 'Неверный логин или пароль',
    kk: 'Логин немесе құпиясөз қате',
    en: 'Wrong login or password',
  },
  'errors.too_many_attempts': {
    ru: 'Слишком много неудачных попыток входа. Повторите через {{minutes}} мин.',
    kk: 'Кіру әрекеттері тым көп сәтсіз болды. {{minutes}} минуттан кейін қайталаңыз.',
    en: 'Too many failed sign-in attempts. Try again in {{minutes}} min.',
  },
  'errors.too_many_requests': {
    ru: 'Слишком много отправок с этого адреса. Повторите через {{minutes}} мин.',
    kk: 'Осы мекенжайдан жіберу тым көп. {{minutes}} минуттан кейін қайталаңыз.',
    en: 'Too many submissions from this address. Try again in {{minutes}} min.',
  },
  'errors.unauthenticated': {
    ru: 'Требуется вход в систему',
    kk: 'Жүйеге кіру қажет',
    en: 'Sign-in is required',
  },
  'errors.forbidden': {
    ru: 'Недостаточно прав для этого действия',
    kk: 'Бұл әрекетке құқығыңыз жеткіліксіз',
    en: 'You are not allowed to do this',
  },
  'errors.not_found': { ru: 'Запись не найдена', kk: 'Жазба табылмады', en: 'Record not found' },
  'errors.route_not_found': { ru: 'Адрес не найден', kk: 'Мекенжай табылмады', en: 'Address not found' },
  'errors.stale_version': {
    ru: 'Запись уже изменил другой пользователь. Обновите страницу: ваши данные не сохранены',
    kk: 'Жазбаны басқа пайдаланушы өзгертіп қойды. Бетті жаңартыңыз: деректеріңіз сақталмады',
    en: 'Someone else has changed this record. Reload it: your changes were not saved',
  },
  'errors.idempotency_key_invalid': {
    ru: 'Неверный заголовок Idempotency-Key: нужна непустая строка не длиннее 255 символов',
    kk: 'Idempotency-Key тақырыбы дұрыс емес: ұзындығы 255 таңбадан аспайтын бос емес жол қажет',
    en: 'Invalid Idempotency-Key header: it must be a non-empty string of at most 255 characters',
  },
  'errors.idempotency_key_in_use': {
    ru: 'Этот запрос ещё выполняется. Подождите и повторите',
    kk: 'Бұл сұрау әлі орындалуда. Күте тұрып, қайталаңыз',
    en: 'This request is still being processed. Wait and try again',
  },
  'errors.idempotency_key_reused': {
    ru: 'Этот ключ Idempotency-Key уже использован для другого запроса',
    kk: 'Бұл Idempotency-Key кілті басқа сұрауға қолданылған',
    en: 'This Idempotency-Key was already used for a different request',
  },
  'errors.file_too_large': {
    ru: 'Файл слишком большой',
    kk: 'Файл тым үлкен',
    en: 'The file is too large',
  },
  'errors.file_type': {
    ru: 'Неверный формат файла',
    kk: 'Файл пішімі қате',
    en: 'Invalid file format',
  },
  'errors.xsrf': {
    ru: 'Срок действия страницы истёк. Обновите страницу',
    kk: 'Беттің мерзімі өтті. Бетті жаңартыңыз',
    en: 'The page has expired. Reload it',
  },
  'errors.database_unavailable': {
    ru: 'Сервис временно недоступен. Повторите через несколько секунд',
    kk: 'Қызмет уақытша қолжетімсіз. Бірнеше секундтан кейін қайталаңыз',
    en: 'The service is temporarily unavailable. Try again in a few seconds',
  },
  'errors.internal': {
    ru: 'Произошла ошибка, обновите страницу',
    kk: 'Қате орын алды, бетті жаңартыңыз',
    en: 'An error occurred. Refresh the page!',
  },
  'errors.server_closing': {
    ru: 'Сервер перезапускается, повторите через минуту',
    kk: 'Сервер қайта іске қосылып жатыр, бір минуттан соң қайталаңыз',
    en: 'The server is restarting, try again in a minute',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
