import { COMMITMENT_HEAD_TEXTS } from './commitment-module-head.ts';
import type { TTextTree } from './texts.ts';

const KINDS = {
  site_visit: { ru: 'Посещение объектов', kk: 'Объектілерге бару', en: 'Site visits' },
  observation: { ru: 'Поведенческие наблюдения', kk: 'Мінез-құлықты бақылау', en: 'Safety observations' },
  safety_talk: { ru: 'Беседы по безопасности', kk: 'Қауіпсіздік туралы әңгімелер', en: 'Safety talks' },
  meeting: { ru: 'Совещания по ОТ, ПБ и ООС', kk: 'ЕҚ, ӨҚ және ҚОҚ жөніндегі кеңестер', en: 'HSE meetings' },
  other: { ru: 'Другое', kk: 'Басқа', en: 'Other' },
};

const PERIODS = {
  q1: { ru: 'I квартал', kk: 'I тоқсан', en: 'Quarter 1' },
  q2: { ru: 'II квартал', kk: 'II тоқсан', en: 'Quarter 2' },
  q3: { ru: 'III квартал', kk: 'III тоқсан', en: 'Quarter 3' },
  q4: { ru: 'IV квартал', kk: 'IV тоқсан', en: 'Quarter 4' },
};

/** What a personal safety commitment means, in ru, kk and en: the web, the export and the PDF share it. */
export const COMMITMENT_TEXTS = {
  ...COMMITMENT_HEAD_TEXTS,
  sections: {
    general: { ru: 'Общие сведения', kk: 'Жалпы мәліметтер', en: 'General' },
    items: { ru: 'Что я обязуюсь делать', kk: 'Не істеуге міндеттенемін', en: 'What I commit to do' },
    result: { ru: 'Выполнение', kk: 'Орындалуы', en: 'Progress' },
    fillings: { ru: 'Отчёты за кварталы', kk: 'Тоқсандық есептер', en: 'Quarterly reports' },
  },
  fields: {
    number: { ru: 'Номер', kk: 'Нөмірі', en: 'Number' },
    status: { ru: 'Статус', kk: 'Мәртебесі', en: 'Status' },
    created_at: { ru: 'Создано', kk: 'Құрылған', en: 'Created' },
    created_by_fio: { ru: 'Руководитель', kk: 'Басшы', en: 'Manager' },
    organization_id: { ru: 'Организация', kk: 'Ұйым', en: 'Organization' },
    year: { ru: 'Год', kk: 'Жыл', en: 'Year' },
    position: { ru: 'Должность', kk: 'Лауазымы', en: 'Position' },
    approver_id: { ru: 'Утверждающий руководитель', kk: 'Бекітетін басшы', en: 'Approving manager' },
    items: { ru: 'Обязательства на квартал', kk: 'Тоқсандық міндеттемелер', en: 'Commitments per quarter' },
    q1_percent: { ru: 'I квартал, %', kk: 'I тоқсан, %', en: 'Quarter 1, %' },
    q2_percent: { ru: 'II квартал, %', kk: 'II тоқсан, %', en: 'Quarter 2, %' },
    q3_percent: { ru: 'III квартал, %', kk: 'III тоқсан, %', en: 'Quarter 3, %' },
    q4_percent: { ru: 'IV квартал, %', kk: 'IV тоқсан, %', en: 'Quarter 4, %' },
    current_percent: { ru: 'Текущий квартал, %', kk: 'Ағымдағы тоқсан, %', en: 'Current quarter, %' },
    year_percent: { ru: 'С начала года, %', kk: 'Жыл басынан, %', en: 'Year to date, %' },
  },
  rows: {
    items: {
      kind: { ru: 'Вид', kk: 'Түрі', en: 'Kind' },
      description: { ru: 'Описание', kk: 'Сипаттамасы', en: 'Description' },
      target: { ru: 'Цель на квартал', kk: 'Тоқсандық мақсат', en: 'Target per quarter' },
    },
  },
  options: { kind: KINDS, period: PERIODS },
  statuses: {
    draft: { ru: 'Черновик', kk: 'Жоба', en: 'Draft' },
    on_approval: { ru: 'На утверждении', kk: 'Бекітуде', en: 'On approval' },
    revision: { ru: 'На доработке', kk: 'Пысықтауда', en: 'Revision' },
    approved: { ru: 'Утверждено', kk: 'Бекітілді', en: 'Approved' },
  },
  filling: {
    period: { ru: 'Квартал', kk: 'Тоқсан', en: 'Quarter' },
    counts: { ru: 'Выполнено', kk: 'Орындалды', en: 'Done' },
    comment: { ru: 'Комментарий', kk: 'Түсініктеме', en: 'Comment' },
    evidence: { ru: 'Подтверждающие файлы', kk: 'Растайтын файлдар', en: 'Evidence files' },
    percent: { ru: 'Выполнение, %', kk: 'Орындалуы, %', en: 'Fulfilled, %' },
  },
  export: {
    file: { ru: 'Личная приверженность', kk: 'Жеке ұстанымдылық', en: 'Personal commitments' },
  },
} as const satisfies TTextTree;
