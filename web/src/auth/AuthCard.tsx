import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password screens. */
export function AuthCard({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className="page page--auth">
      <div className={`auth-card card${wide ? ' auth-card--wide' : ''}`}>
        <h1>{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
