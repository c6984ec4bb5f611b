import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password screens. */
export function AuthCard({
  title,
  intro,
  children,
  links,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The ways on (sign in, sign up, forgotten password) under the form. */
  links?: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className="page page--auth">
      <div className={`auth-card card${wide ? ' auth-card--wide' : ''}`}>
        <h1>{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {links && <p className="auth-card__links">{links}</p>}
      </div>
    </main>
  );
}
