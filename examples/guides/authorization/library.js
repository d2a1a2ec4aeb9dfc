import { GraphQLError } from 'graphql';

// The business layer: the data and every rule about who may see or change it. Resolvers,
// REST handlers and background jobs all go through these functions, so a rule written here
// holds on every path to the data.
const members = [
  { id: 'm1', name: 'Ines', email: 'ines@example.org' },
  { id: 'm2', name: 'Kofi', email: 'kofi@example.org' },
];

const tools = [
  { name: 'Cordless drill', ownerId: 'm2', retired: false },
  { name: 'Rusty saw', ownerId: 'm1', retired: true },
  { name: 'Hand plane', ownerId: 'm1', retired: false },
];

// null is the anonymous viewer: every rule below must hold for it too.
export const viewers = {
  anonymous: null,
  kofi: { id: 'm2', role: 'MEMBER' },
  staff: { id: 's1', role: 'STAFF' },
};

// Fails closed: a viewer is someone only if it has an id. null, undefined (a context built
// without one), {} and an empty id are all nobody, so a mistake in the caller cannot open a rule.
export function isSignedIn(viewer) {
  return typeof viewer?.id === 'string' && viewer.id !== '';
}

export function isStaff(viewer) {
  return isSignedIn(viewer) && viewer.role === 'STAFF';
}

function forbidden(message) {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

// Hiding: retired tools do not exist for members; staff see them all.
export function listTools(viewer) {
  return isStaff(viewer) ? tools : tools.filter((tool) => !tool.retired);
}

// The catalogue is public, and names who lends each tool.
export function ownerOf(tool) {
  return members.find((member) => member.id === tool.ownerId);
}

export function listMembers(viewer) {
  if (!isSignedIn(viewer)) {
    throw forbidden('Sign in to see the members.');
  }
  return members;
}

// Refusing: an email address is visible to its owner and to staff only.
export function emailOf(viewer, member) {
  const isOwner = isSignedIn(viewer) && viewer.id === member.id;
  if (!isOwner && !isStaff(viewer)) {
    throw forbidden(`Only ${member.name} and staff may see this email address.`);
  }
  return member.email;
}
