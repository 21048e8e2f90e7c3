import { describe, expect, it } from 'vitest';
import { htmlToText, isBlankHtml, sanitizeRichText } from '@/lib/html/sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, styles, iframes with their contents', () => {
    const html =
      '<p>Buna</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.ro">x</iframe>';
    expect(sanitizeRichText(html)).toBe('<p>Buna</p>');
  });

  it('removes event handlers and javascript: links, keeps safe links', () => {
    expect(sanitizeRichText('<p onclick="x()">a<img src=x onerror="alert(1)"></p>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(
      /javascript/i,
    );
    expect(
      sanitizeRichText('<a href="https://utilaje.ro" target="_blank" rel="opener" title="t">x</a>'),
    ).toBe('<a href="https://utilaje.ro" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="tel:0722000000" target="_top">x</a>')).toBe(
      '<a href="tel:0722000000" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps what a rich-text editor makes', () => {
    const html =
      '<h2>Titlu</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br /></p>' +
      '<ul><li>unu</li></ul><ol><li>doi</li></ol><blockquote>citat</blockquote>' +
      '<table><thead><tr><th colspan="2">Date</th></tr></thead><tbody><tr><td rowspan="2">x</td><td>y</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br />', '<br />'));
  });

  it("stores the editor's bold and italic once: <strong> and <em>, never <b><strong> (#34)", () => {
    // What Lexical's HTML export writes for bold, bold italic and italic.
    const lexical =
      '<p><b><strong style="white-space: pre-wrap;">bold</strong></b>' +
      '<i><b><strong style="white-space: pre-wrap;">both</strong></b></i>' +
      '<i><em style="white-space: pre-wrap;">it</em></i></p>';
    expect(sanitizeRichText(lexical)).toBe(
      '<p><strong>bold</strong><em><strong>both</strong></em><em>it</em></p>',
    );
    expect(sanitizeRichText('<p><b>a</b> <i>b</i></p>')).toBe(
      '<p><strong>a</strong> <em>b</em></p>',
    );
    // A bold run inside a longer bold one is left as written: only a doubled tag is undone.
    const nested = '<p><strong>a <strong>b</strong> c</strong></p>';
    expect(sanitizeRichText(nested)).toBe(nested);
  });

  it('drops styles, classes and odd spans', () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" class="x">a</p><table><tr><td colspan="x">b</td></tr></table>',
      ),
    ).toBe('<p>a</p><table><tr><td>b</td></tr></table>');
  });
});

describe('htmlToText', () => {
  it('reads the text, blocks apart, entities decoded', () => {
    expect(htmlToText('<p>Unu &amp; doi</p><p>trei&nbsp;4 &lt;5&gt;</p><script>x</script>')).toBe(
      'Unu & doi trei 4 <5>',
    );
  });

  it('tells blank HTML', () => {
    expect(isBlankHtml('<p> </p><br>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
