import {
  CodeSandboxOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  InboxOutlined,
  MessageOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIconName } from '../../route-types';

/** The route table's icon names as icons; only the layout's chunk carries them. */
export const menuIcons: Record<MenuIconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardOutlined,
  user: TeamOutlined,
  order: ShoppingCartOutlined,
  product: ShoppingOutlined,
  inventory: InboxOutlined,
  exchange: GiftOutlined,
  box: CodeSandboxOutlined,
  record: ProfileOutlined,
  feed: MessageOutlined,
  article: FileTextOutlined,
  point: StarOutlined,
  config: SettingOutlined,
  payment: PayCircleOutlined,
  staff: SolutionOutlined,
};
