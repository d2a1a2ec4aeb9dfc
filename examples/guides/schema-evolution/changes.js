import { BreakingChangeType, buildSchema, DangerousChangeType, findSchemaChanges } from 'graphql';

// Three releases of the same schema: add a replacement, deprecate the old field, then remove it.
const v1 = buildSchema(`
  type Tool {
    name: String!
    available: Boolean!
  }

  type Query {
    tools: [Tool!]!
  }
`);

const v2 = buildSchema(`
  enum ToolStatus {
    AVAILABLE
    ON_LOAN
  }

  type Tool {
    name: String!
    status: ToolStatus!
    available: Boolean! @deprecated(reason: "Use \`status\`.")
  }

  type Query {
    tools(status: ToolStatus): [Tool!]!
  }
`);

const v3 = buildSchema(`
  enum ToolStatus {
    AVAILABLE
    ON_LOAN
    LOST
  }

  type Tool {
    name: String!
    status: ToolStatus!
  }

  type Query {
    tools(status: ToolStatus): [Tool!]!
  }
`);

const breaking = new Set(Object.values(BreakingChangeType));
const dangerous = new Set(Object.values(DangerousChangeType));

function report(title, before, after) {
  console.log(title);
  for (const { type, description } of findSchemaChanges(before, after)) {
    const level = breaking.has(type) ? 'BREAKING' : dangerous.has(type) ? 'dangerous' : 'safe';
    console.log(`  ${level.padEnd(9)} ${type}: ${description}`);
  }
}

report('v1 -> v2', v1, v2);
report('v2 -> v3', v2, v3);
