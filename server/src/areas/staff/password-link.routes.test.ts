import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginFailure, staffUser } from '../../db/schema.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { signIn } from '../../test-support/test-app.js';
import { signInLimits } from '../session/login-limiter.js';

const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await t.as('admin');
});

/** A new member with a set-password link; answers the link's token and the member's id. */
async function newLink(username: string) {
  const data = await admin.ok('createStaff', {
    body: { username, name: username, roles: ['editor'], mode: 'link' },
  });
  return { token: data.passwordLink?.split('#')[1] ?? '', id: data.staff.id };
}

const check = (token: string) => t.anonymous().call('checkPasswordLink', { body: { token } });
const use = (token: string, password: string) =>
  t.anonymous().call('setPasswordWithLink', { body: { token, password } });

describe('the set-password link', () => {
  it('says it is valid and for whom, sets the password once, and the member signs in with it', async () => {
    const { token, id } = await newLink('lena');
    const checked = await check(token);
    expect(checked.json().data).toMatchObject({ status: 'valid', username: 'lena' });
    expect(Date.parse(checked.json().data.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const set = await use(token, 'lena chooses her own');
    expect(set.json()).toMatchObject({ code: 20000, data: { username: 'lena' } });
    const lena = callerOf(t.app, await signIn(t.app, 'lena', 'lena chooses her own'));
    // Chosen by the member: no change asked at first sign-in.
    expect((await lena.ok('getUserInfo')).mustChangePassword).toBe(false);
    const [row] = await t.db.select().from(staffUser).where(eq(staffUser.id, id));
    expect(row).toMatchObject({ passwordLinkHash: null, passwordLinkExpiresAt: null });

    // One time only.
    expect((await check(token)).json().data).toEqual({ status: 'used', username: null, expiresAt: null });
    const again = await use(token, 'someone else now');
    expect([again.statusCode, again.json().key]).toEqual([404, 'session.passwordLinkUsed']);
    await expect(signIn(t.app, 'lena', 'someone else now')).rejects.toThrow();

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'set_password'));
    expect(audit).toMatchObject({ actorId: id, entityId: String(id), after: { passwordMode: 'link' } });
  });

  it('lets exactly one of two uses at once set the password', async () => {
    const { token } = await newLink('twice');
    const [a, b] = await Promise.all([
      use(token, 'first of two phrases'),
      use(token, 'second of two phrases'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    const winner = a.statusCode === 200 ? 'first of two phrases' : 'second of two phrases';
    await expect(signIn(t.app, 'twice', winner)).resolves.toBeTypeOf('string');
  });

  it('stops working after 24 hours', async () => {
    const { token, id } = await newLink('late');
    await t.db
      .update(staffUser)
      .set({ passwordLinkExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffUser.id, id));
    expect((await check(token)).json().data.status).toBe('expired');
    const res = await use(token, 'too late for this');
    expect([res.statusCode, res.json().key]).toEqual([404, 'session.passwordLinkExpired']);
  });

  it('holds the new password to the rule, and a refused password leaves the link working', async () => {
    const { token } = await newLink('ruled');
    for (const [password, key] of [
      ['short', 'session.passwordTooShort'],
      ['qwertyuiop', 'session.passwordTooCommon'],
      ['x'.repeat(129), 'session.passwordTooLong'],
    ]) {
      const res = await use(token, password ?? '');
      expect([res.statusCode, res.json().data.issues[0].path, res.json().data.issues[0].key]).toEqual([
        400,
        ['password'],
        key,
      ]);
    }
    expect((await check(token)).json().data.status).toBe('valid');
  });

  it('a member without a password cannot sign in until the link is used', async () => {
    await newLink('waiting');
    await expect(signIn(t.app, 'waiting', '')).rejects.toThrow();
    await expect(signIn(t.app, 'waiting', 'anything at all')).rejects.toThrow();
  });

  it('throttles an address trying tokens that do not work, like sign-in', async () => {
    await t.db.delete(loginFailure);
    const answers: number[] = [];
    for (let i = 0; i < signInLimits.perPair + 1; i++) {
      answers.push((await check(`not-a-token-${i}`)).json().code);
    }
    expect(answers.slice(0, signInLimits.perPair)).toEqual(Array(signInLimits.perPair).fill(20000));
    expect(answers.at(-1)).toBe(42900);
    const refused = await use('not-a-token', 'whatever it may be');
    expect(refused.json()).toMatchObject({ code: 42900, data: { retryAfterSeconds: expect.any(Number) } });
    await t.db.delete(loginFailure);
  });
});
