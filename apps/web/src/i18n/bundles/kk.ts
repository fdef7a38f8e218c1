import shared from 'virtual:shared-texts/kk';
import type { TTree } from '../tree';

// One chunk per language: the browser downloads only the language it shows (resources.ts), with
// the texts it shares with the server in that language alone. This chunk holds what the sign-in
// and registration pages and the shell read; the other screens' texts are kk-pages.ts.
export default import.meta.glob<TTree>('../locales/kk/{common,shell,auth,second_factor,notifications}.json', {
  eager: true,
  import: 'default',
});
export { shared };
