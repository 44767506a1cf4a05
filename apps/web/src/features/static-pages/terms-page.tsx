import { Link } from 'react-router';
import { StaticPage } from './components/static-page';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      updated="Last updated: November 2026"
      intro={
        <p>
          These terms are the agreement between you and Hadal when you use our website and lessons. We have tried to
          keep them short and clear.
        </p>
      }
    >
      <h2>1. Using Hadal</h2>
      <p>
        By creating an account or using Hadal you accept these terms and our <Link to="/privacy">Privacy Policy</Link>.
        If you do not agree, please do not use Hadal.
      </p>

      <h2>2. Who can use Hadal</h2>
      <p>
        Adults can create their own account. Teens aged 13 to 18 may create an account with the permission of a parent
        or guardian where the law requires it. Children under 13 may use Hadal only through a child profile created by a
        parent or guardian, who accepts these terms on the child's behalf and is responsible for how the child uses the
        profile.
      </p>

      <h2>3. Your account</h2>
      <p>
        Keep your password and any backup codes private, and tell us if you think someone else has used your account.
        You are responsible for what happens in your account. Parents are responsible for the child profiles they create
        and for the passwords they choose for them.
      </p>

      <h2>4. A service in beta</h2>
      <p>
        Hadal is in beta. Features may change, lessons are revised regularly, and{' '}
        <strong>your progress can be reset at any time</strong>, for example when we reorganise the curriculum. We will
        do our best to keep the service available, but we cannot promise that it will always be running or free of
        errors.
      </p>

      <h2>5. Our lessons</h2>
      <p>
        Hadal's lessons are AI-generated and may contain mistakes. They are meant as a starting point before learning
        with human teachers, not as a replacement for them. Lesson audio is often a computer voice. Do not rely on Hadal
        for translations where accuracy matters, such as legal, medical or official matters.
      </p>

      <h2>6. Acceptable use</h2>
      <ul>
        <li>Use Hadal for learning, and be respectful in anything you send us.</li>
        <li>Do not try to break into accounts, overload the service or get around its limits.</li>
        <li>Do not copy or resell our lessons in bulk, or use automated tools to extract them.</li>
        <li>
          Do not upload recordings or messages that are unlawful or that include other people without their consent.
        </li>
      </ul>

      <h2>7. Your content</h2>
      <p>
        Recordings, answers and reports you send remain yours. You allow us to use them to run Hadal for you, give you
        feedback and improve our lessons, as described in the Privacy Policy.
      </p>

      <h2>8. Our content and open data</h2>
      <p>
        The Hadal name, design and software belong to us. Parts of our lessons are built from open data published under
        their own licences, listed on our <Link to="/about">About page</Link>; those parts remain under those licences.
      </p>

      <h2>9. Ending your account</h2>
      <p>
        You may stop using Hadal and ask us to delete your account at any time. We may suspend or close accounts that
        break these terms, and will tell you why unless the law prevents it.
      </p>

      <h2>10. Liability</h2>
      <p>
        Hadal is provided “as is”. To the extent the law allows, we are not liable for indirect or consequential losses
        arising from your use of the service. Nothing in these terms limits rights you have as a consumer that cannot be
        limited by contract.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. If a change matters, we will tell you before it takes effect; continuing to use Hadal
        afterwards means you accept the new terms.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the laws of the Province of Ontario, Canada, and the federal laws of Canada that
        apply there. Any dispute will be handled by the courts of Ontario, Canada, unless the law of the place where you
        live gives you the right to go to your local courts.
      </p>
    </StaticPage>
  );
}
