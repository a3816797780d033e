import { z } from 'zod';

/**
 * What a status badge shows at a glance beside its words (issue 34): each kind has its own colour
 * and icon (src/islands/shared/status-badge.tsx), so a state is never told by colour alone. The
 * words stay the spec's status label; the kind only says which of these it is.
 */
export const statusBadgeSchema = z.enum([
  'active',
  'starting',
  'ending',
  'ended',
  'suspended',
  'pending',
  'open',
  'due-soon',
  'overdue',
  'paid',
  'done',
  'unknown',
]);
export type StatusBadge = z.infer<typeof statusBadgeSchema>;
