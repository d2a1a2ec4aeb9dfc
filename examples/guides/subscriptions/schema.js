import { EventEmitter, on } from 'node:events';
import {
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';

// In-process publish/subscribe. With several server processes, use a shared broker
// (Redis, PostgreSQL LISTEN/NOTIFY, ...) behind the same two functions.
const events = new EventEmitter();
let activeSubscriptions = 0;

function publishToolReturned(event) {
  events.emit('toolReturned', event);
}

// The source stream of one subscription. graphql-js reads it with next() and calls
// return() once nobody needs it anymore: that is where the listener must be removed.
function toolReturnedEvents() {
  const listener = on(events, 'toolReturned'); // buffers events until they are read
  let ended = false;
  activeSubscriptions += 1;
  console.log(`subscription started (active: ${activeSubscriptions})`);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const { done, value } = await listener.next();
      return done ? { done, value: undefined } : { done, value: value[0] };
    },
    async return() {
      if (!ended) {
        ended = true;
        activeSubscriptions -= 1;
        console.log(`subscription ended (active: ${activeSubscriptions})`);
      }
      await listener.return();
      return { done: true, value: undefined };
    },
  };
}

export const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      activeSubscriptions: {
        type: new GraphQLNonNull(GraphQLInt),
        resolve: () => activeSubscriptions,
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
          publishToolReturned({ name, member });
          return `${name} is back`;
        },
      },
    },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      toolReturned: {
        type: new GraphQLNonNull(GraphQLString),
        // Called once per subscription: returns the source stream.
        subscribe: () => toolReturnedEvents(),
        // Called once per event, with the event as the source value.
        resolve: (event) => `${event.name} (returned by ${event.member})`,
      },
    },
  }),
});
