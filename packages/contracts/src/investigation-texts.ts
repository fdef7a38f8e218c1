import { INVESTIGATION_KIND_TEXTS } from './investigation-module-heads.ts';
import type { TTextTree } from './texts.ts';

/**
 * What a report, an act and a bulletin say, in ru, kk and en. The wording is the web's
 * (`investigations.json`), so that paper and screen name things alike.
 */
export const INVESTIGATION_TEXTS = {
  kinds: INVESTIGATION_KIND_TEXTS,
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    on_approval: { ru: 'На утверждении', kk: 'Бекітуде', en: 'On approval' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'For revision' },
    approved: { ru: 'Утверждён', kk: 'Бекітілді', en: 'Approved' },
    rejected: { ru: 'Отклонён', kk: 'Қабылданбады', en: 'Rejected' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    created_at: { ru: 'Дата создания', kk: 'Құрылған күні', en: 'Created' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    title: { ru: 'Заголовок', kk: 'Тақырыбы', en: 'Title' },
    incident_number: { ru: 'Сообщение', kk: 'Хабарлама', en: 'Message' },
    organization_name: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    // The manifests' names of the same two columns (the list's and the export's headers).
    incident_id: { ru: 'Сообщение', kk: 'Хабарлама', en: 'Message' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    created_by_fio: { ru: 'Автор', kk: 'Авторы', en: 'Author' },
    approved_at: { ru: 'Дата утверждения', kk: 'Бекітілген күні', en: 'Approved on' },
    facts: { ru: 'Обстоятельства', kk: 'Мән-жайлар', en: 'Circumstances' },
    sequence: { ru: 'Последовательность событий', kk: 'Оқиғалардың реттілігі', en: 'Sequence of events' },
    immediate_causes: { ru: 'Непосредственные причины', kk: 'Тікелей себептер', en: 'Immediate causes' },
    root_causes: {
      ru: 'Коренные причины (5 почему)',
      kk: 'Түпкі себептер (5 неге)',
      en: 'Root causes (5 Whys)',
    },
    why: { ru: 'Почему?', kk: 'Неге?', en: 'Why?' },
    because: { ru: 'Потому что', kk: 'Себебі', en: 'Because' },
    conclusions: { ru: 'Выводы', kk: 'Қорытындылар', en: 'Conclusions' },
    measures: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Measures' },
    description: { ru: 'Мероприятие', kk: 'Іс-шара', en: 'Measure' },
    responsible: { ru: 'Ответственный', kk: 'Жауапты', en: 'Responsible' },
    deadline: { ru: 'Срок', kk: 'Мерзімі', en: 'Deadline' },
    event_type: { ru: 'Вид события', kk: 'Оқиға түрі', en: 'Type of event' },
    direct_cause: { ru: 'Непосредственная причина', kk: 'Тікелей себебі', en: 'Direct cause' },
    text: { ru: 'Текст акта', kk: 'Акт мәтіні', en: 'Text of the act' },
    victims: { ru: 'Пострадавшие', kk: 'Зардап шеккендер', en: 'Victims' },
    guilt: { ru: 'Степень вины', kk: 'Кінә дәрежесі', en: 'Degree of guilt' },
    full_name: { ru: 'ФИО', kk: 'Аты-жөні', en: 'Full name' },
    position: { ru: 'Должность', kk: 'Лауазымы', en: 'Position' },
    percent: { ru: 'Степень вины, %', kk: 'Кінә дәрежесі, %', en: 'Degree of guilt, %' },
    chairman: { ru: 'Председатель комиссии', kk: 'Комиссия төрағасы', en: 'Chairman of the commission' },
    members: { ru: 'Члены комиссии', kk: 'Комиссия мүшелері', en: 'Commission members' },
    what_happened: { ru: 'Что произошло', kk: 'Не болды', en: 'What happened' },
    causes: { ru: 'Причины', kk: 'Себептері', en: 'Causes' },
    lessons: { ru: 'Извлечённые уроки', kk: 'Алынған сабақтар', en: 'Lessons learned' },
    target_organization_ids: { ru: 'Кому направить', kk: 'Кімге жіберу', en: 'Send to' },
    own_organization_only: {
      ru: 'Только моя организация',
      kk: 'Тек менің ұйымым',
      en: 'My organization only',
    },
  },
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General information' },
    facts: { ru: 'Обстоятельства и причины', kk: 'Мән-жайлар мен себептер', en: 'Circumstances and causes' },
    conclusions: { ru: 'Выводы', kk: 'Қорытындылар', en: 'Conclusions' },
    event: { ru: 'Событие и его причины', kk: 'Оқиға және оның себептері', en: 'The event and its causes' },
    chairman: { ru: 'Председатель комиссии', kk: 'Комиссия төрағасы', en: 'Chairman of the commission' },
    commission: { ru: 'Комиссия', kk: 'Комиссия', en: 'Commission' },
    bulletin: { ru: 'Содержание бюллетеня', kk: 'Бюллетень мазмұны', en: 'Contents of the bulletin' },
  },
  /** Titles of the repeating rows: the tables of a printed document. */
  rows: {
    root_causes: {
      ru: 'Коренные причины: 5 почему',
      kk: 'Түпкі себептер: 5 неге',
      en: 'Root causes: 5 Whys',
    },
    measures: { ru: 'Мероприятия', kk: 'Іс-шаралар', en: 'Measures' },
    guilt: { ru: 'Степень вины', kk: 'Кінә дәрежесі', en: 'Degree of guilt' },
    members: { ru: 'Члены комиссии', kk: 'Комиссия мүшелері', en: 'Commission members' },
  },
} as const satisfies TTextTree;
