import shared from 'virtual:shared-texts/ru';
import type { TTree } from '../tree';

// One chunk per language: the browser downloads only the language it shows (resources.ts), with
// the texts it shares with the server in that language alone.
export default import.meta.glob<TTree>('../locales/ru/*.json', { eager: true, import: 'default' });
export { shared };
