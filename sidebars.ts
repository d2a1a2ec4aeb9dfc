import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Reading order: the tutorial, each page building on the one before it; then the topics a
// reader needs once the basics work (Advanced), before real traffic (Production), and when
// moving an existing server (Migrating); then the guides, one production topic each, grouped by
// concern as the guides index groups them.
const sidebars: SidebarsConfig = {
  tutorial: [
    'tutorials/index',
    'tutorials/running-an-express-graphql-server',
    'tutorials/graphql-clients',
    'tutorials/basic-types',
    'tutorials/passing-arguments',
    'tutorials/object-types',
    'tutorials/mutations-and-input-types',
    'tutorials/authentication-and-express-middleware',
    {
      type: 'category',
      label: 'Advanced',
      collapsed: false,
      items: ['tutorials/constructing-types', 'tutorials/defer-stream'],
    },
    {
      type: 'category',
      label: 'Production',
      collapsed: false,
      items: ['tutorials/going-to-production'],
    },
    {
      type: 'category',
      label: 'Migrating',
      collapsed: false,
      items: ['tutorials/express-graphql', 'upgrade-guides/v16-v17'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: {type: 'doc', id: 'guides/index'},
      items: [
        {
          type: 'category',
          label: 'Designing the schema',
          collapsed: false,
          items: [
            'guides/interfaces-and-unions',
            'guides/custom-scalars',
            'guides/one-of-input-objects',
            'guides/pagination',
            'guides/object-identification',
            'guides/nullability',
            'guides/executable-directives',
            'guides/schema-evolution',
          ],
        },
        {
          type: 'category',
          label: 'Executing and loading data',
          collapsed: false,
          items: [
            'guides/resolvers',
            'guides/errors',
            'guides/batching-with-dataloader',
            'guides/caching',
            'guides/execution-performance',
            'guides/subscriptions',
            'guides/subscriptions-sse',
          ],
        },
        {
          type: 'category',
          label: 'Security',
          collapsed: false,
          items: ['guides/authorization', 'guides/security-limits', 'guides/http-security', 'guides/persisted-documents'],
        },
        {
          type: 'category',
          label: 'Operations',
          collapsed: false,
          items: ['guides/testing', 'guides/observability', 'guides/tracing'],
        },
        {
          type: 'category',
          label: 'Tools',
          collapsed: false,
          items: ['guides/typescript', 'guides/graphiql', 'guides/mocking', 'guides/schema-tools'],
        },
      ],
    },
  ],
};

export default sidebars;
