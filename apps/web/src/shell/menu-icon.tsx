import { createElement } from 'react';
import {
  IconCalendar,
  IconCalendarMonth,
  IconChartBar,
  IconCoins,
  IconCreditCard,
  IconCrown,
  IconHistory,
  IconLayoutDashboard,
  IconLink,
  IconListDetails,
  IconMenu2,
  IconPackage,
  IconPencil,
  IconPhoto,
  IconShield,
  IconUserShield,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icons by `iconName`: the names CORE_MENUS and server menus use, plus the admin links. */
const ICONS: Record<string, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  photo: IconPhoto,
  pencil: IconPencil,
  calendar: IconCalendar,
  'calendar-month': IconCalendarMonth,
  'chart-bar': IconChartBar,
  'credit-card': IconCreditCard,
  crown: IconCrown,
  coins: IconCoins,
  shield: IconShield,
  'list-details': IconListDetails,
  package: IconPackage,
  'user-shield': IconUserShield,
  menu: IconMenu2,
  history: IconHistory,
};

/** Used for custom menus whose icon is missing or unknown (spec 001 §2). */
const FALLBACK_ICON: TablerIcon = IconLink;

/** The sidebar icon for a menu's `iconName`. */
export function MenuIcon({ iconName }: { iconName: string | null }) {
  const icon = (iconName === null ? undefined : ICONS[iconName]) ?? FALLBACK_ICON;
  // createElement, not <Icon />: the icon is looked up from a static table, not created here.
  return createElement(icon, { size: 18, stroke: 1.6, 'aria-hidden': true });
}
