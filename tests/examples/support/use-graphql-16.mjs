// Preloaded with `node --import` to run a sample against graphql 16: registers the resolve hook
// in use-graphql-16.hooks.mjs for every module loaded after it.
import {register} from 'node:module';

register('./use-graphql-16.hooks.mjs', import.meta.url);
