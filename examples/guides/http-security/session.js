// Who is calling: a session cookie for the web application's pages, a bearer token for other
// clients (scripts, mobile applications). Sign-in itself is left out; the ids below stand for
// what it issued.
const members = new Map([['m1', { id: 'm1', name: 'Ines', borrowed: [] }]]);
const memberIdBySession = new Map([['session-of-ines', 'm1']]);
const memberIdByToken = new Map([['token-of-ines', 'm1']]);

// How sign-in sets the cookie: res.cookie(SESSION_COOKIE_NAME, id, SESSION_COOKIE). HttpOnly keeps
// it from the page's scripts, Secure off plain HTTP, and SameSite=Lax off most requests from other
// sites. The __Host- prefix makes browsers refuse a cookie of that name set with a Domain, so that
// a sibling subdomain cannot slip its own session in place of the visitor's.
export const SESSION_COOKIE_NAME = '__Host-session';
export const SESSION_COOKIE = { httpOnly: true, secure: true, sameSite: 'lax', path: '/' };
const SESSION_IN_COOKIE_HEADER = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=([^;]*)`);

function credentialsOf(req) {
  const header = req.get('authorization');
  if (header !== undefined) {
    return { sent: true, memberId: memberIdByToken.get(/^Bearer +(\S+)$/i.exec(header)?.[1]) };
  }
  const session = SESSION_IN_COOKIE_HEADER.exec(req.get('cookie') ?? '')?.[1];
  return { sent: session !== undefined, memberId: memberIdBySession.get(session) };
}

// Sets req.member, or null for an anonymous request. A credential that matches nothing is refused
// rather than read as anonymous, so that a client learns its session has ended.
export function authenticate(req, res, next) {
  const { sent, memberId } = credentialsOf(req);
  req.member = members.get(memberId) ?? null;
  if (sent && req.member === null) {
    res.status(401).json({ errors: [{ message: 'The session or access token is not valid.' }] });
    return;
  }
  next();
}
