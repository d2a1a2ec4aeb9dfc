import { buildSchema } from 'graphql';
import { prepareDocument } from './document-cache.js';

const schema = buildSchema('type Query { tools: [String!]! }');
const laterSchema = buildSchema('type Query { tools: [String!]! toolCount: Int! }');

// A validation rule that only counts how often a document is validated.
let validations = 0;
const countingRule = () => ({ Document: () => void (validations += 1) });

function prepareAndReport(label, targetSchema, source) {
  const before = validations;
  const { document, errors } = prepareDocument(targetSchema, source, [countingRule]);
  const outcome = errors.length > 0 ? `refused (${errors[0].message})` : 'valid';
  console.log(`${label}: ${outcome}; validations: ${validations - before}`);
  return document;
}

const first = prepareAndReport('first request', schema, '{ tools }');
const second = prepareAndReport('same text again', schema, '{ tools }');
console.log(`same document object: ${first === second}`);
prepareAndReport('one space more', schema, '{ tools } ');
prepareAndReport('a field the schema lacks', schema, '{ toolCount }');
prepareAndReport('the same refused text again', schema, '{ toolCount }');
prepareAndReport('that text, later schema', laterSchema, '{ toolCount }');
prepareAndReport('syntax error', schema, '{ tools');
