// The tab chosen in each tab group id, in memory (see index.tsx). A module of its own so that a
// sample's run panel, a separate chunk, can switch the groups without a copy of Tabs.

const groupChoices = new Map<string, string>();
const listeners = new Set<() => void>();

export function subscribeToGroupChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function groupChoice(groupId: string): string | undefined {
  return groupChoices.get(groupId);
}

/** Shows `value` in every tab group with this id, as choosing it in one of them does. */
export function chooseInGroup(groupId: string, value: string): void {
  groupChoices.set(groupId, value);
  for (const listener of listeners) listener();
}
