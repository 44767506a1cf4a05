import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpeningScreen } from './opening-screen';

/** The static opening screen of index.html, without its comment and the whitespace between tags. */
function staticShell(): string {
  const html = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)\n {4}<\/div>/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

describe('the opening screen in index.html', () => {
  it('is the markup React renders first, so nothing moves when the app takes over', () => {
    expect(staticShell()).not.toBe('');
    expect(staticShell()).toBe(renderToStaticMarkup(<OpeningScreen />));
  });
});
