import {
  BarChart3,
  Bot,
  Boxes,
  Home,
  ListChecks,
  Mic,
  MessageSquareWarning,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The admin navigation, in order (spec 02 §2 Admin screens). Another area adds its entry here
 * (e.g. Support, /support) and it appears in the side navigation and on the dashboard.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', description: 'Overview of the admin pages', icon: Home },
  { to: '/admin/invites', label: 'Invites', description: 'Create, renew and delete invite codes', icon: Ticket },
  { to: '/admin/bundles', label: 'Bundles', description: 'Choose the active curriculum bundle', icon: Boxes },
  { to: '/admin/users', label: 'Users', description: 'Accounts and child profiles', icon: Users },
  { to: '/admin/waitlist', label: 'Waitlist', description: 'People waiting for an invite', icon: ListChecks },
  { to: '/admin/ai-usage', label: 'AI Usage', description: 'Daily AI limits per user', icon: Bot },
  {
    to: '/admin/feedback',
    label: 'Feedback',
    description: 'Problems learners reported in lessons',
    icon: MessageSquareWarning,
  },
  { to: '/admin/analytics', label: 'Analytics', description: 'Platform totals', icon: BarChart3 },
  { to: '/voice-studio', label: 'Voice Studio', description: 'Record course lines in your own voice', icon: Mic },
  {
    to: '/admin/voice-review',
    label: 'Voice Review',
    description: 'Approve or reject voice studio recordings',
    icon: Mic,
  },
];
