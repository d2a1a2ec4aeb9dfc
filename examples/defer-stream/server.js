import express from 'express';
import {
  BREAK,
  experimentalExecuteIncrementally,
  legacyExecuteIncrementally,
  parse,
  validate,
  visit,
} from 'graphql';
import { parseRequestParams } from 'graphql-http/lib/use/express';
import { rootValue, schema } from './schema.js';

// Each payload becomes one part of a multipart/mixed response, separated by the boundary "-".
function writePart(res, payload) {
  res.write(
    `\r\n---\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(payload)}`,
  );
}

function usesIncrementalDelivery(document) {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'defer' || node.name.value === 'stream') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

// Which incremental format the client reads, from its Accept header: 'current' for a plain
// multipart/mixed, 'legacy' for multipart/mixed; deferSpec=20220824 (clients written for the
// 2022 draft announce themselves that way), null when it accepts neither.
function incrementalFormat(req) {
  let format = null;
  for (const range of (req.get('accept') ?? '').split(',')) {
    // A quoted parameter value means the same as the bare one: deferSpec="20220824".
    const [mediaType, ...parameters] = range
      .split(';')
      .map((part) => part.trim().toLowerCase().replaceAll('"', ''));
    // q=0 says the client does not accept the range.
    if (
      mediaType !== 'multipart/mixed' ||
      parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))
    ) {
      continue;
    }
    const deferSpec = parameters.find((parameter) => parameter.startsWith('deferspec='));
    if (deferSpec === undefined) {
      return 'current';
    }
    if (deferSpec === 'deferspec=20220824') {
      format = 'legacy';
    }
  }
  return format;
}

async function graphqlIncremental(req, res) {
  let params;
  try {
    // graphql-http reads GET and POST requests and answers malformed ones itself (null).
    params = await parseRequestParams(req, res);
  } catch (error) {
    res.status(400).json({ errors: [{ message: error.message }] });
    return;
  }
  if (params === null) {
    return;
  }

  let document;
  try {
    document = parse(params.query);
  } catch (syntaxError) {
    res.status(400).json({ errors: [syntaxError] });
    return;
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) {
    res.status(400).json({ errors: validationErrors });
    return;
  }
  const format = incrementalFormat(req);
  if (usesIncrementalDelivery(document) && format === null) {
    res
      .status(406)
      .json({ errors: [{ message: 'Send "accept: multipart/mixed" to use @defer or @stream.' }] });
    return;
  }

  const executeIncrementally =
    format === 'legacy' ? legacyExecuteIncrementally : experimentalExecuteIncrementally;
  const result = await executeIncrementally({
    schema,
    document,
    rootValue,
    variableValues: params.variables,
    operationName: params.operationName,
  });

  if (!('initialResult' in result)) {
    // Nothing was deferred or streamed (or @defer(if: false)): one ordinary JSON response.
    res.json(result);
    return;
  }

  // Stop producing payloads if the client goes away mid-stream.
  res.on('close', () => result.subsequentResults.return());
  res.writeHead(200, {
    'content-type': `multipart/mixed; boundary="-"${format === 'legacy' ? '; deferSpec=20220824' : ''}`,
  });
  writePart(res, result.initialResult);
  for await (const payload of result.subsequentResults) {
    writePart(res, payload);
  }
  res.end('\r\n-----\r\n');
}

const app = express();
app.all('/graphql', graphqlIncremental);

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
