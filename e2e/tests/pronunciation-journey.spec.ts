import { readWavInfo } from '@hadal/domain';
import { expect, test } from '../support/fixtures';
import { BOOTSTRAP_ADMIN, BOOTSTRAP_ADMIN_TOTP_SECRET } from '../support/bootstrap-admin';
import { withConsent } from '../support/lessons';
import {
  openLessonAt,
  signInAt,
  startFakeTranscriptionServer,
  startHadal,
  fakeMicrophoneLaunchOptions,
} from '../support/speech';

/*
 * Pronunciation practice end to end, with Chromium's fake microphone fed from a WAV file: a
 * learner records "Mahadsanid." and a fake OpenAI-compatible recogniser hears it ('Great
 * pronunciation!'); without a recogniser (the shared server's default) the learner compares by ear.
 */

const LESSON = 'a1-phrases-please-and-thank-you';
const EXERCISE = 'ex10';
const EXPECTED = 'Mahadsanid.';

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

test.describe('pronunciation journey', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test('with a speech recogniser: record, stop, check, and see Great pronunciation!', async ({ page, request }) => {
    const recogniser = await startFakeTranscriptionServer(EXPECTED);
    const hadal = await startHadal({
      SPEECH_PROVIDER: 'openai',
      SPEECH_API_URL: recogniser.url,
      SPEECH_API_KEY: 'e2e-key',
      ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
      ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
      ADMIN_TOTP_SECRET: BOOTSTRAP_ADMIN_TOTP_SECRET,
    });
    try {
      await signInAt(page, request, hadal.url, BOOTSTRAP_ADMIN);
      await openLessonAt(page, hadal.url, LESSON, EXERCISE);
      await expect(page.getByText(EXPECTED, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check Answer' })).toBeDisabled();

      await page.getByRole('button', { name: 'Record' }).click();
      await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
      await expect(page.getByText(/^0:0[1-9] \/ 0:30$/)).toBeVisible();
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByText('Your recording')).toBeVisible();

      const checked = page.waitForResponse((r) => r.url().endsWith('/api/check-pronunciation'));
      await page.getByRole('button', { name: 'Check Answer' }).click();
      expect((await checked).status()).toBe(200);
      await expect(page.getByText('Great pronunciation!')).toBeVisible();
      await expect(page.getByText('Correct!')).toBeVisible();
      await expect(page.getByText(`You said: ${EXPECTED}`)).toBeVisible();

      // The recogniser got the browser's recording: a mono 16 kHz WAV named response.wav.
      expect(recogniser.seen).toHaveLength(1);
      const body = recogniser.seen[0]!.body;
      expect(body.toString('latin1')).toContain('filename="response.wav"');
      const wav = body.subarray(body.indexOf('RIFF'));
      expect(readWavInfo(wav)).toMatchObject({ channels: 1, sampleRateHz: 16_000, bitsPerSample: 16 });
    } finally {
      hadal.stop();
      await recogniser.close();
    }
  });

  test('without a recogniser: record, compare by ear, Sounds right counts as correct', async ({
    page,
    learner,
    baseURL,
  }) => {
    // The lesson is the fourth of A1 phrases: the learner skips the three before it, which unlocks it.
    for (const before of [
      'a1-phrases-greetings-and-goodbyes',
      'a1-phrases-introducing-yourself',
      'a1-phrases-how-are-you',
    ]) {
      const skipped = await page.request.put(`/api/lessons/progress/${before}`, {
        headers: { authorization: `Bearer ${learner.session.access_token}` },
        data: { progress_percentage: 0, completed: false, xp_earned: 0, skipped: true },
      });
      expect(skipped.status()).toBe(200);
    }
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/check-pronunciation')) uploads += 1;
    });
    await openLessonAt(page, baseURL!, LESSON, EXERCISE);
    await expect(page.getByText(/Automatic checking is not available here/)).toBeVisible();
    await page.getByRole('button', { name: 'Record' }).click();
    await expect(page.getByText(/^0:0[1-9] \/ 0:30$/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByLabel('Play your recording')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Play audio: reference/ })).toBeVisible();
    await page.getByRole('button', { name: 'Sounds right' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByText('Keep practicing!')).toBeVisible();
    // The step is answered: the learner moves on (Finish Lesson when the shuffled order put it last).
    await expect(page.getByRole('button', { name: /^(Next|Finish Lesson)$/ })).toBeVisible();
    expect(uploads).toBe(0);
  });
});
