import './status-badge.css';
import {
  activeIcon,
  dueSoonIcon,
  endedIcon,
  endingIcon,
  openIcon,
  overdueIcon,
  pendingIcon,
  startingIcon,
  suspendedIcon,
} from '~/components/icons/icons';
import { Icon } from '~/components/icons/icon';
import type { StatusBadge as Badge } from '~/domain/shared/status-badge';

type Tone = 'ok' | 'info' | 'warning' | 'danger' | 'neutral';

/** Each kind's colour (theme.css --tone-*) and icon: a state is never told by colour alone. */
const LOOK: Record<Badge, { tone: Tone; icon: string }> = {
  active: { tone: 'ok', icon: activeIcon },
  starting: { tone: 'info', icon: startingIcon },
  ending: { tone: 'warning', icon: endingIcon },
  ended: { tone: 'neutral', icon: endedIcon },
  suspended: { tone: 'warning', icon: suspendedIcon },
  pending: { tone: 'info', icon: pendingIcon },
  open: { tone: 'info', icon: openIcon },
  'due-soon': { tone: 'warning', icon: dueSoonIcon },
  overdue: { tone: 'danger', icon: overdueIcon },
  paid: { tone: 'ok', icon: activeIcon },
  done: { tone: 'ok', icon: activeIcon },
  unknown: { tone: 'neutral', icon: dueSoonIcon },
};

/**
 * A status as a badge (issue 34): the spec's status words with the kind's colour and icon.
 * `as` picks the element, so a badge can be a paragraph, a list value or a line of a card.
 */
export function StatusBadge({
  badge,
  label,
  as: Tag = 'p',
}: {
  badge: Badge;
  label: string;
  as?: 'p' | 'span' | 'dd';
}) {
  const { tone, icon } = LOOK[badge];
  return (
    <Tag className={`status-badge tone-${tone}`} data-badge={badge}>
      <Icon svg={icon} />
      <span>{label}</span>
    </Tag>
  );
}
