/**
 * The letters of a publication's mark (issue 34): the first letter of each word of its family
 * name, at most three, "&" and the like skipped: 'Koti & Puutarha' is 'KP'.
 */
export function familyInitials(familyName: string): string {
  return (familyName.match(/\p{L}+/gu) ?? [])
    .slice(0, 3)
    .map((word) => word[0]?.toLocaleUpperCase('fi-FI'))
    .join('');
}
