import './action-buttons.css';
import { useId } from 'react';
import { Icon } from '~/components/icons/icon';

/** A button-like link to an action, or a refused action with the reason it cannot be taken. */
export type ActionButton =
  { label: string; href: string; note?: string } | { label: string; refusedBecause: string };

/**
 * A group of actions as buttons with the group's icon (issue 34): each at least 44 px, a refused
 * one disabled with its reason under it (the reason also describes the button for a screen
 * reader). Used on the details page and on /tili (there also rendered on the server alone, without
 * JavaScript, for the settings' links).
 */
export function ActionButtons({
  title,
  icon,
  actions,
  as: Landmark = 'section',
  level = 3,
}: {
  title: string;
  icon: string;
  actions: ActionButton[];
  /** A group of the page's own links is a navigation landmark (/tili's settings). */
  as?: 'section' | 'nav';
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Landmark className="action-group" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="action-group-title">
        <Icon svg={icon} />
        {title}
      </Heading>
      <ul className="action-buttons">
        {actions.map((a, index) =>
          'href' in a ? (
            <li key={a.href}>
              <a className="action-button" href={a.href}>
                {a.label}
              </a>
              {a.note && <span className="action-note muted">{a.note}</span>}
            </li>
          ) : (
            <li key={a.label}>
              <button
                type="button"
                className="action-button"
                disabled
                aria-describedby={`${id}-reason-${index}`}
              >
                {a.label}
              </button>
              <span id={`${id}-reason-${index}`} className="action-note">
                {a.refusedBecause}
              </span>
            </li>
          ),
        )}
      </ul>
    </Landmark>
  );
}
