import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminUserListSchema } from '@hadal/domain';
import { openFirstLesson, withConsent } from '../support/lessons';
import { fakeMicrophoneLaunchOptions } from '../support/speech';
import { expect, requestTokens, storeSession, test } from '../support/fixtures';
import { createVerifiedUser, type TestUser } from '../support/users';

/*
 * The voice studio end to end, with Chromium's fake microphone: an admin makes an account a voice
 * contributor, the contributor records a line of the first lesson, the admin approves it after
 * listening, and a learner's lesson audio request is answered with the native recording instead
 * of the computer voice. The contributor's account is deleted at the end, which deletes the
 * recording: the shared server's lessons speak in the computer voice again for the other journeys.
 */

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

async function pageFor(browser: Browser, baseURL: string, request: APIRequestContext, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await withConsent(page);
  await storeSession(page, request, await requestTokens(request, user));
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
  return { key, label, source: response.headers()['x-audio-source'], type: response.headers()['content-type'] };
}

test('an admin makes a contributor, who records a line; once approved a learner hears it in the lesson', async ({
  page,
  admin,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const contributor = await createVerifiedUser(request);
  const adminHeaders = { authorization: `Bearer ${admin.session.access_token}` };
  try {
    // A learner opens the first lesson and plays a sound: the computer voice.
    const learner = await pageFor(browser, baseURL!, request, await createVerifiedUser(request));
    await learner.goto('/dashboard');
    await openFirstLesson(learner);
    const before = await playFirst(learner);
    expect(before.source).toBe('synthesised');
    await expect(learner.getByText('computer voice').first()).toBeVisible();
    // Played often, the line is at the top of the studio's queue (most played first).
    const learnerToken = await learner.evaluate(() => window.localStorage.getItem('authToken'));
    for (let i = 0; i < 25; i++)
      await request.get(`/api/audio/${before.key}`, { headers: { authorization: `Bearer ${learnerToken}` } });

    // The admin makes the new account a voice contributor from the users screen.
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Make voice contributor: ${contributor.email}` }).click();
    await expect(
      page.getByRole('button', { name: `Remove voice contributor role of ${contributor.email}` }),
    ).toBeVisible();

    // The contributor records the line in the voice studio.
    const studio = await pageFor(browser, baseURL!, request, contributor);
    await studio.goto('/voice-studio');
    await expect(studio.getByRole('heading', { level: 1, name: 'Voice studio' })).toBeVisible();
    const line = studio
      .getByRole('listitem')
      .filter({ has: studio.getByText(before.label, { exact: true }) })
      .first();
    await line.getByRole('button', { name: `Record: ${before.label}`, exact: true }).click();
    await expect(line.getByText('Recording', { exact: true })).toBeVisible();
    // A second or more of the fake microphone's voice.
    await expect(line.getByText(/^[1-9]\.\d s$/)).toBeVisible();
    await line.getByRole('button', { name: 'Stop' }).click();
    const saved = studio.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/voice-studio/recordings/'),
    );
    await line.getByRole('button', { name: 'Send for review' }).click();
    expect((await saved).status()).toBe(200);
    await expect(line.getByText(/your recording is waiting for review/)).toBeVisible();

    // Pending: the learner still hears the computer voice.
    await learner.reload();
    expect((await playFirst(learner)).source).toBe('synthesised');

    // The admin reviews it beside its text and approves it, after confirming.
    await page.goto('/admin/voice-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Voice Review' })).toBeVisible();
    const approve = page.getByRole('button', {
      name: `Approve the recording of ${before.label} by ${contributor.username}`,
    });
    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Approve Recording' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(approve).toBeHidden();

    // The learner's lesson audio request is answered with the native recording.
    await learner.reload();
    const after = await playFirst(learner);
    expect(after.key).toBe(before.key);
    expect(after.source).toBe('native');
    expect(after.type).toBe('audio/mpeg');
    const open = await request.get(`/audio/${before.key}`);
    expect(open.headers()['x-audio-source']).toBe('native');
    await learner.context().close();
    await studio.context().close();
  } finally {
    // Deleting the contributor deletes their recordings: the computer voice returns for everyone.
    const users = adminUserListSchema.parse(
      await (await request.get('/api/admin/users', { headers: adminHeaders })).json(),
    );
    const id = users.find((u) => u.email === contributor.email)?.id;
    if (id) await request.delete(`/api/admin/users/${id}`, { headers: adminHeaders });
  }
});
