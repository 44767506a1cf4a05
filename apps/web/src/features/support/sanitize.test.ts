import { describe, expect, it } from 'vitest';
import { sanitizeTicketHtml } from './sanitize';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x61;script:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<p onclick="alert(1)" style="color:red" class="x" id="y">text</p>',
  '<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x">',
  '<form action="https://evil.test"><input name=x><button formaction="javascript:alert(1)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p <script>alert(1)</script>>x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.test" onmouseover="alert(1)" target="_top">ok</a>',
];

const DANGER =
  /<script|<img|<svg|<style|<iframe|<object|<embed|<form|<input|<button|<details|<math|on\w+=|javascript:|data:|style=|class=|id=|xlink|_top/i;

describe('sanitizeTicketHtml (DOMPurify, the allow-list of spec 02 §2)', () => {
  it.each(PAYLOADS)('leaves nothing dangerous of %s', (payload) => {
    expect(sanitizeTicketHtml(`<p>a</p>${payload}<p>b</p>`)).not.toMatch(DANGER);
  });

  it('keeps the allow-list and gives links rel="noopener noreferrer"', () => {
    const html =
      '<h2>Hi</h2><p>One<br>two <strong>b</strong> <em>i</em> <u>u</u></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<a href="https://hadal.test/help" target="_blank">help</a>';
    const clean = sanitizeTicketHtml(html);
    expect(clean).toContain('<h2>Hi</h2><p>One<br>two <strong>b</strong> <em>i</em> <u>u</u></p>');
    expect(clean).toContain('<ul><li>a</li></ul><ol><li>b</li></ol>');
    expect(clean).toContain('<a href="https://hadal.test/help" target="_blank" rel="noopener noreferrer">help</a>');
  });

  it('drops elements outside the allow-list but keeps their text', () => {
    expect(sanitizeTicketHtml('<div><span>kept</span></div><table><tr><td>cell</td></tr></table>')).toBe('keptcell');
  });
});
