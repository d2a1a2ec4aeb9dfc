import { readFileSync } from 'node:fs';
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
  const assets = await bundleGraphiQL();
  const page = readFileSync(new URL('./graphiql.html', import.meta.url));

  app.get('/graphiql', (_req, res) => {
    res.type('html').send(page);
  });

  // Only the bundle's files, from memory: nothing on disk is reachable through these routes.
  app.get('/graphiql/:file', (req, res, next) => {
    const contents = assets.get(req.params.file);
    if (contents === undefined) {
      next(); // falls through to Express's 404
      return;
    }
    res.type(path.extname(req.params.file)).send(contents); // text/javascript, text/css
  });
}

// graphiql 5 is ES modules that import other packages by name, React is CommonJS, and the
// editor needs web workers: a browser can load none of it as installed. esbuild bundles it once
// at startup, into memory, from the packages node_modules holds, however they are laid out.
async function bundleGraphiQL() {
  // Imported here, so that production starts without the development dependency.
  const esbuild = await import('esbuild');
  // The editor's workers come from the copies of monaco-editor and monaco-graphql that
  // graphiql's own @graphiql/react uses: found from its folder, as Node.js would find them.
  const require = createRequire(import.meta.url);
  const fromGraphiql = createRequire(require.resolve('graphiql'));
  const fromGraphiqlReact = createRequire(fromGraphiql.resolve('@graphiql/react'));

  const { outputFiles } = await esbuild.build({
    entryPoints: {
      graphiql: fileURLToPath(new URL('./graphiql-app.js', import.meta.url)),
      'editor.worker': fromGraphiqlReact.resolve('monaco-editor/esm/vs/editor/editor.worker.js'),
      'json.worker': fromGraphiqlReact.resolve('monaco-editor/esm/vs/language/json/json.worker.js'),
      'graphql.worker': fromGraphiqlReact.resolve('monaco-graphql/esm/graphql.worker.js'),
    },
    bundle: true,
    format: 'esm',
    minify: true, // also selects React's production build
    loader: { '.ttf': 'dataurl' }, // the editor's icon font, inlined in graphiql.css
    outdir: 'graphiql', // only names the files: with write: false nothing is written
    write: false,
    logLevel: 'warning',
  });
  return new Map(outputFiles.map((file) => [path.basename(file.path), Buffer.from(file.contents)]));
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
