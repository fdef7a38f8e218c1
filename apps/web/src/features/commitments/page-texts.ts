import { COMMITMENT_MODULE_HEAD } from '@hse/contracts/commitment-module-head';
import { COMMITMENT_PAGE_TEXTS } from '@hse/contracts/commitment-page-texts';
import { COMMITMENT_TEXTS } from '@hse/contracts/commitment-texts';
import { addSharedTexts } from '../../i18n/i18n';

// The pages' own wording joins the module's namespace when the first of them loads: the shell's
// first download carries the head's texts only, its titles (scripts/check-bundle.mjs).
addSharedTexts(COMMITMENT_MODULE_HEAD.key, { ...COMMITMENT_TEXTS, ...COMMITMENT_PAGE_TEXTS });
