// The short word lists search reads a query with, kept beside the index's other contracts.
// Pagefind already stems what it indexes (plurals, -ing, -ed), so these only bridge the words
// readers type and the words the docs use. Imports nothing.

/**
 * Words that say nothing about what is looked for: not searched, never highlighted. Function
 * words of any sentence belong here: the docs use the rarer ones (`though`, `never`) on few
 * pages, so as search terms they would outweigh the words that name the topic.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at by for from with without into is are was be been it its this that these those ' +
    'i my me we our you your do does did can could should would will how what which why when where who ' +
    'there here about as if not no vs versus via get gets got make makes made making use using set up ' +
    'am were being have has had having he she they them their his her him itself than then so but because ' +
    'until while always even though although just still really also very too any some such own again ever ' +
    'every already yet never anything something nothing everything anyone someone ' +
    'inside within onto upon toward towards across along behind beside beyond throughout during ' +
    'each other another both two instead rather except'
  ).split(' '),
);

/**
 * The words of 5 letters or more in the titles of the tutorials, guides and upgrade guide: a
 * word typed with a typo the index cannot place is read as the nearest of these.
 * tests/unit/search-ranking.test.ts keeps the list equal to the titles' words.
 */
export const TOPIC_WORDS: readonly string[] = (
  'arguments authentication authorization basic batching caching clients constructing custom ' +
  'dataloader defer depth design development directives documentation documents errors events ' +
  'evolution executable execution express first getting going graphql guides identification input ' +
  'interfaces limits middleware migrating mocking mutations nullability object observability ' +
  'oneof opentelemetry pagination passing performance persisted production queries resolvers ' +
  'running scalars schema security server started stream subscriptions testing tools tracing ' +
  'trusted types typescript unions upgrading'
).split(' ');

/**
 * Verbs and nouns of any task (`pick`, `mark`, `contains`): they count a quarter as much as the
 * words that name the topic, which the docs use on fewer pages.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'write create add make build run define work problem way show change send find need want handle check fix ' +
    'pick choose decide mark point tell know see look keep let give take put try contain contains include ' +
    'includes happen happens mean means come comes go goes'
  ).split(' '),
);

/**
 * Words every API reference page holds for its layout (its kind, its Constructor, Properties,
 * Methods and Accessors headings, its Usage and Example blocks), not its topic: in a question
 * they pick out the tutorial or guide that uses them, never a reference page.
 */
export const REFERENCE_LAYOUT_WORDS: ReadonlySet<string> = new Set(
  'class classes constructor method methods property properties accessor accessors usage example examples'.split(' '),
);

/**
 * Spelling -> what the docs also call it. A term matches a page that holds the spelling or any
 * of these. Keys with a space are read as one term when the query holds the whole phrase.
 */
export const SEARCH_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['sdl', ['sdl', 'buildschema']],
  ['schema definition language', ['sdl', 'buildschema']],
  ['n+1', ['batching', 'dataloader']],
  ['batch', ['batch', 'dataloader']],
  ['disable', ['disable', 'off']],
  ['deprecate', ['deprecate', 'deprecated']],
  ['permission', ['authorization']],
  ['permissions', ['authorization']],
  ['auth', ['authentication', 'authorization']],
  ['login', ['authentication', 'credential']],
  ['logged', ['authentication', 'credential']],
  // Pagefind stems `logged` and `log` to what every `console.log` holds: the phrases are looked
  // up by the docs' words only.
  ['logged in', ['authentication', 'credential', 'login']],
  ['log in', ['authentication', 'credential', 'login']],
  ['signed in', ['authentication', 'credential', 'login']],
  ['sign in', ['authentication', 'credential', 'login']],
  ['upgrade', ['upgrade', 'upgrading']],
  // Versions are read without their `v` first (`v16 to v17`).
  ['16 to 17', ['upgrading']],
  ['migrate', ['migrate', 'migrating', 'migration']],
  ['changed', ['changed', 'upgrading']],
  ['timeout', ['timeout', 'timeouts', 'abortsignal']],
  ['cancel', ['cancel', 'cancellation', 'abortsignal']],
  ['hide', ['hide', 'hiding', 'mask']],
  ['user', ['user', 'viewer']],
  ['users', ['users', 'viewers']],
  ['circular', ['circular', 'cycles']],
  ['recursive', ['recursive', 'cycles']],
  ['websocket', ['websocket', 'graphql-ws']],
  ['ws', ['websocket', 'graphql-ws']],
  ['datetime', ['datetime', 'date']],
  ['input union', ['oneof']],
  ['persisted queries', ['persisted']],
  ['ide', ['ide', 'graphiql']],
  ['tracing', ['tracing', 'trace', 'opentelemetry']],
  ['typings', ['typescript']],
  ['ts', ['typescript']],
  ['node', ['node.js', 'node']],
  // What readers call a mocked schema and its made-up values.
  ['fake', ['fake', 'mock']],
  ['dummy', ['dummy', 'mock']],
  ['stub', ['stub', 'mock']],
  ['placeholder', ['placeholder', 'mock']],
  // The docs write "front end"; Pagefind indexes its words apart.
  ['frontend', ['frontend', 'front']],
  ['whitelist', ['whitelist', 'allowlist']],
  ['safelist', ['safelist', 'allowlist']],
  ['allow list', ['allowlist']],
  // Readers' words for what the docs call cancelling, deprecating, paginating, deferring,
  // subscribing, oneOf, masking and the database.
  ['kill', ['kill', 'cancel', 'abortsignal']],
  ['retire', ['retire', 'deprecate', 'deprecated']],
  ['infinite scroll', ['pagination', 'paginate']],
  ['lazy', ['lazy', 'defer']],
  ['live', ['live', 'subscription']],
  ['either', ['either', 'oneof']],
  ['sanitize', ['sanitize', 'mask']],
  ['db', ['db', 'database']],
]);
