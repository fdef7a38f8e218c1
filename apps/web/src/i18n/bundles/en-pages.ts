import type { TTree } from '../tree';

// The screens' texts beyond the sign-in page's (bundles/en.ts): fetched beside them, awaited only
// by the screens that read them.
export default import.meta.glob<TTree>(
  [
    '../locales/en/*.json',
    '!../locales/en/{common,shell,auth,second_factor,notifications,analytics,charts}.json',
  ],
  { eager: true, import: 'default' },
);
