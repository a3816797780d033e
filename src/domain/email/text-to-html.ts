// The HTML part of an e-mail, made from its plain text: the text is the one source, so both parts
// always say the same. Everything is escaped, since names and addresses typed by users go into
// the text; only a web address on a line of its own becomes a link (our e-mails put every link so).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const LINK_LINE = /^https?:\/\/[^\s<>"']+$/;

function lineToHtml(line: string): string {
  const trimmed = line.trim();
  if (LINK_LINE.test(trimmed)) {
    const href = escapeHtml(trimmed);
    return `<a href="${href}">${href}</a>`;
  }
  return escapeHtml(line);
}

/** Paragraphs at blank lines, line breaks inside them, links for lines that are web addresses. */
export function textToHtmlBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block.split('\n').map(lineToHtml).join('<br>\n')}</p>`)
    .join('\n');
}

/** A complete HTML document in Finnish for the e-mail's HTML part. */
export function emailHtml(subject: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="fi">',
    '<head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">',
    textToHtmlBody(text),
    '</body>',
    '</html>',
  ].join('\n');
}
