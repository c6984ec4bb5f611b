import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` in place of the current entry once rendered: React Router's <Navigate replace />
 * for the client-rendered areas (panel, console), which is all they used of it. The router's
 * module sits in the home page's first load whole, so its Navigate was there for every page
 * (issue 11).
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
