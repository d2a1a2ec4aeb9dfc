import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Reading order of the tutorial: each page builds on the one before it.
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
      items: ['tutorials/constructing-types'],
    },
    {
      type: 'category',
      label: 'FAQ',
      collapsed: false,
      items: ['tutorials/going-to-production'],
    },
    'tutorials/express-graphql',
    'tutorials/defer-stream',
  ],
};

export default sidebars;
