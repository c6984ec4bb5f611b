import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, type To } from 'react-router';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: To;
  replace?: boolean;
}

/**
 * A link inside the app: a real `href`, and a click (plain left click, no modifier, no other
 * target) navigates with the router. React Router's own Link also does prefetching, view
 * transitions and framework-mode discovery, none of which the site uses; its module sits in the
 * home page's first load whole, so using Link anywhere (a lazy screen included) brought that code
 * to every page (about 2 KB gzip with NavLink, issue 11).
 */
function BrowserLink({ to, replace, target, onClick, children, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}

/**
 * On the server a link is only its address, and an absolute one is already its `href` (React
 * Router resolves nothing in it and the site has no basename): resolving each of a page's links
 * through the router's hooks was a tenth of a server-rendered page's CPU.
 */
function ServerLink({ to, replace, onClick: _onClick, children, ...rest }: RouterLinkProps) {
  if (typeof to !== 'string' || !to.startsWith('/'))
    return <BrowserLink {...{ to, replace, children, ...rest }} />;
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  );
}

export const RouterLink = import.meta.env.SSR ? ServerLink : BrowserLink;

/**
 * A menu link marked `aria-current="page"` while its page is shown (the site's CSS styles that):
 * the current path is the link's or, unless `end`, below it, compared without case as NavLink
 * does. That is all the site used of NavLink. Its `to` is an absolute path (LocalNavLink's).
 */
export function RouterNavLink({ end, ...props }: RouterLinkProps & { to: string; end?: boolean }) {
  const pathname = useLocation().pathname.toLowerCase();
  const to = props.to.split(/[?#]/)[0]!.toLowerCase();
  const length = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const current =
    pathname === to || (!end && pathname.startsWith(to) && pathname.charAt(length) === '/');
  return <RouterLink aria-current={current ? 'page' : undefined} {...props} />;
}
