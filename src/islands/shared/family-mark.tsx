import './family-mark.css';
import { familyInitials } from '~/domain/subscriptions/family-mark';

/**
 * A publication's mark: its initials on its own colour (theme.css --family-*, one class per
 * family id). Decorative: the product name next to it names the publication.
 */
export function FamilyMark({ familyId, familyName }: { familyId: string; familyName: string }) {
  return (
    <span className={`family-mark family-${familyId}`} aria-hidden="true">
      {familyInitials(familyName)}
    </span>
  );
}
