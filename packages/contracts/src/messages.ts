import type { TLanguage } from './constants.ts';

/**
 * Texts that both the server (error details) and the web (form validation) show.
 * Contracts carry only these keys; each side translates them.
 */
export const MESSAGES = {
  'validation.required': { ru: 'Заполните поле', kk: 'Өрісті толтырыңыз', en: 'Fill in the field' },
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
  'errors.comment_out_of_scope': {
    ru: 'Комментировать запись могут только сотрудники её организации',
    kk: 'Жазбаға тек оның ұйымының қызметкерлері пікір жаза алады',
    en: 'Only the staff of the record’s organization may comment on it',
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
  'errors.self_deactivate': {
    ru: 'Нельзя отключить собственную учётную запись',
    kk: 'Өз есептік жазбаңызды өшіруге болмайды',
    en: 'You cannot deactivate your own account',
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
  'errors.awaiting_activation': {
    ru: 'Учётная запись ещё не активирована администратором. Войти можно будет после активации',
    kk: 'Есептік жазбаны әкімші әлі белсендірген жоқ. Белсендірілгеннен кейін кіре аласыз',
    en: 'Your account has not been activated by an administrator yet. You can sign in once it is',
  },
  'validation.password_unchanged': {
    ru: 'Новый пароль должен отличаться от текущего',
    kk: 'Жаңа құпиясөз ағымдағыдан өзгеше болуы керек',
    en: 'The new password must differ from the current one',
  },
  'errors.revision_after_approval': {
    ru: 'Сообщение нельзя вернуть на доработку: по нему утверждены документы {{documents}}',
    kk: 'Хабарламаны пысықтауға қайтаруға болмайды: ол бойынша {{documents}} құжаттары бекітілген',
    en: 'The message cannot be returned for revision: its documents {{documents}} are approved',
  },
  'validation.end_before_start': {
    ru: 'Окончание не может быть раньше начала',
    kk: 'Аяқталу уақыты басталу уақытынан ерте болмауы керек',
    en: 'The end cannot be before the start',
  },
  'observations.nothing_rated': {
    ru: 'Оцените хотя бы один пункт: «безопасно» или «опасно»',
    kk: 'Кемінде бір тармақты бағалаңыз: «қауіпсіз» немесе «қауіпті»',
    en: 'Rate at least one item as safe or at risk',
  },
  'investigations.recipients_required': {
    ru: 'Выберите организации-получатели бюллетеня или отметьте «Только моя организация»',
    kk: 'Бюллетень алушы ұйымдарды таңдаңыз немесе «Тек менің ұйымым» белгісін қойыңыз',
    en: 'Choose the organizations the bulletin is for, or tick “My organization only”',
  },
  'investigations.generated_title.report': {
    ru: 'Отчёт о внутреннем расследовании по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша ішкі тергеу есебі',
    en: 'Internal investigation report on message {{number}}',
  },
  'investigations.generated_title.act': {
    ru: 'Акт специального расследования по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша арнайы тергеу актісі',
    en: 'Special investigation act on message {{number}}',
  },
  'investigations.generated_title.bulletin': {
    ru: 'Информационный бюллетень по сообщению {{number}}',
    kk: '{{number}} хабарламасы бойынша ақпараттық бюллетень',
    en: 'Information bulletin on message {{number}}',
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
  'incidents.victims_required': {
    ru: 'Укажите хотя бы одного пострадавшего',
    kk: 'Кемінде бір зардап шегушіні көрсетіңіз',
    en: 'Add at least one victim',
  },
  'incidents.transport_required': {
    ru: 'Укажите данные транспортного средства',
    kk: 'Көлік құралының деректерін көрсетіңіз',
    en: 'Fill in the vehicle data',
  },
  'incidents.driver_required': {
    ru: 'Укажите данные водителя',
    kk: 'Жүргізушінің деректерін көрсетіңіз',
    en: 'Fill in the driver data',
  },
  'incidents.impact_required': {
    ru: 'Опишите воздействие на окружающую среду',
    kk: 'Қоршаған ортаға әсерін сипаттаңыз',
    en: 'Describe the impact on the environment',
  },
  'investigations.guilt_over_100': {
    ru: 'Сумма степеней вины не может превышать 100 %',
    kk: 'Кінә дәрежелерінің қосындысы 100 %-дан аспауы керек',
    en: 'The degrees of guilt cannot add up to more than 100 %',
  },
  'investigations.incident_unavailable': {
    ru: 'Сообщение не найдено или ещё не отправлено',
    kk: 'Хабарлама табылмады немесе әлі жіберілмеген',
    en: 'The message does not exist or has not been sent yet',
  },
  'investigations.already_exists': {
    ru: 'У этого сообщения такой документ уже есть',
    kk: 'Бұл хабарламада мұндай құжат бұрыннан бар',
    en: 'This message already has such a document',
  },
  'questionnaires.options_min': {
    ru: 'Нужно не меньше двух вариантов ответа',
    kk: 'Кемінде екі жауап нұсқасы қажет',
    en: 'Give at least two options',
  },
  'questionnaires.one_correct': {
    ru: 'У вопроса с одним ответом отметьте ровно один верный вариант',
    kk: 'Бір жауапты сұрақта дәл бір дұрыс нұсқаны белгілеңіз',
    en: 'A single-choice question needs exactly one right option',
  },
  'questionnaires.some_correct': {
    ru: 'Отметьте хотя бы один верный вариант',
    kk: 'Кемінде бір дұрыс нұсқаны белгілеңіз',
    en: 'Mark at least one right option',
  },
  'questionnaires.questions_required': {
    ru: 'Добавьте хотя бы один вопрос',
    kk: 'Кемінде бір сұрақ қосыңыз',
    en: 'Add at least one question',
  },
  'questionnaires.answer_missing': {
    ru: 'Ответьте на этот вопрос',
    kk: 'Бұл сұраққа жауап беріңіз',
    en: 'Answer this question',
  },
  'questionnaires.unknown_question': {
    ru: 'Такого вопроса в анкете нет',
    kk: 'Сауалнамада мұндай сұрақ жоқ',
    en: 'The questionnaire has no such question',
  },
  'questionnaires.unknown_option': {
    ru: 'У этого вопроса нет такого варианта ответа',
    kk: 'Бұл сұрақта мұндай жауап нұсқасы жоқ',
    en: 'This question has no such option',
  },
  'questionnaires.single_choice': {
    ru: 'Выберите один вариант ответа',
    kk: 'Бір жауап нұсқасын таңдаңыз',
    en: 'Choose one option',
  },
  'questionnaires.erp_not_connected': {
    ru: 'Анкета командируемых временно недоступна: нет интеграции с ERP-системой, из которой берутся сведения о командировках',
    kk: 'Іссапарға жіберілгендер сауалнамасы уақытша қолжетімсіз: іссапар туралы мәліметтер алынатын ERP жүйесімен интеграция жоқ',
    en: 'The business-trip questionnaire is temporarily unavailable: there is no integration with the ERP system that holds the business trips',
  },
  'errors.action_not_allowed': {
    ru: 'Это действие сейчас недоступно: запись уже в другом статусе. Обновите страницу',
    kk: 'Бұл әрекет қазір қолжетімсіз: жазба басқа мәртебеде. Бетті жаңартыңыз',
    en: 'This action is not available now: the record has moved on. Reload the page',
  },
  'errors.comment_required': {
    ru: 'Для этого действия нужен комментарий',
    kk: 'Бұл әрекет үшін түсініктеме қажет',
    en: 'This action needs a comment',
  },
  'errors.not_editable': {
    ru: 'Запись в этом статусе нельзя изменить',
    kk: 'Бұл мәртебедегі жазбаны өзгертуге болмайды',
    en: 'The record cannot be changed in this status',
  },
  'errors.organization_out_of_scope': {
    ru: 'Можно выбрать только свою организацию или подчинённую ей',
    kk: 'Тек өз ұйымыңызды немесе оған бағынышты ұйымды таңдауға болады',
    en: 'Choose your own organization or one below it',
  },
  'notifications.qorgau_registered': {
    ru: 'Новая карточка Коргау {{number}}',
    kk: 'Жаңа Қорғау карточкасы {{number}}',
    en: 'New Qorgau card {{number}}',
  },
  'notifications.qorgau_assigned': {
    ru: 'Вам передана в работу карточка Коргау {{number}}',
    kk: 'Сізге Қорғау карточкасы {{number}} жұмысқа берілді',
    en: 'Qorgau card {{number}} has been assigned to you',
  },
  'notifications.qorgau_closed': {
    ru: 'Карточка Коргау {{number}} закрыта: {{comment}}',
    kk: 'Қорғау карточкасы {{number}} жабылды: {{comment}}',
    en: 'Qorgau card {{number}} has been closed: {{comment}}',
  },
  'errors.assignee_unknown': {
    ru: 'Выберите активного сотрудника организации карточки',
    kk: 'Карточка ұйымының белсенді қызметкерін таңдаңыз',
    en: 'Choose an active employee of the card’s organization',
  },
  'notifications.incident_sent': {
    ru: 'Новое сообщение о происшествии {{number}}',
    kk: 'Оқиға туралы жаңа хабарлама {{number}}',
    en: 'New incident message {{number}}',
  },
  'notifications.incident_in_work': {
    ru: 'Сообщение {{number}} принято в работу',
    kk: '{{number}} хабарламасы жұмысқа алынды',
    en: 'Message {{number}} has been taken into work',
  },
  'notifications.incident_revision': {
    ru: 'Сообщение {{number}} возвращено на доработку: {{comment}}',
    kk: '{{number}} хабарламасы пысықтауға қайтарылды: {{comment}}',
    en: 'Message {{number}} has been returned for revision: {{comment}}',
  },
  'notifications.incident_closed': {
    ru: 'Сообщение {{number}} закрыто',
    kk: '{{number}} хабарламасы жабылды',
    en: 'Message {{number}} has been closed',
  },
  'notifications.document_on_approval': {
    ru: 'Документ {{number}} ожидает утверждения',
    kk: '{{number}} құжаты бекітуді күтуде',
    en: 'Document {{number}} awaits approval',
  },
  'notifications.document_approved': {
    ru: 'Документ {{number}} утверждён',
    kk: '{{number}} құжаты бекітілді',
    en: 'Document {{number}} has been approved',
  },
  'notifications.document_revision': {
    ru: 'Документ {{number}} возвращён на доработку: {{comment}}',
    kk: '{{number}} құжаты пысықтауға қайтарылды: {{comment}}',
    en: 'Document {{number}} has been returned for revision: {{comment}}',
  },
  'notifications.document_rejected': {
    ru: 'Документ {{number}} отклонён: {{comment}}',
    kk: '{{number}} құжаты қабылданбады: {{comment}}',
    en: 'Document {{number}} has been rejected: {{comment}}',
  },
  'notifications.bulletin_published': {
    ru: 'Новый информационный бюллетень {{number}}: извлеките уроки',
    kk: 'Жаңа ақпараттық бюллетень {{number}}: сабақ алыңыз',
    en: 'New information bulletin {{number}}: learn its lessons',
  },
  'notifications.registration': {
    ru: 'Новая заявка на регистрацию: {{fio}}',
    kk: 'Тіркелуге жаңа өтінім: {{fio}}',
    en: 'New registration request: {{fio}}',
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
  'validation.past_date': {
    ru: 'Срок не может быть в прошлом',
    kk: 'Мерзім өткен күн болмауы керек',
    en: 'The deadline cannot be in the past',
  },
  'errors.task_finding': {
    ru: 'Выберите нарушение из отмеченных как опасные',
    kk: 'Қауіпті деп белгіленген бұзушылықтардың бірін таңдаңыз',
    en: 'Choose one of the checks marked at risk',
  },
  'errors.assignee_out_of_scope': {
    ru: 'Ответственным может быть только действующий сотрудник организации записи',
    kk: 'Жауапты тек жазба ұйымының белсенді қызметкері бола алады',
    en: 'The responsible person must be an active employee of the record’s organization',
  },
  'errors.tasks_not_open': {
    ru: 'По этой записи сейчас нельзя поставить задачу',
    kk: 'Бұл жазба бойынша қазір тапсырма қоюға болмайды',
    en: 'A task cannot be raised on this record now',
  },
  'errors.task_done': {
    ru: 'Задача уже выполнена. Обновите страницу',
    kk: 'Тапсырма орындалып қойған. Бетті жаңартыңыз',
    en: 'The task is already done. Reload the page',
  },
  'notifications.task_assigned': {
    ru: 'Вам поставлена задача по записи {{number}}, срок {{due}}',
    kk: 'Сізге {{number}} жазбасы бойынша тапсырма берілді, мерзімі {{due}}',
    en: 'You have a task from {{number}}, due {{due}}',
  },
  'errors.vital_subcategory_taken': {
    ru: 'У этой организации уже есть подкатегория с таким названием в этом правиле',
    kk: 'Бұл ұйымда осы ережеде осындай атаумен ішкі санат бар',
    en: 'This organization already has a sub-category of this name under this rule',
  },
  'errors.vital_subcategory_unknown': {
    ru: 'Выберите действующую подкатегорию выбранного правила, принятую в организации карточки',
    kk: 'Таңдалған ереженің карточка ұйымында қабылданған белсенді ішкі санатын таңдаңыз',
    en: 'Choose an active sub-category of the chosen rule that applies to the card’s organization',
  },
  'notifications.task_done': {
    ru: 'Задача по записи {{number}} выполнена: {{comment}}',
    kk: '{{number}} жазбасы бойынша тапсырма орындалды: {{comment}}',
    en: 'The task from {{number}} is done: {{comment}}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TMessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** Fills `{{name}}` placeholders. */
export function formatMessage(
  key: TMessageKey,
  lang: TLanguage,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Localized texts of one key in every language (notifications store all three). */
export function messageInAll(key: TMessageKey, params: Record<string, string | number> = {}) {
  return {
    ru: formatMessage(key, 'ru', params),
    kk: formatMessage(key, 'kk', params),
    en: formatMessage(key, 'en', params),
  };
}
