/** The roles' keys live in the list kit beside the contract's texts (the exports write the same words). */
export { roleLabelKeys, roleText } from '../../lib/labels/staff-labels';
