import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

const own = `/base/media/${'0123456789abcdef'.repeat(4)}.png`;

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting, safe links and the shop’s own images as written', () => {
    const html = [
      '<h2>Glaze care</h2><p>Wash <strong>by hand</strong>, <em>never</em> <u>soak</u> or <s>scrub</s>.</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>',
      '<pre><code>code</code></pre><hr /><p>line<br />break</p>',
      '<a href="https://shop.example/care">care</a><a href="mailto:hello@shop.example">mail</a>',
      `<img src="${own}" />`,
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips scripts, styles and iframes with what they hold', () => {
    expect(
      sanitizeRichText(
        '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://x.example"></iframe><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('strips event handlers and style attributes but keeps their element', () => {
    expect(
      sanitizeRichText(
        `<p onclick="steal()" style="color:red">hi</p><img src="${own}" onerror="steal()" /><a href="https://ok.example" onmouseover="x()">ok</a>`,
      ),
    ).toBe(`<p>hi</p><img src="${own}" /><a href="https://ok.example">ok</a>`);
  });

  it('drops javascript: and data: link targets', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>')).toBe(
      '<a>x</a><a>y</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">z</a>')).toBe('<a>z</a>');
  });

  it('removes images served from anywhere but this shop (they would track readers)', () => {
    const html = [
      '<img src="https://evil.example/x.png" />',
      '<img src="//evil.example/x.png" />',
      '<img src="http://shop.example/base/media/abc.png" />',
      `<img src="${own}?track=1" />`,
      '<img src="/base/media/not-a-hash.png" />',
      '<img src="data:image/png;base64,AAAA" />',
    ].join('');
    expect(sanitizeRichText(`<p>x</p>${html}`)).toBe('<p>x</p>');
  });

  it('makes a link that opens a new tab unable to reach back to the shop page', () => {
    expect(sanitizeRichText('<a href="https://ok.example" target="_blank" rel="opener">ok</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('unwraps tags it does not know, keeping their text', () => {
    expect(sanitizeRichText('<div><span class="x">text</span></div><h1>big</h1>')).toBe('textbig');
  });
});
