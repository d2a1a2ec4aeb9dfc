// What the resolvers receive: the rows they read, and the context built for each request.

export interface Member {
  id: string;
  name: string;
}

export interface ToolRecord {
  id: string;
  name: string;
  ownerId: string;
  borrowerId: string | null;
}

export interface Context {
  /** The signed-in member, or null for an anonymous request. */
  viewer: Member | null;
  db: {
    tool(id: string): Promise<ToolRecord | undefined>;
    member(id: string): Promise<Member | undefined>;
  };
}

const members: Member[] = [
  { id: 'm1', name: 'Ines' },
  { id: 'm2', name: 'Kofi' },
];
const tools: ToolRecord[] = [{ id: 't1', name: 'Cordless drill', ownerId: 'm1', borrowerId: 'm2' }];

export function createContext(viewerId: string | null): Context {
  return {
    viewer: members.find((member) => member.id === viewerId) ?? null,
    db: {
      tool: async (id) => tools.find((tool) => tool.id === id),
      member: async (id) => members.find((member) => member.id === id),
    },
  };
}
