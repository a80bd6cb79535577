/** Each role's key in the `profile` catalogue: its name comes from the contract's labels. */
export { roleLabelKeys, roleText } from '../../lib/labels/staff-labels';
