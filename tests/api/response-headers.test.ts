import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DocumentedOperation,
  documentedOperations,
  fillPath,
} from '../support/api-operations';
import { sendAs, sessionCookie } from '../support/session-cookie';
import { useTestApp } from '../support/test-app';

// Issue 19 item 8 (ASVS V14): every API answer to a logged-in customer is never stored by a
// browser or a proxy, carries nosniff, a Referrer-Policy and a CSP that runs nothing; a download
// is an attachment with a safe file name. Built from the API's own OpenAPI document, so a new
// route is checked without anyone remembering to.

/** A download's name: letters, digits and hyphens, one extension, nothing a browser could misuse. */
const SAFE_ATTACHMENT = /^attachment; filename="[a-z0-9-]+\.(pdf|json|csv)"$/;

const app = useTestApp();
let reads: DocumentedOperation[];
let maija: string;

beforeAll(async () => {
  reads = (await documentedOperations(app)).filter((op) => op.method === 'GET');
  maija = await sessionCookie(app, 'maija.meikalainen@example.fi');
});

describe('API response headers', () => {
  it('answers every logged-in read no-store, nosniff, with a Referrer-Policy and a CSP that runs nothing', async () => {
    const secured = reads.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let ok = 0;
    for (const op of secured) {
      const path = fillPath(op.path);
      const res = await sendAs(app, maija, path);
      await res.arrayBuffer();
      if (res.ok) ok += 1;
      const h = res.headers;
      if (!/\bno-store\b/.test(h.get('cache-control') ?? '')) {
        wrong.push(`${path} ${res.status}: Cache-Control ${h.get('cache-control')}`);
      }
      if (h.get('x-content-type-options') !== 'nosniff') wrong.push(`${path}: no nosniff`);
      if (!h.get('referrer-policy')) wrong.push(`${path}: no Referrer-Policy`);
      if (!/default-src 'none'/.test(h.get('content-security-policy') ?? '')) {
        wrong.push(`${path}: CSP ${h.get('content-security-policy')}`);
      }
      const disposition = h.get('content-disposition');
      if (disposition && !SAFE_ATTACHMENT.test(disposition)) {
        wrong.push(`${path}: Content-Disposition ${disposition}`);
      }
    }
    expect(wrong).toEqual([]);
    // Most reads answered her 2xx, so the headers above are those of real answers.
    expect(ok).toBeGreaterThan(secured.length / 2);
  });

  it('sends an invoice PDF as a no-store attachment named by its number only', async () => {
    const res = await sendAs(app, maija, '/invoices/50000004/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="lasku-50000004.pdf"',
    );
    expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers a refusal no-store too, even where a success may be cached', async () => {
    const res = await sendAs(app, undefined, '/subscriptions');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
