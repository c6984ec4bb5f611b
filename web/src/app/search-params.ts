import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

type SearchInit = URLSearchParams | Record<string, string>;

/**
 * The page's query string and a way to replace it: what the screens used of React Router's
 * useSearchParams (no default values, no repeated keys from arrays). The router's module sits in
 * the home page's first load whole, so its hook (with createSearchParams and its helpers) was
 * there for every page although only lazy screens call it (issue 11).
 */
export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchInit | ((current: URLSearchParams) => SearchInit),
      options?: { replace?: boolean },
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams] as const;
}
