// @vitest-environment node
// Who may do what. The guards are route preHandlers (auth/guards.ts) and the app records each
// route's guard, so this file checks the declarations against GUARDED, asks every guarded read
// as the roles a guard refuses, and runs the role matrix (roleMatrix.ts): every state-changing
// route the app registers, as every role, against the status the table says. A refusal must
// have the error shape and write nothing.
import { ACCOUNT_RESTRICTED } from '../../../src/api/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../auth/guards';
import { STATS_MESSAGES } from '../../routes/stats';
import type { TestClient } from '../testApp';
import { useTestApp } from '../useTestApp';
import { expectShape } from '../expectShape';
import { ErrorBodySchema } from '../../../src/api/schemas/common';
import { BANNED_ROLES, clientsFor, CSRF_ROLES, csrfOf, ROLES, setUpFixtures, uploadForm, writesSoFar, type Fixtures, type Role } from './fixtures';
import { STREAM_LOGIN_TO_WATCH } from '../../../src/lib/streamRules';
import { GUARDED, MATRIX, rowName, type MatrixRow } from './roleMatrix';
import { recordSecuritySummary } from './summary';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BAN_MESSAGES = ['Your account is suspended.', 'Please read and accept the warning on your account first.'];
/** Routes whose 401 has its own text; the others say the general one. */
const VISITOR_MESSAGES: Record<string, string> = {
  'GET /api/v2/sketchStats/:id': STATS_MESSAGES.notLoggedIn,
  'GET /api/v2/stats': STATS_MESSAGES.notLoggedIn,
  'GET /api/v2/streams': STREAM_LOGIN_TO_WATCH,
};

const t = useTestApp();
let f: Fixtures;
let clients: Record<Role, TestClient>;
beforeAll(async () => {
  f = setUpFixtures(t);
  clients = await clientsFor(t, f);
});

const accessName = (access: RouteAccess | null) =>
  access === null ? null : access.kind === 'role' ? `role:${access.flag}` : access.kind === 'anyRole' ? `role:${access.flags.join('|')}` : access.kind;
const declared = () => Object.fromEntries(t.app.guardedRoutes.map((route) => [`${route.method} ${route.url}`, accessName(route.access)]));

describe('route guards', () => {
  it('are declared by every route that needs a user, as GUARDED says', () => {
    const guarded = Object.fromEntries(Object.entries(declared()).filter(([, access]) => access !== null));
    expect(guarded).toEqual(GUARDED);
  });

  it('are declared by every state-changing route a visitor may not call, and only by those', () => {
    const visitorRefused = new Set(MATRIX.filter((row) => row.expect.visitor === 401).map((row) => row.route));
    for (const [route, access] of Object.entries(declared())) {
      if (STATE_CHANGING.has(route.split(' ')[0] ?? '')) expect(access !== null, route).toBe(visitorRefused.has(route));
    }
  });
});

// Any id will do: the guard answers before the route looks at its input.
const guardedReads = Object.entries(GUARDED)
  .filter(([route]) => route.startsWith('GET '))
  .map(([route, access]) => ({ route, access, url: route.slice(4).replace(/:\w+/g, '1') }));

describe.each(guardedReads)('$route', ({ route, access, url }) => {
  it('asks a visitor to log in (401), before looking at the input', async () => {
    const response = await clients.visitor.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'not_logged_in', message: VISITOR_MESSAGES[route] ?? 'You must be logged in to do this.' });
  });

  if (access === 'actor') {
    it('refuses a suspended user and one with an unaccepted warning (403)', async () => {
      expect((await clients.banned.get(url)).json()).toEqual({ error: 'account_restricted', message: 'Your account is suspended.' });
      expect((await clients.warned.get(url)).json()).toEqual({ error: 'account_restricted', message: 'Please read and accept the warning on your account first.' });
    });
  }
});

interface CellResult {
  status: number;
  problems: string[];
}

const tally = { rows: 0, cells: 0, refusals: 0, escalations: 0, writesOnRefusal: 0, mismatches: 0 };

async function runCell(row: MatrixRow, role: Role, cell: number): Promise<CellResult> {
  const client = row.fresh ? await t.clientAs(f.userOf[role]) : clients[role];
  const url = row.url(f, role);
  const before = writesSoFar(t);
  const response = row.multipart
    ? await client.postMultipart(url, uploadForm({ ...row.multipart, description: `Upload by ${role}` }), csrfOf(role))
    : await client.post(url, row.body?.(f, role, cell) ?? {}, csrfOf(role));
  const wrote = writesSoFar(t) !== before;
  const problems: string[] = [];
  const expected = row.expect[role];
  if (expected >= 400 && response.statusCode < 400) tally.escalations += 1;
  if (response.statusCode >= 400) {
    tally.refusals += 1;
    if (wrote) {
      tally.writesOnRefusal += 1;
      problems.push(`${role}: refused with ${response.statusCode} but wrote to the store`);
    }
    const body = expectShape(ErrorBodySchema, response.json());
    // A refusal for a ban has its own code, which tells the open page to show the ban page.
    const forBan = BANNED_ROLES.includes(role) && BAN_MESSAGES.includes(body.message);
    const code = response.statusCode === 401 ? 'not_logged_in' : response.statusCode === 403 ? (CSRF_ROLES.includes(role) ? 'csrf' : forBan ? ACCOUNT_RESTRICTED : 'forbidden') : null;
    if (code && body.error !== code) problems.push(`${role}: error "${body.error}", expected "${code}"`);
    const guard = GUARDED[row.route];
    if (BANNED_ROLES.includes(role) && guard !== undefined && guard !== 'signedIn' && !BAN_MESSAGES.includes(body.message)) {
      problems.push(`${role}: refused for "${body.message}", not for the ban`);
    }
  }
  return { status: response.statusCode, problems };
}

describe('the role matrix', () => {
  it('has a row for every state-changing route the app registers, and no row for a route it does not', () => {
    const registered = t.app.guardedRoutes.filter((route) => STATE_CHANGING.has(route.method)).map((route) => `${route.method} ${route.url}`);
    expect([...new Set(MATRIX.map((row) => row.route))].sort()).toEqual([...new Set(registered)].sort());
  });

  it.each(MATRIX.map((row) => [rowName(row), row] as const))('%s', async (_name, row) => {
    const actual = {} as Record<Role, number>;
    const problems: string[] = [];
    for (const [cell, role] of ROLES.entries()) {
      const result = await runCell(row, role, cell);
      actual[role] = result.status;
      problems.push(...result.problems);
      if (result.status !== row.expect[role]) tally.mismatches += 1;
    }
    tally.rows += 1;
    tally.cells += ROLES.length;
    expect(actual).toEqual(row.expect);
    expect(problems).toEqual([]);
  });
});

afterAll(() => {
  recordSecuritySummary('roleMatrix', {
    routes: new Set(MATRIX.map((row) => row.route)).size,
    rows: tally.rows,
    roles: ROLES.length,
    roleNames: [...ROLES],
    cells: tally.cells,
    refusals: tally.refusals,
    escalations: tally.escalations,
    writesOnRefusal: tally.writesOnRefusal,
    mismatches: tally.mismatches,
    guardedReads: guardedReads.length,
  });
});
