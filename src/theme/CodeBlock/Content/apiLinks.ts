import {createContext} from 'react';

/** The links of the block being rendered, as the JSON its `apiLinks` prop holds (contracts/code-links.ts). */
export const ApiLinksContext = createContext<string | undefined>(undefined);
