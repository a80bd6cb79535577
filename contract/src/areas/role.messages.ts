import { messageCatalogue } from '../message.js';

/** What the role area's refusals and field checks say, in English; the console translates each key. */
export const roleMessages = messageCatalogue('role', {
  'role.nameFormat': '2-32 lower-case letters, digits, - or _, starting with a letter',
  'role.nameTaken': 'A role with this name already exists',
  'role.lastStaffManager':
    'Nobody active could manage staff after this change: give another member a role with the staff page first',
  'role.selfLockout': 'You cannot take the roles page away from your own role: you would lose it yourself',
  'role.notFound': 'No such role',
  'role.unknownPermission': 'No such permission',
  'role.nothingToChange': 'Nothing to change',
  'role.builtInFixed': 'The built-in role {{name}} cannot be changed',
  'role.builtInTextFixed': "A built-in role's label and description cannot be changed; its permissions can",
  'role.builtInKept': 'A built-in role cannot be deleted',
  'role.inUse': 'This role is held by {{count}} staff member(s): give them another role first',
  'role.grantBeyondOwn': 'You can only grant permissions you hold yourself; missing: {{missing}}',
});
