import { useEffect, useRef } from 'react';

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The ALTCHA proof-of-work widget (self-hosted, no third party). Reports the payload once the
 * browser has solved the challenge, and null when it expires or fails.
 */
export function AltchaField({
  challengeUrl,
  onChange,
}: {
  challengeUrl: string;
  onChange: (payload: string | null) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    void import('altcha').then(() => {
      if (cancelled || !hostRef.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', challengeUrl);
      widget.setAttribute('name', 'captcha_token');
      widget.setAttribute('hidefooter', 'true');
      widget.addEventListener('statechange', onState);
      hostRef.current.appendChild(widget);
    });
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [challengeUrl]);

  return <div ref={hostRef} className="min-h-16" data-testid="altcha-field" />;
}
