import { expect, test } from '../support/fixtures';
import { BOOTSTRAP_ADMIN, BOOTSTRAP_ADMIN_TOTP_SECRET } from '../support/bootstrap-admin';
import { axeProblems } from '../support/axe';
import { withConsent } from '../support/lessons';
import { signInAt, startFakeTranscriptionServer, startHadal, fakeMicrophoneLaunchOptions } from '../support/speech';

/*
 * AI role-play lessons end to end, on the built-in composer (no language model configured): a
 * learner generates a lesson from a custom scenario, speaks the first answer through Chromium's
 * fake microphone (a fake OpenAI-compatible recogniser hears it), then skips to 'Lesson Complete'.
 */

const FIRST_ANSWER = 'Wacalaykum salaam. Iska warran?';

test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

test('generate a built-in lesson, answer by voice, skip to Lesson Complete', async ({ page, request }) => {
  await withConsent(page);
  const recogniser = await startFakeTranscriptionServer(FIRST_ANSWER);
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
    await page.goto(`${hadal.url}/dynamic-lessons`);
    await expect(page.getByRole('heading', { name: 'Dynamic Lessons' })).toBeVisible();
    await expect(page.getByText(/No lessons yet/)).toBeVisible();

    await page.getByLabel('Difficulty').selectOption('A1');
    await page.getByLabel('Use a custom scenario').check();
    await page.getByRole('textbox', { name: 'Scenario' }).fill('greeting my neighbour');
    await page.getByRole('button', { name: 'Generate Lesson' }).click();
    // The built-in composer used its own scenario, so the lesson takes that scenario's title.
    const card = page.getByRole('article', { name: 'Greeting a neighbour' });
    await expect(card).toBeVisible();
    await expect(
      card.getByText(/Built-in practice scenario: Greeting a neighbour \(A1\) \(not AI-written\)/),
    ).toBeVisible();
    await expect(card.getByText(FIRST_ANSWER)).toBeVisible();
    await expect(card.locator('li')).toHaveCount(2);
    expect(await axeProblems(page)).toEqual([]);

    await card.getByRole('link', { name: 'Start Interactive Lesson' }).click();
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Greeting a neighbour' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);

    const answered = page.waitForResponse((r) => r.url().endsWith('/respond'));
    await page.getByRole('button', { name: 'Record' }).click();
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: 'Stop' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('Excellent! That was right.')).toBeVisible();
    await expect(page.getByText(`You said: ${FIRST_ANSWER}`)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    expect(recogniser.seen).toHaveLength(1);
    expect(recogniser.seen[0]!.body.toString('latin1')).toContain('filename="response.wav"');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 8')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Previous Steps' })).toBeVisible();

    for (const step of [5, 7]) {
      await page.getByRole('button', { name: 'Skip & See Answer' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Skip & See Answer' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Lesson Complete' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Lessons' }).click();
    await expect(page).toHaveURL(/\/dynamic-lessons$/);
  } finally {
    hadal.stop();
    await recogniser.close();
  }
});
