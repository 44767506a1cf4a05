import type { Browser, Page } from '@playwright/test';
import { fakeMicrophoneLaunchOptions } from '../support/speech';
import { openFirstLesson, withConsent } from '../support/lessons';
import { expect, openSignedIn, test, type FamilyChild } from '../support/family-fixtures';

/*
 * Family voice end to end, with Chromium's fake microphone: a parent records a word of the child's
 * lesson, the child hears the parent's recording in the lesson (the audio request is answered with
 * the family recording, not the computer voice), the parent deletes it and the computer voice returns.
 */

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

async function childPage(browser: Browser, baseURL: string, child: FamilyChild): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await withConsent(page);
  const res = await page.request.post('/api/auth/token', {
    form: { username: child.username, password: child.password },
  });
  expect(res.ok()).toBe(true);
  await openSignedIn(page, await res.json(), { userType: 'child', isParent: false }, '/dashboard');
  return page;
}

/** Plays the first lesson sound on the page; answers the audio key, the answer's source and the label shown. */
async function playFirst(page: Page) {
  const button = page.getByRole('button', { name: /^Play audio: / }).first();
  await expect(button).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('/api/audio/'));
  await button.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const key = decodeURIComponent(new URL(response.url()).pathname.split('/').pop()!);
  const label = (await button.getAttribute('aria-label'))!.replace('Play audio: ', '');
  return { key, label, source: response.headers()['x-audio-source'], by: response.headers()['x-recorded-by'] };
}

test('a parent records a word, the child hears it in the lesson, the parent deletes it and the computer voice returns', async ({
  page,
  parent: _parent,
  child,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The child opens its first lesson and plays a sound: the computer voice.
  const kid = await childPage(browser, baseURL!, child);
  await openFirstLesson(kid);
  const before = await playFirst(kid);
  expect(before.source).toBe('synthesised');
  await expect(kid.getByText('computer voice').first()).toBeVisible();

  // The parent records that line from "Record for {child}".
  await page.goto('/parent-dashboard');
  await page
    .getByRole('article', { name: child.name })
    .getByRole('link', { name: `Record for ${child.name}` })
    .click();
  await expect(page.getByRole('heading', { name: `Record for ${child.name}` })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByText(before.label, { exact: true }) });
  await expect(row.getByText('Not recorded yet: the computer voice plays')).toBeVisible();
  await row.getByRole('button', { name: `Record: ${before.label}`, exact: true }).click();
  await expect(row.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  // A second or more of the fake microphone's voice.
  await expect(row.getByText(/^[1-9]\.\d s$/)).toBeVisible();
  await row.getByRole('button', { name: 'Stop' }).click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/family-voice/recordings/'),
  );
  await row.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(row.getByText('Your recording: all your children hear it')).toBeVisible();

  // The child hears the parent's recording, labelled with who recorded it.
  await kid.reload();
  const heard = await playFirst(kid);
  expect(heard.key).toBe(before.key);
  expect(heard.source).toBe('family');
  expect(heard.by).toBeTruthy();
  await expect(kid.getByText(`Recorded by ${decodeURIComponent(heard.by!)}`)).toBeVisible();

  // The parent deletes it, after confirming; the computer voice returns.
  await row.getByRole('button', { name: `Delete your recording: ${before.label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this recording?' });
  await dialog.getByRole('button', { name: 'Delete recording' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Not recorded yet: the computer voice plays')).toBeVisible();
  await kid.reload();
  const after = await playFirst(kid);
  expect(after.source).toBe('synthesised');
  await expect(kid.getByText('computer voice').first()).toBeVisible();
  await kid.context().close();
});
