// Which Content-Type headers the API reads as JSON: exactly application/json, in UTF-8 (RFC 8259
// JSON is UTF-8; the browser and ofetch send 'application/json' or '...; charset=utf-8').
// Anything else, also JSON-like types such as application/json-patch+json, is refused with 415
// before the body is read.

const PARAMETER = /^\s*([\w!#$&^.+-]+)\s*=\s*("[^"]*"|[^\s";]+)\s*$/;

export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...parameters] = header.split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const match = PARAMETER.exec(parameter);
    if (!match) return false;
    const [, name = '', value = ''] = match;
    return name.toLowerCase() !== 'charset' || value.replace(/"/g, '').toLowerCase() === 'utf-8';
  });
}
