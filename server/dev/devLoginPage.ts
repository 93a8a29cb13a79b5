// The server-rendered development sign-in page ("the web identity provider" of the Login
// menu). No script and no inline style: it has to work under the site's strict CSP.
import { PRODUCT_NAME } from '../../src/lib/product';
import { escapeHtml, serverPage } from '../http/serverPage';
import { ANONYMOUS_ACCOUNT, type DemoAccount } from '../seed/demoAccounts';
import { NEW_MEMBER_NICKNAME } from '../seed/seedNewMember';

export const LOGIN_PAGE_TITLE = `${PRODUCT_NAME} sign-in (development)`;
/** Said first on the page, so nobody mistakes it for the real sign-in. */
export const STAND_IN_NOTICE =
  'This page stands in for the real identity provider. It is part of the development server only: there are no passwords, and anyone who can reach this server can sign in here as any account.';
export const SIGN_IN_OFF_TITLE = `${PRODUCT_NAME} sign-in is not available here`;
export const SIGN_IN_OFF_NOTICE =
  "This server's web sign-in is a development page that stands in for the real identity provider, and it is off here: it is on by default only while the server listens on loopback (DEV_TOOLS in the server's README).";

export interface LoginPageModel {
  returnTo: string;
  csrfToken: string;
  demoAccounts: readonly DemoAccount[];
  otherUsers: readonly { id: number; nickname: string; glops: number }[];
  /** The seed's new member (NEW_MEMBER_NICKNAME), else a member nobody has noticed yet, if the data has one. */
  quietUser: { id: number; nickname: string; glops: number } | null;
  /** The 'Anonymous' account the whiteboard refuses, if the data has one. */
  anonymousUser: { id: number; nickname: string } | null;
  signedInAs: string | null;
}

const ROLE_LABELS: Record<DemoAccount['role'], string> = {
  artist: 'Artist',
  patron: 'Patron',
  groupAdmin: 'Group admin',
  gloperator: 'Gloperator',
  warned: 'Warned user',
  banned: 'Suspended user',
};

function accountForm(model: LoginPageModel, userId: number, inner: string, role: string): string {
  return `<form method="post" action="/auth/login" class="account">
  <input type="hidden" name="userId" value="${userId}">
  <input type="hidden" name="returnTo" value="${escapeHtml(model.returnTo)}">
  <input type="hidden" name="csrf" value="${escapeHtml(model.csrfToken)}">
  <button type="submit" data-user-id="${userId}" data-role="${escapeHtml(role)}">${inner}</button>
</form>`;
}

/** The seed's new member: her lists start empty, but others may have noticed her since. */
export const NEW_MEMBER_DESCRIPTION =
  'The seeded new member, who joined with nothing: no sketches, fans, activity or messages at first, so those lists show their empty state until someone notices them.';
/** A member the page found by the query: nobody had noticed them when it was asked. */
export const QUIET_MEMBER_DESCRIPTION = 'Nobody has noticed them yet: no fans, activity or messages, so those lists show their empty state.';

export function renderLoginPage(model: LoginPageModel): string {
  const demo = model.demoAccounts
    .map((account) =>
      accountForm(
        model,
        account.id,
        `<img src="/img/avatar/${account.id}/100.jpg" alt="" width="48" height="48">
    <span class="who"><strong>${escapeHtml(account.nickname)}</strong> <em>${ROLE_LABELS[account.role]}</em>
    <span class="description">${escapeHtml(account.description)}</span></span>`,
        account.role,
      ),
    )
    .join('\n');
  const others = model.otherUsers
    .map((user) =>
      `<li>${accountForm(model, user.id, `${escapeHtml(user.nickname)} <span class="glops">${user.glops} glops</span>`, 'user')}</li>`,
    )
    .join('\n');
  const quiet = model.quietUser
    ? `<h2>A new member</h2>
<p class="description">${escapeHtml(model.quietUser.nickname === NEW_MEMBER_NICKNAME ? NEW_MEMBER_DESCRIPTION : QUIET_MEMBER_DESCRIPTION)}</p>
<ul class="other-users">
<li>${accountForm(model, model.quietUser.id, escapeHtml(model.quietUser.nickname), 'quiet')}</li>
</ul>
`
    : '';
  const anonymous = model.anonymousUser
    ? `<h2>The Anonymous account</h2>
<p class="description">${escapeHtml(ANONYMOUS_ACCOUNT.description)}.</p>
<ul class="other-users">
<li>${accountForm(model, model.anonymousUser.id, escapeHtml(model.anonymousUser.nickname), 'anonymous')}</li>
</ul>
`
    : '';
  const signedIn = model.signedInAs
    ? `<p class="notice" data-signed-in-as="${escapeHtml(model.signedInAs)}">You are signed in as <strong>${escapeHtml(model.signedInAs)}</strong>. Choosing an account below switches to it.</p>`
    : '';
  return serverPage(
    LOGIN_PAGE_TITLE,
    `<p class="stand-in" data-testid="stand-in-notice"><strong>Development only.</strong> ${escapeHtml(STAND_IN_NOTICE)}</p>
<p>Pick an account to sign in as; you will return to <code>${escapeHtml(model.returnTo)}</code>.</p>
${signedIn}
<h2>Demo accounts</h2>
<div class="demo-accounts">
${demo}
</div>
<h2>Other artists</h2>
<ul class="other-users">
${others}
</ul>
${quiet}${anonymous}<p><a href="${escapeHtml(model.returnTo)}">Cancel and go back</a></p>
`,
  );
}

/** What /auth/login shows while the development surface is off. */
export function renderSignInOffPage(returnTo: string): string {
  return serverPage(
    SIGN_IN_OFF_TITLE,
    `<p class="stand-in" data-testid="sign-in-off">${escapeHtml(SIGN_IN_OFF_NOTICE)}</p>
<p><a href="${escapeHtml(returnTo)}">Go back</a></p>
`,
  );
}

export const LOGIN_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: #f4f1ea; color: #222; }
main { max-width: 640px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 1.5rem; }
h2 { font-size: 1.1rem; margin-top: 2rem; }
code { background: #e8e3d8; padding: 0 4px; border-radius: 3px; }
.notice { background: #fff6d6; border: 1px solid #e5d48a; padding: 8px 12px; border-radius: 6px; }
.stand-in { background: #ffe9e6; border: 1px solid #e0a39a; padding: 8px 12px; border-radius: 6px; }
form.account { margin: 0 0 8px; }
.demo-accounts button { display: flex; gap: 12px; align-items: center; width: 100%; text-align: left;
  padding: 10px 12px; border: 1px solid #d7d0c2; border-radius: 8px; background: #fff; cursor: pointer; font: inherit; color: inherit; }
.demo-accounts button:hover { border-color: #7b4fd6; }
.demo-accounts button:focus-visible, .other-users button:focus-visible { border-color: #7b4fd6; outline: 3px solid #7b4fd6; outline-offset: 2px; }
.demo-accounts img { border-radius: 50%; flex: none; }
.who em { font-style: normal; font-size: 0.8rem; background: #ece5ff; color: #4b2a9b; padding: 1px 6px; border-radius: 10px; margin-left: 4px; }
.description { display: block; font-size: 0.85rem; color: #555; margin-top: 2px; }
.other-users { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.other-users form.account { margin: 0; }
.other-users button { padding: 6px 10px; border: 1px solid #d7d0c2; border-radius: 16px; background: #fff; cursor: pointer; font: inherit; color: inherit; }
.glops { color: #777; font-size: 0.8rem; }
@media (prefers-color-scheme: dark) {
  body { background: #1b1b1e; color: #eee; }
  code { background: #2c2c31; }
  .notice { background: #3a3320; border-color: #6b5c2a; }
  .stand-in { background: #3d2420; border-color: #7a4036; }
  .demo-accounts button, .other-users button { background: #26262b; border-color: #3b3b42; }
  .description, .glops { color: #aaa; }
  .who em { background: #3b2d66; color: #d9ccff; }
}
`;
