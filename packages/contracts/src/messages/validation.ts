import type { TLanguage } from '../constants.ts';

/** Form and request validation: what a field must hold. */
export const VALIDATION_MESSAGES = {
  'validation.required': { ru: 'Заполните поле', kk: 'Өрісті толтырыңыз', en: 'Fill in the field' },
  'validation.date': {
    ru: 'Введите дату в формате ДД.ММ.ГГГГ',
    kk: 'Күнді КК.АА.ЖЖЖЖ пішімінде енгізіңіз',
    en: 'Enter a date as DD/MM/YYYY',
  },
  'validation.number': { ru: 'Введите число', kk: 'Санды енгізіңіз', en: 'Enter a number' },
  'validation.integer': {
    ru: 'Введите целое число',
    kk: 'Бүтін санды енгізіңіз',
    en: 'Enter a whole number',
  },
  'validation.money_precision': {
    ru: 'Сумма в тысячах тенге, не больше трёх знаков после запятой',
    kk: 'Сома мың теңгемен, үтірден кейін үш таңбадан аспауы керек',
    en: 'An amount in thousands of tenge, at most three decimals',
  },
  'validation.invalid': { ru: 'Неверное значение', kk: 'Мән қате', en: 'Invalid value' },
  'validation.too_short': {
    ru: 'Не меньше {{min}} символов',
    kk: 'Кемінде {{min}} таңба',
    en: 'At least {{min}} characters',
  },
  'validation.too_long': {
    ru: 'Не больше {{max}} символов',
    kk: '{{max}} таңбадан аспауы керек',
    en: 'At most {{max}} characters',
  },
  'validation.too_small': { ru: 'Не меньше {{min}}', kk: 'Кемінде {{min}}', en: 'At least {{min}}' },
  'validation.too_big': { ru: 'Не больше {{max}}', kk: '{{max}} артық емес', en: 'At most {{max}}' },
  'validation.email': {
    ru: 'Введите адрес электронной почты',
    kk: 'Электрондық пошта мекенжайын енгізіңіз',
    en: 'Enter an email address',
  },
  'validation.phone': {
    ru: 'Введите телефон в формате +7XXXXXXXXXX',
    kk: 'Телефонды +7XXXXXXXXXX пішімінде енгізіңіз',
    en: 'Enter the phone as +7XXXXXXXXXX',
  },
  'validation.phone_digits': {
    ru: 'Телефон — цифры, пробелы, скобки и дефисы, можно с + в начале, например +7 701 234-56-78',
    kk: 'Телефон — цифрлар, бос орындар, жақшалар мен сызықшалар, басында + болуы мүмкін, мысалы +7 701 234-56-78',
    en: 'Phone: digits, spaces, brackets and hyphens, optionally a leading +, e.g. +7 701 234-56-78',
  },
  'validation.latitude': {
    ru: 'Широта — число от −90 до 90',
    kk: 'Ендік — −90-нан 90-ға дейінгі сан',
    en: 'Latitude is a number from −90 to 90',
  },
  'validation.longitude': {
    ru: 'Долгота — число от −180 до 180',
    kk: 'Бойлық — −180-нен 180-ге дейінгі сан',
    en: 'Longitude is a number from −180 to 180',
  },
  'validation.login': {
    ru: 'Логин: латинские буквы, цифры, точка, дефис или подчёркивание',
    kk: 'Логин: латын әріптері, сандар, нүкте, сызықша немесе астын сызу',
    en: 'Login: Latin letters, digits, dot, hyphen or underscore',
  },
  'validation.iin': {
    ru: 'ИИН — 12 цифр: дата рождения, код века и пола, верная контрольная цифра',
    kk: 'ЖСН — 12 цифр: туған күні, ғасыр мен жыныс коды, дұрыс бақылау саны',
    en: 'IIN is 12 digits: birth date, century and sex digit, valid check digit',
  },
  'validation.password_min': {
    ru: 'Пароль должен содержать не менее 8 символов',
    kk: 'Құпиясөз кемінде 8 таңбадан тұруы керек',
    en: 'The password must be at least 8 characters long',
  },
  'validation.passwords_mismatch': {
    ru: 'Пароли не совпадают, проверьте ввод',
    kk: 'Құпиясөздер сәйкес келмейді, енгізгеніңізді тексеріңіз',
    en: 'Passwords do not match, check your input',
  },
  'validation.one_of': {
    ru: 'Выберите значение из списка',
    kk: 'Тізімнен мән таңдаңыз',
    en: 'Choose a value from the list',
  },
  'validation.unknown_field': {
    ru: 'Неизвестное поле',
    kk: 'Белгісіз өріс',
    en: 'Unknown field',
  },
  'validation.photo_format': {
    ru: 'Неверный формат файла: нужен снимок jpg не больше 300 КБ',
    kk: 'Файл пішімі қате: 300 КБ-тан аспайтын jpg суреті қажет',
    en: 'Invalid file format: a jpg of at most 300 KB is needed',
  },
  'validation.photo_too_large': {
    ru: 'Файл больше 300 КБ',
    kk: 'Файл 300 КБ-тан үлкен',
    en: 'The file is larger than 300 KB',
  },
  'validation.site_pair': {
    ru: 'Укажите и широту, и долготу или очистите обе',
    kk: 'Ендікті де, бойлықты да көрсетіңіз немесе екеуін де тазартыңыз',
    en: 'Give both latitude and longitude, or clear both',
  },
  'validation.nul_character': {
    ru: 'Текст содержит недопустимый символ',
    kk: 'Мәтінде рұқсат етілмеген таңба бар',
    en: 'The text contains a character that is not allowed',
  },
  'validation.password_unchanged': {
    ru: 'Новый пароль должен отличаться от текущего',
    kk: 'Жаңа құпиясөз ағымдағыдан өзгеше болуы керек',
    en: 'The new password must differ from the current one',
  },
  'validation.end_before_start': {
    ru: 'Окончание не может быть раньше начала',
    kk: 'Аяқталу уақыты басталу уақытынан ерте болмауы керек',
    en: 'The end cannot be before the start',
  },
  'validation.future_date': {
    ru: 'Дата не может быть в будущем',
    kk: 'Күн болашақта болуы мүмкін емес',
    en: 'The date cannot be in the future',
  },
  'validation.before_occurrence': {
    ru: 'Ликвидация не может быть раньше происшествия',
    kk: 'Жою оқиғадан бұрын болуы мүмкін емес',
    en: 'Liquidation cannot be earlier than the occurrence',
  },
  'validation.past_date': {
    ru: 'Срок не может быть в прошлом',
    kk: 'Мерзім өткен күн болмауы керек',
    en: 'The deadline cannot be in the past',
  },
  'validation.person_repeated': {
    ru: 'Каждый сотрудник указывается один раз',
    kk: 'Әр қызметкер бір рет көрсетіледі',
    en: 'Each person is named once',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
