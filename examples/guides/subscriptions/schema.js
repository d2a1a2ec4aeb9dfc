import { EventEmitter } from 'node:events';
import {
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// The most items a list field returns: the cost rule of the server counts unknown page sizes
// as this many.
export const MAX_LIST_SIZE = 100;

const tools = new Map([
  ['Cordless drill', { name: 'Cordless drill', owner: 'Ines' }],
  ['Hand plane', { name: 'Hand plane', owner: 'Ines' }],
  ['Step ladder', { name: 'Step ladder', owner: 'Kofi' }],
]);

function toolNamed(name) {
  const tool = tools.get(name);
  if (!tool) {
    throw new GraphQLError(`No tool is called ${JSON.stringify(name)}.`, {
      extensions: { code: 'NOT_FOUND' },
    });
  }
  return tool;
}

// In-process publish/subscribe. With several server processes, use a shared broker
// (Redis, PostgreSQL LISTEN/NOTIFY, ...) behind the same two functions.
const events = new EventEmitter();
let activeSubscriptions = 0;
let queuedEvents = 0;

// The most events a subscription keeps for a client that reads slower than they are published.
// One more ends the subscription with an error, rather than dropping events: a client that
// silently missed some would show a wrong state, one that is told can fetch it and subscribe again.
export const MAX_EVENTS_BEHIND = 100;

function publishToolReturned(event) {
  events.emit('toolReturned', event);
}

const DONE = { done: true, value: undefined };

// The source stream of one subscription: the events published since it started, kept until read.
// graphql-js reads it with next() and calls return() once nobody needs it anymore.
function toolReturnedEvents() {
  const waiting = [];
  let wakeReader; // set while next() waits for an event
  let ended = false;
  let last = DONE; // what next() returns once the stream has ended

  // Removes the listener and frees the events that wait.
  function end() {
    if (ended) {
      return;
    }
    ended = true;
    events.off('toolReturned', onEvent);
    queuedEvents -= waiting.length;
    waiting.length = 0;
    activeSubscriptions -= 1;
    console.log(`subscription ended (active: ${activeSubscriptions})`);
    wakeReader?.(DONE);
  }
  function onEvent(event) {
    if (wakeReader) {
      wakeReader({ done: false, value: event });
      wakeReader = undefined;
    } else if (waiting.length < MAX_EVENTS_BEHIND) {
      waiting.push(event);
      queuedEvents += 1;
    } else {
      // An Error as the event makes the field fail: the client gets it as its last result.
      last = {
        done: false,
        value: new GraphQLError(
          `More than ${MAX_EVENTS_BEHIND} events waited for this subscription; subscribe again.`,
          { extensions: { code: 'FELL_BEHIND' } },
        ),
      };
      end();
    }
  }

  events.on('toolReturned', onEvent);
  activeSubscriptions += 1;
  console.log(`subscription started (active: ${activeSubscriptions})`);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (waiting.length > 0) {
        queuedEvents -= 1;
        return { done: false, value: waiting.shift() };
      }
      if (ended) {
        const item = last;
        last = DONE;
        return item;
      }
      return new Promise((resolve) => (wakeReader = resolve));
    },
    async return() {
      end();
      return DONE;
    },
  };
}

// Members own tools, and tools have owners: a cycle that lets a client nest as deep as it likes.
const Member = new GraphQLObjectType({
  name: 'Member',
  fields: () => ({
    name: { type: new GraphQLNonNull(GraphQLString) },
    tools: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Tool))),
      args: { first: { type: GraphQLInt } },
      resolve: (member, { first = MAX_LIST_SIZE }) => {
        if (first < 0) {
          throw new GraphQLError(`first must not be negative; got ${first}.`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        const owned = [...tools.values()].filter((tool) => tool.owner === member.name);
        return owned.slice(0, Math.min(first, MAX_LIST_SIZE));
      },
    },
  }),
});

const Tool = new GraphQLObjectType({
  name: 'Tool',
  fields: () => ({
    name: { type: new GraphQLNonNull(GraphQLString) },
    owner: { type: new GraphQLNonNull(Member), resolve: (tool) => ({ name: tool.owner }) },
  }),
});

const Loan = new GraphQLObjectType({
  name: 'Loan',
  fields: {
    tool: { type: new GraphQLNonNull(Tool) },
    borrower: { type: new GraphQLNonNull(Member) },
  },
});

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      activeSubscriptions: {
        type: new GraphQLNonNull(GraphQLInt),
        resolve: () => activeSubscriptions,
      },
      queuedEvents: {
        type: new GraphQLNonNull(GraphQLInt),
        description: 'Events published and not yet read, in all subscriptions.',
        resolve: () => queuedEvents,
      },
      inventoryReport: {
        type: GraphQLString,
        description: 'Fails with an internal error that clients must not see.',
        resolve: () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432');
        },
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      returnTool: {
        type: new GraphQLNonNull(GraphQLString),
        args: {
          name: { type: new GraphQLNonNull(GraphQLString) },
          member: { type: new GraphQLNonNull(GraphQLString) },
        },
        resolve: (_source, { name, member }) => {
          const tool = toolNamed(name);
          publishToolReturned({ tool, borrower: { name: member } });
          return `${tool.name} is back`;
        },
      },
    },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      toolReturned: {
        type: new GraphQLNonNull(Loan),
        // Called once per subscription: returns the source stream.
        subscribe: () => toolReturnedEvents(),
        // Called once per event, with the event as the source value: here, the loan that ended.
        resolve: (event) => event,
      },
      stockAlerts: {
        type: GraphQLString,
        description:
          'Its source stream fails, as one fed by a broker that lost its connection would.',
        async *subscribe() {
          throw new Error('redis: connection lost to 10.0.0.8:6379');
        },
      },
    },
  }),
});
