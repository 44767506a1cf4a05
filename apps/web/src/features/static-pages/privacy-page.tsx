import { StaticPage } from './components/static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated="Last updated: November 2026"
      intro={
        <p>
          Hadal is used by adults, teenagers and children, often in the same family. We collect as little as we can, we
          explain what we keep and why, and we never sell your information.
        </p>
      }
    >
      <h2>Children and teens</h2>
      <h3>Children under 13</h3>
      <p>
        Children under 13 may use Hadal only with <strong>verifiable parental consent</strong>. In practice this means a
        parent or guardian creates a parent account, verifies their own email address, and then creates a child profile
        for the child. The parent chooses the child's username and password; a child profile does not need an email
        address. We do not knowingly collect personal information from a child under 13 without that consent. If you
        believe a child under 13 has signed up on their own, tell us and we will delete the account.
      </p>
      <h3>Teens aged 13 to 18</h3>
      <p>
        Teens aged 13 to 18 may create their own learner account, or use a child profile set up by a parent. We
        encourage teens to talk with a parent or guardian before signing up, and we ask for that permission where the
        law where they live requires it. We treat teens' information with the same care as children's: we collect only
        what the lessons need and never use it for advertising.
      </p>
      <h3>What parents can do</h3>
      <p>
        A parent can see a child's lessons, XP and last activity, edit or delete the child's profile, reset the child's
        progress, and ask us for a copy of the child's data or for its deletion at any time.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account</strong>: email address (optional for child profiles), name or username, account type
          (learner, parent or child), and your password, stored only as a secure one-way hash. If you turn on two-factor
          authentication we keep its secret and hashed backup codes; if you sign in with Google or Microsoft we keep the
          identifier they give us, never your password there.
        </li>
        <li>
          <strong>Your progress</strong>: the lessons you have started, completed or skipped, your XP, daily streak,
          review history and settings such as your daily goal and email preferences.
        </li>
        <li>
          <strong>Audio recordings for pronunciation</strong>: when you record yourself in a pronunciation exercise or
          an interactive lesson, the recording is checked in memory to give you feedback and is never stored or logged.
          When this server uses a speech recognition service, the recording is sent to it for that check only; a
          child&apos;s recordings are sent only when their parent has allowed it in the child&apos;s profile.
        </li>
        <li>
          <strong>Family voice recordings</strong>: when a parent records words for their children, we store those
          recordings so that only that family hears them. They are never sent to anyone else or logged, and they are
          deleted when the parent deletes them, or deletes the child or the account.
        </li>
        <li>
          <strong>Messages you send us</strong>: problem reports about lessons and emails to our support team.
        </li>
        <li>
          <strong>Security records</strong>: sign-in attempts and devices you chose to trust, to protect your account.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your information to run your account, save your progress, give feedback on your answers and
        pronunciation, send the emails you asked for (such as verification, password reset and progress reports), keep
        Hadal secure and improve our lessons. We do not show advertising and we never sell or rent personal information.
      </p>
      <p>
        Some features may rely on trusted service providers, for example to deliver email, to store audio, or to turn
        speech into text for pronunciation feedback. They receive only what is needed for that task and may not use it
        for anything else.
      </p>

      <h2>Cookies and local storage</h2>
      <p>When you first visit, we ask which cookies you accept. There are two kinds:</p>
      <ul>
        <li>
          <strong>Necessary</strong> (always on): what Hadal needs to work, such as keeping you signed in, remembering
          your cookie choice, remembering where you stopped in a lesson and which dashboard tab you chose, and
          remembering a device you trust for two-factor sign-in.
        </li>
        <li>
          <strong>Optional</strong> (off unless you choose): anonymous statistics that help us understand which lessons
          work well and where learners get stuck.
        </li>
      </ul>
      <p>
        Your choice is saved in your browser. To change it, clear Hadal's site data in your browser settings and we will
        ask you again.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your information while your account is open. When you or your parent delete an account, we delete its
        profile and progress, including the profiles of any children under a parent account, within 30 days, except
        where the law requires us to keep a record for longer. While Hadal is in beta, lesson progress may also be reset
        when we change the curriculum.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask to see, correct, export or delete your information, withdraw consent, or unsubscribe from any email
        using the link it contains. Parents can do the same for their children. To make a request, reply to any email
        you have received from Hadal and our team will answer.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy in a way that matters, we will tell you by email or in the app before the change takes
        effect.
      </p>
    </StaticPage>
  );
}
