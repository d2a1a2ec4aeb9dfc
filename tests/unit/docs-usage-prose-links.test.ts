import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {apiUrls} from '../../plugins/docs-usage';
import {linkProse, remarkProseLinks, type MdNode as Node} from '../../plugins/docs-usage/prose-links';
import {functionSymbol as symbol} from './docs-usage-helpers';

const urlOf = apiUrls([
  symbol('parse', '17.x', '/api/function/parse'),
  symbol('parse', '16.x', '/api/16.x/function/parse'),
  symbol('graphql', '17.x', '/api/function/graphql'),
  symbol('getOperationRootType', '16.x', '/api/16.x/function/getOperationRootType'),
  symbol('formatError', '16.x', '/api/16.x/function/formatError'),
  symbol('subscribe', '17.x', '/api/function/subscribe'),
  symbol('subscribe', '16.x', '/api/16.x/function/subscribe'),
  symbol('parseValue', '17.x', '/api/function/parseValue'),
  symbol('parseValue', '16.x', '/api/16.x/function/parseValue'),
  symbol('coerceInputValue', '17.x', '/api/function/coerceInputValue'),
  symbol('coerceInputValue', '16.x', '/api/16.x/function/coerceInputValue'),
  symbol('coerceInputLiteral', '17.x', '/api/function/coerceInputLiteral'),
  symbol('GraphQLScalarType', '17.x', '/api/class/GraphQLScalarType'),
  symbol('GraphQLScalarType', '16.x', '/api/16.x/class/GraphQLScalarType'),
  symbol('Kind', '17.x', '/api/variable/kinds#Kind'),
  symbol('Kind', '16.x', '/api/16.x/enum/Kind'),
]);
// The conversion functions of graphql's GraphQLScalarType (and of its config) in 16 and 17.
const scalarMembers16 = new Set(['serialize', 'parseValue', 'parseLiteral']);
const scalarMembers17 = new Set([...scalarMembers16, 'coerceOutputValue', 'coerceInputValue', 'coerceInputLiteral', 'valueToLiteral']);
const membersOf = (major: string, name: string) =>
  name === 'GraphQLScalarType' ? (major === '17' ? scalarMembers17 : scalarMembers16) : undefined;
const options = {urlOf, membersOf, bothMajors: false};

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const link = (url: string, value: string): Node => ({type: 'link', url, children: [code(value)]});
const paragraph = (...children: (Node | string)[]): Node => ({
  type: 'paragraph',
  children: children.map((child) => (typeof child === 'string' ? text(child) : child)),
});
const heading = (title: string, depth = 2): Node => ({type: 'heading', depth, children: [text(title)]});
const list = (...items: Node[]): Node => ({type: 'list', children: items.map((item) => ({type: 'listItem', children: [item]}))});
const table = (...rows: (Node | string)[][]): Node => ({
  type: 'table',
  children: rows.map((cells) => ({
    type: 'tableRow',
    children: cells.map((cell) => ({type: 'tableCell', children: [typeof cell === 'string' ? text(cell) : cell]})),
  })),
});
const root = (...children: Node[]): Node => ({type: 'root', children});

/** Each link's URL and the code it holds, in document order. */
function links(node: Node): string[] {
  if (node.type === 'link') return [`${node.children![0]!.value} ${node.url}`];
  return (node.children ?? []).flatMap(links);
}

test('the first mention of an export in each section links to its page for the version the section is about', () => {
  const tree = root(
    paragraph(code('parse()'), code('parse'), code('graphql'), code('GraphQLNothing')),
    heading('The parse function'),
    paragraph(link('/api/function/parse', 'parse'), code('parse')),
    heading('On graphql 16'),
    paragraph(code('parse'), code('getOperationRootType')),
    heading('Removed exports'),
    paragraph(code('getOperationRootType')),
  );
  const {unresolved, problems} = linkProse(tree, options);
  assert.deepEqual(links(tree), [
    'parse() /api/function/parse',
    // The section's mention already written as a link counts as its first.
    'parse /api/function/parse',
    'parse /api/16.x/function/parse',
    'getOperationRootType /api/16.x/function/getOperationRootType',
  ]);
  // `graphql` is the package as often as the function: never linked, never reported.
  assert.deepEqual(unresolved, ['GraphQLNothing']);
  assert.deepEqual(problems, []);
});

test('on a page about both majors, a name only the other major exports links to its page there', () => {
  const tree = root(heading('Removed exports'), paragraph(code('getOperationRootType'), ' and ', code('formatError'), '.'));
  linkProse(tree, {...options, bothMajors: true});
  assert.deepEqual(links(tree), [
    'getOperationRootType /api/16.x/function/getOperationRootType',
    'formatError /api/16.x/function/formatError',
  ]);
});

test('a sentence that names one major alone links its names to that major', () => {
  const tree = root(paragraph("graphql 16's ", code('subscribe'), ' returns a promise. In graphql 17, ', code('parse'), ' is the same.'));
  linkProse(tree, options);
  assert.deepEqual(links(tree), ['subscribe /api/16.x/function/subscribe', 'parse /api/function/parse']);
});

test('headings keep their code unlinked', () => {
  const tree = root({type: 'heading', depth: 2, children: [code('parse')]});
  linkProse(tree, options);
  assert.deepEqual(links(tree), []);
});

test('nodes without children are left without them', () => {
  const leaf = text('plain');
  linkProse(root(paragraph(leaf)), options);
  assert.ok(!('children' in leaf));
});

// Each case a review found (issue 41, items 29 to 31): the linker no longer makes the link, and
// the check refuses it written by hand.
describe('a link means what its text means', () => {
  const refused = (tree: Node, bothMajors = false) => linkProse(tree, {...options, bothMajors}).problems;

  test("another library's option is no graphql export (29: graphql-http's formatError)", () => {
    const pages = [
      // errors, subscriptions, subscriptions-sse: "graphql-http's `formatError`".
      (mention: Node) => root(heading('Masking errors'), paragraph("It masks the errors as graphql-http's ", mention, ' does.')),
      // going-to-production: "passes every error through `formatError`", in a section about 17.
      (mention: Node) => root(heading('Errors'), paragraph('graphql-http passes every error through ', mention, '.')),
      // running-an-express-graphql-server: a table of graphql-http's options.
      (mention: Node) => root(heading('Options'), table(['Option', 'Purpose'], [mention, 'Rewrites each error'])),
      // express-graphql: a column headed by the package whose options it lists.
      (mention: Node) =>
        root(
          heading('Options'),
          table(['express-graphql', 'graphql-http', 'What changes'], ['customFormatErrorFn', mention, 'Returns an error']),
        ),
      (mention: Node) => root(heading('Errors'), paragraph('Pass the ', mention, ' option.')),
    ];
    for (const page of pages) {
      const tree = page(code('formatError'));
      assert.deepEqual(linkProse(tree, options).problems, []);
      assert.deepEqual(links(tree), []);
      assert.deepEqual(refused(page(link('/api/16.x/function/formatError', 'formatError'))).length, 1);
    }
    assert.match(
      refused(
        root(heading('Masking errors'), paragraph("graphql-http's ", link('/api/16.x/function/formatError', 'formatError'), '.')),
      )[0]!,
      /^`formatError` links to \/api\/16\.x\/function\/formatError, but is a property of graphql-http$/,
    );
    // Even in the upgrade guide, which names graphql 16's formatError function.
    assert.deepEqual(
      refused(
        root(heading('Removed exports'), paragraph("graphql-http's ", link('/api/16.x/function/formatError', 'formatError'), '.')),
        true,
      ).length,
      1,
    );
  });

  test("a scalar's conversion functions are its members, not the functions of the same name (30)", () => {
    // basic-types and custom-scalars: a section about GraphQLScalarType, with a table of the names
    // in columns for each major; each links to its entry on that major's GraphQLScalarType page.
    const basicTypes = (mention: Node) =>
      root(
        heading('Enums and custom scalars'),
        paragraph('Define a custom scalar with ', code('GraphQLScalarType'), '.'),
        table(['Purpose', 'graphql 17', 'graphql 16'], ['Input coercion of variables', code('coerceInputValue'), mention]),
      );
    const tree = basicTypes(code('parseValue'));
    assert.deepEqual(linkProse(tree, options).problems, []);
    assert.deepEqual(links(tree), [
      'GraphQLScalarType /api/class/GraphQLScalarType',
      'coerceInputValue /api/class/GraphQLScalarType#coerceInputValue',
      'parseValue /api/16.x/class/GraphQLScalarType#parseValue',
    ]);
    assert.match(
      refused(basicTypes(link('/api/function/parseValue', 'parseValue')))[0]!,
      /^`parseValue` links to \/api\/function\/parseValue, but means \/api\/16\.x\/class\/GraphQLScalarType#parseValue$/,
    );
    // custom-scalars' graphql 16 section linked one name to 16.x and the other to 17.x.
    const graphql16 = (first: Node, second: Node) =>
      root(
        heading('What graphql 16 does with it'),
        paragraph("graphql 16's ", code('GraphQLScalarType'), ' does not know the names ', first, ' and ', second, '.'),
      );
    // Both are members that graphql 16's GraphQLScalarType lacks: no link.
    const unlinked = graphql16(code('coerceInputValue'), code('coerceInputLiteral'));
    linkProse(unlinked, options);
    assert.deepEqual(links(unlinked), ['GraphQLScalarType /api/16.x/class/GraphQLScalarType']);
    assert.equal(
      refused(
        graphql16(
          link('/api/16.x/function/coerceInputValue', 'coerceInputValue'),
          link('/api/function/coerceInputLiteral', 'coerceInputLiteral'),
        ),
      ).length,
      2,
    );
    // "`GraphQLScalarType`'s `parseValue`" is the member of the class named, in any section.
    const possessed = root(heading('Enums'), paragraph(code('GraphQLScalarType'), "'s ", code('parseValue'), ' is deprecated.'));
    linkProse(possessed, options);
    assert.deepEqual(links(possessed), [
      'GraphQLScalarType /api/class/GraphQLScalarType',
      'parseValue /api/class/GraphQLScalarType#parseValue',
    ]);
    // A list item that names no scalar keeps the function's meaning (the upgrade guide's checklist).
    const checklist = root(
      heading('Checklist'),
      list(
        paragraph('Rename the methods of a ', code('GraphQLScalarType'), '.'),
        paragraph('Replace the throwing ', link('/api/function/coerceInputValue', 'coerceInputValue'), '.'),
      ),
    );
    assert.deepEqual(linkProse(checklist, options).problems, []);
  });

  test('a sentence about graphql 17 in a graphql 16 section links to 17 (31: constructing types)', () => {
    const section = (mention: Node) =>
      root(
        heading('graphql 16', 3),
        paragraph('In graphql 17, ', mention, ' is a namespace of string constants. Every member holds the same string.'),
      );
    const tree = section(code('Kind'));
    linkProse(tree, options);
    assert.deepEqual(links(tree), ['Kind /api/variable/kinds#Kind']);
    assert.match(
      refused(section(link('/api/16.x/enum/Kind', 'Kind')))[0]!,
      /^`Kind` links to \/api\/16\.x\/enum\/Kind, but means \/api\/variable\/kinds#Kind$/,
    );
    // The section's own sentences keep its major.
    const own = root(heading('graphql 16', 3), paragraph('Here ', code('Kind'), ' is an enum.'));
    linkProse(own, options);
    assert.deepEqual(links(own), ['Kind /api/16.x/enum/Kind']);
  });

  test("a server's option named without a possessive is no graphql export either (going-to-production, errors, mocking)", () => {
    const pages = [
      // going-to-production, "In the server": the option a function is passed as.
      (mention: Node) =>
        root(heading('In the server'), paragraph('`subscribeWithDeadline`, passed to graphql-ws as ', mention, ', adds a deadline.')),
      // going-to-production, "Masking unexpected errors".
      (mention: Node) =>
        root(heading('Masking'), paragraph('An error thrown by your own ', code('context'), ' or ', mention, ' function.')),
      // errors, "Masking unexpected errors": a list of the functions given to the server.
      (mention: Node) =>
        root(
          heading('Masking'),
          paragraph(
            'An error thrown by the ',
            code('schema'),
            ', ',
            mention,
            ' or ',
            code('onOperation'),
            ' function you give graphql-ws.',
          ),
        ),
      // mocking: "a development server of its own whose `execute` passes the `fieldResolver` along".
      (mention: Node) => root(heading('Mocking'), paragraph('Run a server of its own whose ', mention, ' passes the resolver along.')),
    ];
    for (const page of pages) {
      const tree = page(code('subscribe'));
      linkProse(tree, options);
      assert.deepEqual(links(tree), []);
      assert.equal(refused(page(link('/api/function/subscribe', 'subscribe'))).length, 1);
    }
    // graphql's own function, passed to nothing, still links.
    const own = root(heading('Subscribing'), paragraph('The server calls ', code('subscribe'), ' as its own.'));
    linkProse(own, options);
    assert.deepEqual(links(own), ['subscribe /api/function/subscribe']);
  });
});

test('the build stops on a page with a link its name does not mean, naming the page and the link', () => {
  const anchoredLinks = new Set<string>();
  const transform = remarkProseLinks({urlOf, membersOf, anchoredLinks, report: () => {}})();
  const page = () =>
    root(heading('Masking errors'), paragraph("graphql-http's ", link('/api/16.x/function/formatError', 'formatError'), '.'));
  assert.throws(
    () => transform(page(), {path: 'docs/guides/errors.mdx'}),
    /^Error: \[docs-usage\] docs\/guides\/errors\.mdx: links that do not mean what their text means: `formatError` links to \/api\/16\.x\/function\/formatError, but is a property of graphql-http$/,
  );
  // The upgrade guide is about both majors: graphql 16's formatError, unqualified, is that function.
  const removed = root(heading('Removed exports'), paragraph('Replace ', link('/api/16.x/function/formatError', 'formatError'), '.'));
  assert.doesNotThrow(() => transform(removed, {path: 'docs/upgrade-guides/v16-v17.mdx'}));
  assert.throws(() => transform(removed, {path: 'docs/guides/errors.mdx'}), /is not an export of graphql 17/);
  // A link to an entry of a page is kept for the check of anchors after the build.
  transform(root(heading('Scalars'), paragraph(code('GraphQLScalarType'), ' calls ', code('parseValue'), '.')), {path: 'docs/a.mdx'});
  assert.deepEqual([...anchoredLinks], ['/api/class/GraphQLScalarType#parseValue']);
});
