import type { TLanguage } from '@hse/contracts/constants';
import type { TGuide } from './guide-types';

export type { TGuide, TGuideSection, TGuideTask } from './guide-types';

/** The guide in one language, fetched when it is first read: the others are never downloaded. */
export function loadGuide(lang: TLanguage): Promise<TGuide> {
  switch (lang) {
    case 'kk':
      return import('./guide-kk').then((m) => m.GUIDE);
    case 'en':
      return import('./guide-en').then((m) => m.GUIDE);
    default:
      return import('./guide-ru').then((m) => m.GUIDE);
  }
}
