// Runs on graphql 16 and 17: graphql 17 leaves a list out of a parsed document when
// there is nothing in it, so code that walks the AST reads each optional list with `?? []`.
import {parse, visit} from 'graphql';

const document = parse('query Products { products(first: 2) { name @uppercase price } }');

const [operation] = document.definitions;
console.log('variableDefinitions:', operation.variableDefinitions);

visit(document, {
  Field(node) {
    const args = (node.arguments ?? []).map((arg) => arg.name.value);
    const directives = (node.directives ?? []).map((directive) => directive.name.value);
    console.log(
      `${node.name.value}: arguments [${args.join(', ')}], directives [${directives.join(', ')}]`,
    );
  },
});
