import { FORM_SCREEN_TEXTS } from '@hse/contracts/form-screen-texts';
import { FORM_SUBMISSION_MODULE_HEAD } from '@hse/contracts/form-submission-module-head';
import { FORM_SUBMISSION_TEXTS } from '@hse/contracts/form-submission-texts';
import { addSharedTexts } from '../../i18n/i18n';

/** The namespace of the forms' screens' own wording, joined when the first of them loads. */
export const FORM_SCREENS_NS = 'form_screens';
addSharedTexts(FORM_SCREENS_NS, FORM_SCREEN_TEXTS);
// The whole tree of the submissions' texts (the shell has their head's only): the forms' names.
addSharedTexts(FORM_SUBMISSION_MODULE_HEAD.key, FORM_SUBMISSION_TEXTS);
