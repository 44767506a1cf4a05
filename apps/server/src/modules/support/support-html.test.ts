import { describe, expect, it } from 'vitest';
import { sanitizeSupportHtml, textToHtml } from './support-html';

/** Known XSS payloads: none of what they carry may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<style>@import "https://evil.test/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x61;script:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<p onclick="alert(1)" style="color:red">text</p>',
  '<iframe src="https://evil.test"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.test"><input name=x><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p <script>alert(1)</script>>x</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="x" onerror="alert(1)"',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.test" onmouseover="alert(1)" style="x">ok</a>',
  '<!--<img src=x onerror=alert(1)>-->',
];

const DANGER =
  /<script|<img|<svg|<style|<iframe|<object|<embed|<form|<input|<meta|<base|<body|<details|on\w+=|javascript:|vbscript:|data:|style=|xlink/i;

describe('sanitizeSupportHtml', () => {
  it.each(PAYLOADS)('leaves nothing dangerous of %s', async (payload) => {
    const clean = (await sanitizeSupportHtml(`<p>before</p>${payload}<p>after</p>`)) ?? '';
    expect(clean).not.toMatch(DANGER);
    // Only allow-listed elements remain.
    for (const tag of clean.matchAll(/<\/?([a-z0-9]+)/gi)) {
      expect(['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']).toContain(
        tag[1]!.toLowerCase(),
      );
    }
  });

  it('keeps the allow-list: paragraphs, breaks, emphasis, lists, headings and safe links with rel', async () => {
    const html =
      '<h1>Title</h1><h6>Small</h6><p>One<br>two <strong>b</strong> <em>i</em> <u>u</u></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<a href="https://hadal.test/help" target="_blank" title="t" rel="opener">help</a>' +
      '<a href="mailto:help@hadal.test" target="_self">mail</a>';
    expect(await sanitizeSupportHtml(html)).toBe(
      '<h1>Title</h1><h6>Small</h6><p>One<br />two <strong>b</strong> <em>i</em> <u>u</u></p>' +
        '<ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<a rel="noopener noreferrer" href="https://hadal.test/help" target="_blank">help</a>' +
        '<a rel="noopener noreferrer" href="mailto:help@hadal.test">mail</a>',
    );
  });

  it('turns other blocks into paragraphs, drops tags around text, and quotes of a reply when asked', async () => {
    expect(await sanitizeSupportHtml('<div>one</div><div><span>two</span></div>')).toBe('<p>one</p><p>two</p>');
    expect(await sanitizeSupportHtml('<p>Thanks</p><blockquote>old</blockquote>', { dropQuotes: true })).toBe(
      '<p>Thanks</p>',
    );
    expect(await sanitizeSupportHtml('<p>Thanks</p><blockquote>old</blockquote>')).toBe('<p>Thanks</p><p>old</p>');
  });

  it('answers null when nothing readable is left', async () => {
    expect(await sanitizeSupportHtml('<script>alert(1)</script><p> </p>')).toBeNull();
  });
});

describe('textToHtml', () => {
  it('escapes the text and keeps its paragraphs and line breaks', () => {
    expect(textToHtml('a <b>&\nc\n\nd')).toBe('<p>a &lt;b&gt;&amp;<br>c</p>\n<p>d</p>');
  });
});
