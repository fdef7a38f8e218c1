import type { TLanguage } from '../constants.ts';

/** Records of every module: workflow actions, comments, assignees and follow-up tasks. */
export const RECORD_MESSAGES = {
  'errors.comment_out_of_scope': {
    ru: 'Комментировать запись могут только сотрудники её организации',
    kk: 'Жазбаға тек оның ұйымының қызметкерлері пікір жаза алады',
    en: 'Only the staff of the record’s organization may comment on it',
  },
  'errors.revision_after_approval': {
    ru: 'Сообщение нельзя вернуть на доработку: по нему утверждены документы {{documents}}',
    kk: 'Хабарламаны пысықтауға қайтаруға болмайды: ол бойынша {{documents}} құжаттары бекітілген',
    en: 'The message cannot be returned for revision: its documents {{documents}} are approved',
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
  'errors.holding_acts': {
    ru: 'Это действие выполняют сотрудники холдинга с этой ролью, а не дочерней организации',
    kk: 'Бұл әрекетті еншілес ұйымның емес, холдингтің осы рөлдегі қызметкерлері орындайды',
    en: 'This action belongs to the holding’s staff in this role, not a subsidiary’s',
  },
  'errors.not_editable': {
    ru: 'Запись в этом статусе нельзя изменить',
    kk: 'Бұл мәртебедегі жазбаны өзгертуге болмайды',
    en: 'The record cannot be changed in this status',
  },
  'errors.person_unknown': {
    ru: 'Выберите действующего сотрудника',
    kk: 'Белсенді қызметкерді таңдаңыз',
    en: 'Choose an active employee',
  },
  'errors.reference_fixed': {
    ru: 'Это значение задаётся при создании записи и потом не меняется',
    kk: 'Бұл мән жазба құрылғанда беріледі және кейін өзгермейді',
    en: 'This value is set when the record is created and never changes',
  },
  'errors.reference_unavailable': {
    ru: 'Выберите одно из предложенных значений: это больше не действует',
    kk: 'Ұсынылған мәндердің бірін таңдаңыз: бұл енді қолданылмайды',
    en: 'Choose one of the values offered: this one is no longer current',
  },
  'errors.organization_out_of_scope': {
    ru: 'Можно выбрать только свою организацию или подчинённую ей',
    kk: 'Тек өз ұйымыңызды немесе оған бағынышты ұйымды таңдауға болады',
    en: 'Choose your own organization or one below it',
  },
  'errors.assignee_unknown': {
    ru: 'Выберите активного сотрудника организации карточки',
    kk: 'Карточка ұйымының белсенді қызметкерін таңдаңыз',
    en: 'Choose an active employee of the card’s organization',
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
  'notifications.task_done': {
    ru: 'Задача по записи {{number}} выполнена: {{comment}}',
    kk: '{{number}} жазбасы бойынша тапсырма орындалды: {{comment}}',
    en: 'The task from {{number}} is done: {{comment}}',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
