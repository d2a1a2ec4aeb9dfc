import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';

const schema = buildSchema(`
  type Query {
    libraryName: String!
    "Names of the tools in a category, or of every tool when no category is given."
    toolNames(category: String): [String!]!
  }
`);

const tools = [
  { name: 'Cordless drill', category: 'power' },
  { name: 'Step ladder', category: 'access' },
  { name: 'Hand plane', category: 'hand' },
];

const rootValue = {
  libraryName: () => 'Elm Street Tool Library',
  toolNames: ({ category }) =>
    tools.filter((tool) => !category || tool.category === category).map((tool) => tool.name),
};

const app = express();
app.all('/graphql', createHandler({ schema, rootValue }));

// The IDE is a development tool: it is served unless NODE_ENV is "production", and then the
// routes below do not exist at all (404), rather than being hidden or protected.
const ideEnabled = process.env.NODE_ENV !== 'production';

if (ideEnabled) {
  const require = createRequire(import.meta.url);
  const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

  // Only these files are reachable, each under a fixed name: not the whole node_modules.
  const assets = new Map([
    ['react.js', path.join(packageDir('react'), 'umd/react.production.min.js')],
    ['react-dom.js', path.join(packageDir('react-dom'), 'umd/react-dom.production.min.js')],
    ['graphiql.js', path.join(packageDir('graphiql'), 'graphiql.min.js')],
    ['graphiql.css', path.join(packageDir('graphiql'), 'graphiql.min.css')],
  ]);

  app.get('/graphiql', (_req, res) => {
    res.sendFile(fileURLToPath(new URL('./graphiql.html', import.meta.url)));
  });

  app.get('/graphiql/:file', (req, res, next) => {
    const file = assets.get(req.params.file);
    if (file === undefined) {
      next(); // falls through to Express's 404
      return;
    }
    res.sendFile(file); // Content-Type from the extension: text/javascript, text/css
  });
}

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
  if (ideEnabled) {
    console.log(`GraphiQL at http://127.0.0.1:${server.address().port}/graphiql`);
  }
});
