import type { TLanguage } from '../constants.ts';

/** Questionnaires and their answers. */
export const QUESTIONNAIRE_MESSAGES = {
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
} as const satisfies Record<string, Record<TLanguage, string>>;
