import { messageCatalogue } from '../message.js';

/** What the staff area's refusals and field checks say, in English; the console translates each key. */
export const staffMessages = messageCatalogue('staff', {
  'staff.notFound': 'No such staff account',
  'staff.selfLockout': 'You cannot disable your own account',
  'staff.nothingToChange': 'Nothing to change',
  'staff.pickRole': 'Pick at least one role',
  'staff.unknownRole': 'No such role: it may have just been deleted',
  'staff.usernameFormat': 'Use 3 to 32 letters, digits, dots, dashes or underscores',
  'staff.usernameTaken': 'This username is taken (usernames ignore case)',
  'staff.passwordRequired': 'Type a temporary password, or send a set-password link instead',
  'staff.selfDemotion': 'You cannot take away your own access to staff accounts',
  'staff.selfSignOut': 'To sign yourself out everywhere, use your profile',
  'staff.selfReset': 'To change your own password, use your profile',
  'staff.lastManager':
    'At least one active member must be able to manage staff accounts: give someone else that access first',
  'staff.roleEscalation': 'You cannot give roles with permissions you do not hold yourself: {{roles}}',
  'staff.beyondYourPermissions':
    'This member holds permissions you do not hold yourself: only someone who holds them can change this account',
});
