import { isDevModeEnabled } from 'graphql';

console.log(`graphql-js development mode: ${isDevModeEnabled() ? 'on' : 'off'}`);
