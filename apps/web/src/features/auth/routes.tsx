/*
 * Minimal stand-ins for the account screens; the account feature replaces this module.
 * The router reads these named exports lazily.
 */
function ScreenHeading({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-md px-6 py-16">
      <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
    </section>
  );
}

export function LoginPage() {
  return <ScreenHeading title="Welcome Back" />;
}

export function RegisterPage() {
  return <ScreenHeading title="Join Hadal" />;
}

export function ForgotPasswordPage() {
  return <ScreenHeading title="Forgot your password?" />;
}

export function ResetPasswordPage() {
  return <ScreenHeading title="Reset your password" />;
}

export function VerifyEmailPage() {
  return <ScreenHeading title="Verify your email" />;
}
