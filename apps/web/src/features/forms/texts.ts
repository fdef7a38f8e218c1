import { FORM_SCREEN_TEXTS } from '@hse/contracts/form-screen-texts';
import { addSharedTexts } from '../../i18n/i18n';

/** The namespace of the forms' screens' own wording, joined when the first of them loads. */
export const FORM_SCREENS_NS = 'form_screens';
addSharedTexts(FORM_SCREENS_NS, FORM_SCREEN_TEXTS);
