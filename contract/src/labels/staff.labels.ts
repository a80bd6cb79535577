import type { staffStatuses } from '../areas/staff.js';
import type { Role } from '../roles.js';
import type { LabelTable } from './label-table.js';

type StaffStatus = (typeof staffStatuses)[number];

/* The staff codes as the console shows them, in every language: the console's lists and the exports read these, so a label is written once. */

/** The name of a staff role. */
export const roleLabels: LabelTable<Role> = {
  zh: {
    developer: '开发者',
    admin: '管理员',
    editor: '编辑',
  },
  en: {
    developer: 'Developer',
    admin: 'Admin',
    editor: 'Editor',
  },
  es: {
    developer: 'Desarrollador',
    admin: 'Administrador',
    editor: 'Editor',
  },
  ja: {
    developer: '開発者',
    admin: '管理者',
    editor: '編集者',
  },
};

/** The name of a staff account's state. */
export const staffStatusLabels: LabelTable<StaffStatus> = {
  zh: {
    active: '启用',
    disabled: '已停用',
  },
  en: {
    active: 'Active',
    disabled: 'Disabled',
  },
  es: {
    active: 'Activa',
    disabled: 'Desactivada',
  },
  ja: {
    active: '有効',
    disabled: '無効',
  },
};
