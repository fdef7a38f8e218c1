import type { TTextTree } from './texts.ts';

/** Names of the spec's workflow actions (§4) and of the states records share. */
export const WORKFLOW_TEXTS = {
  actions: {
    save_and_send: { ru: 'Сохранить и отправить', kk: 'Сақтау және жіберу', en: 'Save and send' },
    send_to_work: { ru: 'Отправить в работу', kk: 'Жұмысқа жіберу', en: 'Send to work' },
    send_for_approval: { ru: 'Отправить на утверждение', kk: 'Бекітуге жіберу', en: 'Send for approval' },
    accept_for_work: { ru: 'Принять в работу', kk: 'Жұмысқа қабылдау', en: 'Accept for work' },
    for_revision: { ru: 'На доработку', kk: 'Пысықтауға', en: 'For revision' },
    approve: { ru: 'Утвердить', kk: 'Бекіту', en: 'Approve' },
    reject: { ru: 'Отклонить', kk: 'Қабылдамау', en: 'Reject' },
    send_to_agreement: { ru: 'Отправить на согласование', kk: 'Келісуге жіберу', en: 'Send to agreement' },
  },
  history: {
    create: { ru: 'Создание', kk: 'Құру', en: 'Created' },
    update: { ru: 'Изменение', kk: 'Өзгерту', en: 'Changed' },
    delete: { ru: 'Удаление', kk: 'Жою', en: 'Deleted' },
  },
} as const satisfies TTextTree;
