// A stand-in for a database or a REST service. Every function is one round trip, and
// `calls` counts them so the samples can show how many a query costs.
const members = new Map([
  ['m1', { id: 'm1', name: 'Ines' }],
  ['m2', { id: 'm2', name: 'Kofi' }],
  ['m3', { id: 'm3', name: 'Lena' }],
]);

const tools = [
  { id: 't1', name: 'Cordless drill', ownerId: 'm1' },
  { id: 't2', name: 'Step ladder', ownerId: 'm2' },
  { id: 't3', name: 'Circular saw', ownerId: 'm1' },
  { id: 't4', name: 'Hand plane', ownerId: 'm3' },
];

export const calls = { count: 0 };

export async function listTools() {
  calls.count += 1;
  console.log('  listTools()');
  return tools;
}

export async function getMember(id) {
  calls.count += 1;
  console.log(`  getMember(${id})`);
  return members.get(id) ?? null;
}

// One round trip for many ids, like `SELECT ... WHERE id IN (...)`. The rows come back
// in whatever order the backend likes, and ids that match nothing are simply missing.
export async function getMembersByIds(ids) {
  calls.count += 1;
  console.log(`  getMembersByIds(${ids.join(', ')})`);
  return [...members.values()].filter((member) => ids.includes(member.id)).reverse();
}
