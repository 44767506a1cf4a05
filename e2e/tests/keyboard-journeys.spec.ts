import { expect, test as plain, type Page } from '@playwright/test';
import { lessonDetailSchema, placementStatusSchema, optionText } from '@hadal/domain';
import { test } from '../support/fixtures';
import { checkScreen } from '../support/axe';
import { activate, tabTo, typeInto } from '../support/keyboard';
import { playLessonByKeyboard } from '../support/keyboard-lessons';
import { api, completeFirstLesson, withConsent } from '../support/lessons';
import { linkIn, waitForMail } from '../support/mailbox';
import { newUserDetails } from '../support/users';

/*
 * The learner's journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing; no mouse
 * click): register and sign in, play a lesson, review, the placement test. Each control is reached
 * with Tab and shows a visible focus (support/keyboard.ts). Account, family, admin and support
 * journeys are in keyboard-journeys-*.spec.ts.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

plain('auth: register, verify and sign in with the keyboard', async ({ page }) => {
  await withConsent(page);
  const user = newUserDetails('keys');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Join Hadal' })).toBeVisible();
  await tabTo(page, page.getByLabel(/Individual Learner/));
  await page.keyboard.press(' ');
  await typeInto(page, field(page, 'Email'), user.email);
  await typeInto(page, field(page, 'Your Name'), user.username);
  await typeInto(page, field(page, 'Password'), user.password);
  await typeInto(page, field(page, 'Confirm Password'), user.password);
  await activate(page, page.getByRole('button', { name: 'Register' }));
  await checkScreen(page, 'registered: check your email', page.getByRole('heading', { name: 'Check your email' }));

  const mail = await waitForMail(user.email, /Verify your email/);
  await page.goto(linkIn(mail, '/verify-email'));
  await checkScreen(page, 'email verified', page.getByRole('heading', { name: 'Email verified' }));
  await activate(page, page.getByRole('link', { name: 'Sign In' }));
  await page.waitForURL('**/login');
  await typeInto(page, field(page, 'Email or username'), user.username);
  await typeInto(page, field(page, 'Password'), user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Soo dhawoow, ${user.username}!` })).toBeVisible();
});

test('lessons: open the first lesson from the dashboard and answer it to the end', async ({ page, learner: _ }) => {
  await withConsent(page);
  await page.goto('/dashboard');
  const first = page.getByRole('region', { name: 'Beginner 1' }).getByTestId('lesson-card').first();
  // The card itself is the link.
  await activate(page, first);
  await page.waitForURL('**/lesson/*');
  const lesson = await api(page, `/lessons/${page.url().split('/lesson/')[1]}`, lessonDetailSchema);
  await playLessonByKeyboard(page, lesson.exercises);
  await checkScreen(page, 'lesson complete', page.getByRole('heading', { name: 'Lesson Complete' }));
  await activate(page, page.getByRole('link', { name: 'Back to Dashboard' }));
  await page.waitForURL('**/dashboard');
});

test('review: reveal, rate and finish a session with the keyboard', async ({ page, learner }) => {
  await withConsent(page);
  // A completed lesson gives the review its words.
  await completeFirstLesson(page, learner.session.access_token);
  await page.goto('/dashboard');
  await activate(page, page.getByRole('link', { name: 'Active Recall Practice' }));
  await page.waitForURL('**/review');
  for (let card = 0; card < 30; card += 1) {
    if (await page.getByRole('heading', { name: 'Review Session Complete!' }).isVisible()) break;
    await activate(page, page.getByRole('button', { name: 'Reveal Answer' }));
    await activate(page, page.getByRole('button', { name: 'Good' }));
    await expect(
      page
        .getByRole('button', { name: 'Reveal Answer' })
        .or(page.getByRole('heading', { name: 'Review Session Complete!' })),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Review Session Complete!' })).toBeVisible();
  await activate(
    page,
    page
      .getByRole('link', { name: 'Back to Dashboard' })
      .or(page.getByRole('button', { name: 'Back to Dashboard' }))
      .first(),
  );
  await page.waitForURL('**/dashboard');
});

test('practice: the placement test answered with the keyboard', async ({ page, learner: _ }) => {
  await withConsent(page);
  await page.goto('/dashboard');
  await activate(page, page.getByRole('link', { name: 'Find your level' }));
  await page.waitForURL('**/placement');
  await activate(page, page.getByRole('button', { name: 'Start the test' }));
  for (let asked = 0; asked < 40; asked += 1) {
    const status = await api(page, '/placement', placementStatusSchema);
    const current = status.in_progress;
    if (!current) break;
    if (current.question.response === 'typed') {
      // The text field has the focus: type and press Enter.
      const field = page.getByRole('textbox', { name: /^Your answer/ });
      await expect(field).toBeFocused();
      await page.keyboard.type('nabad');
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/placement/answer')),
        page.keyboard.press('Enter'),
      ]);
      continue;
    }
    // Arrow keys move within the radio group; any answer will do here.
    const first = page.getByRole('radio', { name: optionText(current.question.options[0]!), exact: true });
    await tabTo(page, first);
    await page.keyboard.press(' ');
    await expect(first).toBeChecked();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/placement/answer')),
      activate(page, page.getByRole('button', { name: 'Continue' })),
    ]);
  }
  await expect(page.getByRole('heading', { name: /^Your level:/ })).toBeVisible();
  await activate(page, page.getByRole('link', { name: 'Start learning' }));
  await page.waitForURL('**/dashboard?level=*');
});
