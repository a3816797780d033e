import { describe, expect, it } from 'vitest';
import { emailHtml, escapeHtml, textToHtmlBody } from '~/domain/email/text-to-html';

describe('textToHtmlBody', () => {
  it('makes paragraphs at blank lines and line breaks inside them', () => {
    expect(textToHtmlBody('Hei,\n\nlisäsit kortin.\nKiitos.\n\nTerveisin\nAsiakaspalvelu')).toBe(
      '<p>Hei,</p>\n<p>lisäsit kortin.<br>\nKiitos.</p>\n<p>Terveisin<br>\nAsiakaspalvelu</p>',
    );
  });

  it('escapes everything a user may have typed, a script tag in a name included', () => {
    const html = textToHtmlBody('Hei <script>alert("x")</script> & \'Matti\',');
    expect(html).toBe(
      '<p>Hei &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Matti&#39;,</p>',
    );
    expect(html).not.toContain('<script');
  });

  it('turns a web address on its own line into a link, and only such a line', () => {
    const html = textToHtmlBody(
      'Vahvista:\n  https://portaali.example.fi/vahvista?t=a&b=1  \nKatso https://x.fi tästä.',
    );
    expect(html).toContain(
      '<a href="https://portaali.example.fi/vahvista?t=a&amp;b=1">https://portaali.example.fi/vahvista?t=a&amp;b=1</a>',
    );
    expect(html).toContain('Katso https://x.fi tästä.');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('never links other schemes or an address that would break out of the attribute', () => {
    expect(textToHtmlBody('javascript:alert(1)')).toBe('<p>javascript:alert(1)</p>');
    expect(textToHtmlBody('https://x.fi/"onmouseover="alert(1)')).not.toContain('<a ');
  });

  it('reads Windows line ends and ignores extra blank lines', () => {
    expect(textToHtmlBody('A\r\n\r\n\r\n\r\nB\r\n')).toBe('<p>A</p>\n<p>B</p>');
  });
});

describe('emailHtml', () => {
  it('is a Finnish HTML document with the escaped subject as its title', () => {
    const html = emailHtml('Tilaus <1>', 'Hei');
    expect(html).toMatch(/^<!doctype html>\n<html lang="fi">/);
    expect(html).toContain('<title>Tilaus &lt;1&gt;</title>');
    expect(html).toContain('<p>Hei</p>');
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
