// The stand-in's card page (Paytrail's own page in production): a plain accessible form.

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function cardFormPage(alert?: string): string {
  return `<!doctype html>
<html lang="fi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paytrail – kortin tallennus</title></head>
<body>
<main>
<h1>Tallenna maksukortti</h1>
${alert ? `<p role="alert">${escape(alert)}</p>` : ''}
<form method="post">
<p><label for="number">Kortin numero</label><br><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry">Voimassa (KK/VV)</label><br><input id="expiry" name="expiry" autocomplete="cc-exp" required></p>
<p><label for="cvc">CVC</label><br><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
<p><button type="submit" name="action" value="save">Tallenna kortti</button>
<button type="submit" name="action" value="cancel" formnovalidate>Peruuta</button></p>
</form>
</main>
</body>
</html>`;
}
