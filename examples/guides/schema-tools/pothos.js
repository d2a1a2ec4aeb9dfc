import SchemaBuilder from '@pothos/core';
import { execute, isSchema, parse, printSchema, validate } from 'graphql';

const toolRows = [
  { id: '1', name: 'Hand plane', ownerId: 'm1' },
  { id: '2', name: 'Mitre saw', ownerId: 'm2' },
];
const memberRows = [
  { id: 'm1', name: 'Ines' },
  { id: 'm2', name: 'Kofi' },
];

const builder = new SchemaBuilder({});

// A ref names a type before its fields exist, so Tool and Member can refer to each other.
const Tool = builder.objectRef('Tool');
const Member = builder.objectRef('Member');

Tool.implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name'),
    owner: t.field({
      type: Member,
      resolve: (tool) => memberRows.find((member) => member.id === tool.ownerId),
    }),
  }),
});

Member.implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name'),
    tools: t.field({
      type: [Tool],
      resolve: (member) => toolRows.filter((tool) => tool.ownerId === member.id),
    }),
  }),
});

builder.queryType({
  fields: (t) => ({
    tools: t.field({ type: [Tool], resolve: () => toolRows }),
    tool: t.field({
      type: Tool,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_source, { id }) => toolRows.find((tool) => tool.id === String(id)),
    }),
  }),
});

const schema = builder.toSchema();

console.log(`isSchema: ${isSchema(schema)}`);
console.log(printSchema(schema));
const document = parse('{ tools { name owner { name tools { name } } } tool(id: 2) { name } }');
console.log(`validation errors: ${validate(schema, document).length}`);
console.log(JSON.stringify(await execute({ schema, document })));
