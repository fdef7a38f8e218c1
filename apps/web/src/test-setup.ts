import { LANGUAGES } from '@hse/contracts/constants';
import { configure } from '@testing-library/react';
import { registerModuleTexts } from './app/modules';
import { loadInitialLanguage, loadLanguage } from './i18n/i18n';

// On two busy cores a lazily rendered screen can take longer than Testing Library's default
// second to appear; waiting longer changes no verdict, only how long a failure takes to report.
configure({ asyncUtilTimeout: 5_000 });

// The app fetches a language's texts when it is first shown (main.tsx, the language switch);
// tests switch languages synchronously, so every language is there before they start.
registerModuleTexts();
await Promise.all(LANGUAGES.map(loadLanguage));
await loadInitialLanguage(true);
