/** A namespace's texts as its JSON file nests them; apart so the language bundles need no resources.ts. */
export type TTree = { [key: string]: string | TTree };
