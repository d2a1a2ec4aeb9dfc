import { randomBytes } from 'node:crypto';
import express from 'express';
import { buildSchema, GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import { authenticate } from './session.js';

const schema = buildSchema(`
  type Member {
    name: String!
    borrowed: [ID!]!
  }

  type PhotoUpload {
    "Where the client sends the file, with PUT and the Content-Type it announced."
    url: String!
    expiresInSeconds: Int!
  }

  type Query {
    me: Member
    "The size in bytes of a tool's photo, or null when it has none."
    photoSize(toolId: ID!): Int
  }

  type Mutation {
    borrowTool(toolId: ID!): [ID!]!
    startPhotoUpload(toolId: ID!, contentType: String!, size: Int!): PhotoUpload!
  }
`);

// The web application's pages. The API itself is at https://api.tools.example.org.
const ALLOWED_ORIGINS = new Set(['https://tools.example.org']);
const MAX_BODY_BYTES = 64 * 1024;
const MAX_PHOTO_BYTES = 512 * 1024;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);
const UPLOAD_SECONDS = 600;
// Upload URLs a member may hold at once until they use them or they expire: aliases let one request
// ask for hundreds.
const MAX_PENDING_UPLOADS = 5;
// The tools the library lends. Mutations take only these ids, so what the server keeps per tool (a
// photo) or per member (the borrowed list) cannot grow with ids that a client makes up.
const TOOL_IDS = new Set(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9']);

const pendingUploads = new Map();
const photos = new Map();

// Run before each new upload URL: what the server holds stays bounded by MAX_PENDING_UPLOADS per
// member, and an expired URL stops counting against its member.
function removeExpiredUploads() {
  const now = Date.now();
  for (const [id, upload] of pendingUploads) {
    if (upload.expiresAt <= now) {
      pendingUploads.delete(id);
    }
  }
}

function pendingUploadsOf(memberId) {
  let count = 0;
  for (const upload of pendingUploads.values()) {
    count += upload.memberId === memberId ? 1 : 0;
  }
  return count;
}

// CORS: lets the application's pages read answers and send credentials; nobody else.
function allowApplicationPages(req, res, next) {
  res.vary('Origin');
  const origin = req.get('origin');
  const allowed = origin !== undefined && ALLOWED_ORIGINS.has(origin);
  if (allowed) {
    res.set('access-control-allow-origin', origin);
    res.set('access-control-allow-credentials', 'true');
  }
  if (req.method !== 'OPTIONS') {
    next();
    return;
  }
  // A preflight: the browser asks before sending a request that a form could not send.
  if (!allowed) {
    res.status(403).end();
    return;
  }
  res.set('access-control-allow-methods', 'GET, POST, PUT');
  res.set('access-control-allow-headers', 'content-type, authorization');
  res.set('access-control-max-age', '600');
  res.status(204).end();
}

// CSRF: refuses what a page on another site makes a browser send. Browsers send Origin with every
// POST and PUT, and Sec-Fetch-Site with every request to an HTTPS site; other clients send neither
// (or anything, but they have no visitor's cookies to abuse).
function refuseOtherSites(req, res, next) {
  const origin = req.get('origin');
  const site = req.get('sec-fetch-site');
  const fromOwnPage =
    origin !== undefined
      ? ALLOWED_ORIGINS.has(origin)
      : site === undefined || site === 'none' || site === 'same-origin';
  if (!fromOwnPage) {
    res.status(403).json({ errors: [{ message: 'Requests from other sites are not accepted.' }] });
    return;
  }
  next();
}

// Forms can post text/plain, application/x-www-form-urlencoded and multipart/form-data without
// asking; application/json needs a preflight that the CORS check above refuses to other sites.
function requireJson(req, res, next) {
  if (req.method !== 'POST') {
    next();
    return;
  }
  if (!req.is('application/json')) {
    res.status(415).json({ errors: [{ message: 'Send GraphQL requests as application/json.' }] });
    return;
  }
  // graphql-http reads JSON only in UTF-8: with spaces removed and in lower case, the first
  // parameter must be charset=utf-8, or absent. It answers anything else with an empty 415.
  const [, firstParameter = 'charset=utf-8'] = req
    .get('content-type')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(';');
  if (firstParameter !== 'charset=utf-8') {
    res.status(415).json({ errors: [{ message: 'Send JSON encoded in UTF-8.' }] });
    return;
  }
  next();
}

function requireTool(toolId) {
  if (!TOOL_IDS.has(toolId)) {
    throw new GraphQLError('No such tool.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
}

function requireMember(member) {
  if (member === null) {
    throw new GraphQLError('Sign in to use this field.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return member;
}

const rootValue = {
  me: (_args, { member }) => member,
  photoSize: ({ toolId }) => photos.get(toolId)?.length ?? null,
  borrowTool: ({ toolId }, { member }) => {
    requireMember(member);
    requireTool(toolId);
    // Once per tool: the list, and every answer that returns it, stays as short as the catalogue.
    if (!member.borrowed.includes(toolId)) {
      member.borrowed.push(toolId);
    }
    return member.borrowed;
  },
  // The file itself never goes through GraphQL: the mutation hands out a one-time URL.
  startPhotoUpload: ({ toolId, contentType, size }, { member }) => {
    requireMember(member);
    requireTool(toolId);
    if (!PHOTO_TYPES.has(contentType) || size < 1 || size > MAX_PHOTO_BYTES) {
      throw new GraphQLError(`Photos are JPEG or PNG files of at most ${MAX_PHOTO_BYTES} bytes.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    removeExpiredUploads();
    if (pendingUploadsOf(member.id) >= MAX_PENDING_UPLOADS) {
      throw new GraphQLError(
        `You have ${MAX_PENDING_UPLOADS} uploads waiting; send them or wait until they expire.`,
        { extensions: { code: 'TOO_MANY_UPLOADS' } },
      );
    }
    const id = randomBytes(24).toString('base64url');
    const expiresAt = Date.now() + UPLOAD_SECONDS * 1000;
    pendingUploads.set(id, { toolId, memberId: member.id, contentType, size, expiresAt });
    return { url: `/uploads/${id}`, expiresInSeconds: UPLOAD_SECONDS };
  },
};

const app = express();
app.use(allowApplicationPages, refuseOtherSites);

app.all(
  '/graphql',
  requireJson,
  express.json({ limit: MAX_BODY_BYTES }),
  authenticate,
  createHandler({ schema, rootValue, context: (req) => ({ member: req.raw.member }) }),
);

app.put(
  '/uploads/:id',
  authenticate,
  express.raw({ type: () => true, limit: MAX_PHOTO_BYTES }),
  (req, res) => {
    const upload = pendingUploads.get(req.params.id);
    if (
      upload === undefined ||
      upload.expiresAt <= Date.now() ||
      upload.memberId !== req.member?.id
    ) {
      res.status(404).json({ errors: [{ message: 'No such upload.' }] });
      return;
    }
    if (req.get('content-type') !== upload.contentType || req.body?.length !== upload.size) {
      res.status(400).json({ errors: [{ message: 'The file is not the one announced.' }] });
      return;
    }
    pendingUploads.delete(req.params.id);
    photos.set(upload.toolId, req.body);
    res.status(201).end();
  },
);

// Body parser refusals (a body that is not JSON, a body over the limit, a Content-Encoding it cannot
// decode) get a fixed message: outside production, Express's default page quotes part of the body and shows
// the stack.
const BODY_ERRORS = new Map([
  [400, 'Bad request.'],
  [413, 'The request body is too large.'],
  [415, 'The Content-Encoding is not supported.'],
]);
app.use((error, _req, res, _next) => {
  const status = BODY_ERRORS.has(error.status) ? error.status : 500;
  res
    .status(status)
    .json({ errors: [{ message: BODY_ERRORS.get(status) ?? 'Internal server error.' }] });
});

const port = Number(process.env.PORT ?? 4000);
const server = app.listen(port, '127.0.0.1', (error) => {
  if (error) {
    throw error;
  }
  console.log(`GraphQL API listening at http://127.0.0.1:${server.address().port}/graphql`);
});
