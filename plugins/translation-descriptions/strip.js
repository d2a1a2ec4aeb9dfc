// Removes the `description` of every translation declaration in a module of Docusaurus's theme:
// `translate({id, message, description})` calls and `<Translate id description>` elements. The
// descriptions are notes for translators, read by `docusaurus write-translations` from the
// sources; at run time `translate` and `<Translate>` read only the id, the message and the
// values. Plain CommonJS, as the bundler loads loader.js with require.
const {parse} = require('@babel/parser');

const isDescriptionKey = (key) =>
  (key.type === 'Identifier' && key.name === 'description') || (key.type === 'StringLiteral' && key.value === 'description');

/** [start, end) ranges of `source` to cut, one per description. */
function descriptionRanges(source) {
  const ast = parse(source, {sourceType: 'module', plugins: ['jsx']});
  const ranges = [];
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'translate' &&
      node.arguments[0]?.type === 'ObjectExpression'
    ) {
      const object = node.arguments[0];
      const {properties} = object;
      properties.forEach((property, index) => {
        if (property.type !== 'ObjectProperty' || property.computed || !isDescriptionKey(property.key)) return;
        // With the comma that separates it from its neighbour, so the object stays valid.
        if (index < properties.length - 1) ranges.push([property.start, properties[index + 1].start]);
        else if (index > 0) ranges.push([properties[index - 1].end, property.end]);
        else ranges.push([property.start, object.end - 1]);
      });
    }
    if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && node.name.name === 'Translate') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'JSXAttribute' && attribute.name.name === 'description') ranges.push([attribute.start, attribute.end]);
      }
    }
    for (const key of Object.keys(node)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments' && key !== 'innerComments') visit(node[key]);
    }
  };
  visit(ast.program);
  return ranges;
}

/** The module without its translation descriptions, and how many it had. */
function stripTranslationDescriptions(source) {
  if (!/\btranslate\(|<Translate\b/.test(source)) return {code: source, removed: 0};
  const ranges = descriptionRanges(source).sort((a, b) => b[0] - a[0]);
  let code = source;
  for (const [start, end] of ranges) code = code.slice(0, start) + code.slice(end);
  return {code, removed: ranges.length};
}

module.exports = {stripTranslationDescriptions};
