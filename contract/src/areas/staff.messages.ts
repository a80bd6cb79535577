import { messageCatalogue } from '../message.js';

/** What the staff area's refusals and field checks say, in English; the console translates each key. */
export const staffMessages = messageCatalogue('staff', {
  'staff.notFound': 'No such staff account',
  'staff.selfLockout': 'You cannot disable your own account or remove your own admin or developer role',
  'staff.nothingToChange': 'Nothing to change',
  'staff.pickRole': 'Pick at least one role',
  'staff.unknownRole': 'No such role: it may have just been deleted',
});
