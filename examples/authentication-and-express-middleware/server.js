import { STATUS_CODES } from 'node:http';
import express from 'express';
import { buildSchema, GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Member {
    name: String!
  }

  type Query {
    libraryName: String!
    "The member making the request, or an error when nobody is signed in."
    me: Member
  }

  type Mutation {
    borrowTool(toolId: ID!): String!
  }
`);

// Access tokens issued at sign-in. A real service stores long random tokens or verifies signed ones.
const membersByToken = new Map([['token-for-ines', { id: 'm1', name: 'Ines' }]]);

// Express middleware: runs before the GraphQL handler and records who is calling.
function authenticate(req, res, next) {
  // Every Authorization header sent: req.get() would return only the first of several.
  const headers = req.headersDistinct.authorization;
  if (headers === undefined) {
    req.member = null; // anonymous: public fields still work
    next();
    return;
  }
  // One header: "Bearer", in any case, then the token and nothing else.
  const token = headers.length === 1 ? /^Bearer +(\S+)$/i.exec(headers[0])?.[1] : undefined;
  const member = token === undefined ? undefined : membersByToken.get(token);
  if (member === undefined) {
    // A credential was sent and it is wrong: refuse the whole HTTP request.
    res
      .status(401)
      .set('www-authenticate', 'Bearer')
      .json({ errors: [{ message: 'The access token is not valid.' }] });
    return;
  }
  req.member = member;
  next();
}

function requireMember(context) {
  if (context.member === null) {
    throw new GraphQLError('Sign in to use this field.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return context.member;
}

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  me: (_args, context) => requireMember(context),
  borrowTool: ({ toolId }, context) => {
    const member = requireMember(context);
    return `${member.name} borrowed tool ${toolId}.`;
  },
};

const app = express();

app.all(
  '/graphql',
  // graphql-http would read a body of any size; express.json refuses more than 100 kB with 413.
  // It reads every body, whatever its Content-Type: graphql-http accepts some that express.json
  // does not recognize as JSON, such as "application/ json", and would read those itself.
  express.json({ limit: '100kb', type: () => true }),
  authenticate,
  createHandler({
    schema,
    rootValue,
    // Built once per request: `req.raw` is the Express request the middleware decorated.
    context: (req) => ({ member: req.raw.member }),
  }),
);

// What express.json refuses (a body too large, not JSON, in another charset) gets its status and a
// short message. Express's default error page would show the stack trace, the server's file paths
// and, for a syntax error, a piece of the body, unless NODE_ENV is production.
app.use((error, _req, res, _next) => {
  const status = error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) {
    console.error('Unexpected error at request', error);
  }
  res.status(status).json({ errors: [{ message: STATUS_CODES[status] }] });
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
