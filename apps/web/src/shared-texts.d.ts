declare module 'virtual:shared-texts/*' {
  import type { TLanguageTree } from '@hse/contracts/shared-texts';

  /** The contracts' texts shared with the server, in one language (vite.config.ts). */
  const texts: Record<string, TLanguageTree>;
  export default texts;
}
