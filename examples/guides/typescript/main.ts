import { graphql } from 'graphql';
import { createContext } from './context.ts';
import { schema } from './schema.ts';

const result = await graphql({
  schema,
  source: '{ me { name } tool(id: "t1") { name owner { name } borrowedByMe } }',
  // The schema does not carry its context type: createContext's return type is the check here.
  contextValue: createContext('m2'),
});

console.log(JSON.stringify(result, null, 2));
