/** Hands a downloaded file to the browser's "save" as `name` (the API answered it as a blob). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
