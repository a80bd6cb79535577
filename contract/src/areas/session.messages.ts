import { messageCatalogue } from '../message.js';

/** What the session area's refusals and field checks say, in English; the console translates each key. */
export const sessionMessages = messageCatalogue('session', {
  // Signing in. One message for an unknown user and a wrong password, so usernames cannot be probed.
  'session.badCredentials': 'Incorrect username or password',
  'session.accountDisabled': 'This account is disabled',
  /** A login call without a state: the console shows this exact text (spec §5, B-A3). */
  'session.noState': 'No state provided for login',
  'session.loginStateInvalid': 'This sign-in link is invalid, already used or expired: please sign in again',
  // Sign-in throttling (docs/adr/0008-sign-in-throttling.md); data.retryAfterSeconds has the exact wait.
  'session.tooManyAttempts': 'Too many failed sign-in attempts; try again in {{minutes}} minutes',
  'session.addressThrottled':
    'Too many failed sign-in attempts from this address; try again in {{minutes}} minutes',
  'session.accountSlowed':
    'Sign-in to this account is slowed after failed attempts; try again in {{seconds}} seconds, or from a device that signed in before',
  // A request's session.
  'session.noToken': 'Not signed in: no token',
  'session.illegalToken': 'Illegal token: please sign in',
  'session.endedElsewhere': 'This session was ended from elsewhere: please sign in again',
  'session.signedOut': 'This session has been signed out: please sign in',
  'session.expired': 'Your session has expired: please sign in again',
  'session.mustChangePassword': 'Choose your own password before you go on: yours is a temporary one',
  // Sign-in with a phone.
  'session.qrInvalid': 'This QR code is invalid or has expired: ask for a new one',
  'session.qrNoState': 'The QR code has no state',
  'session.qrTooManyStarts':
    'Too many QR sign-ins started from this address; try again in {{seconds}} seconds',
  'session.qrTooManyPending':
    'Too many QR codes from this address are waiting to be scanned; try again in {{seconds}} seconds',
  // The staff member's own account.
  'session.accountNotFound': 'Account not found',
  'session.avatarFormat': 'Avatar must be a path or an http(s) address',
  'session.wrongPassword': 'Current password is incorrect',
  'session.samePassword': 'New password must differ from the current one',
  // The password rule (password-policy.ts) and the set-password link.
  'session.passwordTooShort': 'Use at least {{min}} characters',
  'session.passwordTooLong': 'Use at most {{max}} characters',
  'session.passwordTooCommon': 'This password is one of the most common ones: choose another',
  'session.passwordLinkUsed': 'This link has already been used or replaced by a newer one: ask for a new one',
  'session.passwordLinkExpired': 'This link has expired: ask for a new one',
  'session.noSuchSession': 'No such session',
});
