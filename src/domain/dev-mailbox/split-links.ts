export type MailTextPart = { text: string } | { href: string };

/**
 * A message body cut into plain text and web addresses, so the mailbox can show each address as a
 * link to follow (a confirmation link, for one). An address ends at white space or an angle bracket,
 * and a trailing full stop, comma or closing parenthesis stays with the text.
 */
export function splitLinks(body: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(/https?:\/\/[^\s<>]+/g)) {
    const href = match[0].replace(/[.,;:!?)]+$/, '');
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ href });
    last = match.index + href.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
