import type { TTree } from '../tree';

// One chunk per language: the browser downloads only the language it shows (resources.ts).
export default import.meta.glob<TTree>('../locales/en/*.json', { eager: true, import: 'default' });
